import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { API_MARKER_HEADER, API_MARKER_VALUE, ErrorCode, ErrorType, apiError } from '@rp/contract';
import { HttpError } from '../lib/http-error.ts';

const API_PREFIX = /^\/api(\/|$|\?)/i;

/** Whether a path that matched no route is meant for the API (for the 404's shape only, never for protection). */
export const isApiPath = (url: string) => API_PREFIX.test(url);

/**
 * Whether a request is an API call, decided by the route it matched (its declared pattern), never by the URL's
 * spelling: the router decodes `/%61pi/…`, collapses case and a trailing slash, so the raw URL can look like anything.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const pattern = request.routeOptions.url;
  return pattern !== undefined && !request.is404 ? API_PREFIX.test(pattern) : isApiPath(safeDecode(request.url));
}

function safeDecode(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}

/** Messages for the framework's own 4xx failures, in the product's language. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Nepodržan format zahteva.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Zahtev je prevelik.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Telo zahteva je prazno.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Telo zahteva nije ispravan JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Neispravna dužina zahteva.',
  FST_ERR_VALIDATION: 'Neispravan unos.',
};

/**
 * One place turns every failure into the error model ({ ErrorCode, Type, Message }) and marks every API
 * response with the custom header. Internals of a 5xx are logged, never sent.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiRequest(request)) {
      reply.header(API_MARKER_HEADER, API_MARKER_VALUE);
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    }
    return payload;
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      request.log.info({ statusCode: error.statusCode, errorCode: error.errorCode }, error.message);
      return reply.status(error.statusCode).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation
        .map((issue) => {
          const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
          return field ? `${field}: ${issue.message}` : issue.message;
        })
        .join('; ');
      return reply
        .status(400)
        .send(apiError(ErrorCode.Validation, `Neispravan unos (${error.validationContext ?? 'zahtev'}): ${details}`));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send(apiError(ErrorCode.Internal, 'Interna greška servera.'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        status === 429
          ? 'Previše zahteva. Pokušajte ponovo za minut.'
          : (FRAMEWORK_MESSAGES[error.code] ?? 'Neispravan zahtev.');
      return reply.status(status).send(apiError(status, message, ErrorType.Danger));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(apiError(ErrorCode.Internal, 'Interna greška servera.'));
  });
});
