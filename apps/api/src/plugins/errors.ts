import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_MARKER_HEADER, API_MARKER_VALUE, ErrorCode, ErrorType, apiError } from '@rp/contract';
import { isBadValue } from '../lib/db-errors.ts';
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

const TYPES: Record<string, string> = {
  string: 'tekst',
  number: 'broj',
  int: 'ceo broj',
  boolean: 'logička vrednost (true ili false)',
  array: 'lista',
  object: 'objekat',
  null: 'null',
};

/**
 * Serbian messages for zod's own checks (a schema's own message wins): the client sees them in `Message`, so they
 * must read as the product's language, not zod's English defaults.
 */
export function serbianZodMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'Polje je obavezno.';
      return `Očekuje se ${TYPES[issue.expected] ?? 'druga vrsta vrednosti'}.`;
    case 'too_big': {
      const max = String(issue.maximum);
      if (issue.origin === 'string') return `Tekst može imati najviše ${max} znakova.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Najviše ${max} stavki.`;
      return issue.inclusive ? `Vrednost ne sme biti veća od ${max}.` : `Vrednost mora biti manja od ${max}.`;
    }
    case 'too_small': {
      const min = String(issue.minimum);
      if (issue.origin === 'string')
        return issue.minimum === 1 ? 'Polje je obavezno.' : `Tekst mora imati bar ${min} znakova.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Najmanje ${min} stavki.`;
      return issue.inclusive ? `Vrednost ne sme biti manja od ${min}.` : `Vrednost mora biti veća od ${min}.`;
    }
    case 'invalid_format':
      if (issue.format === 'url') return 'Neispravna adresa (URL).';
      if (issue.format === 'datetime') return 'Neispravan datum i vreme.';
      return 'Neispravan oblik vrednosti.';
    case 'invalid_value':
      return `Dozvoljene vrednosti: ${issue.values.map((value) => String(value)).join(', ')}.`;
    case 'unrecognized_keys':
      return `Nepoznato polje: ${issue.keys.join(', ')}.`;
    case 'not_multiple_of':
      return 'Neispravan broj.';
    default:
      return 'Neispravna vrednost.';
  }
}

/** Where a validation failure was found, in the product's words. */
const CONTEXTS: Record<string, string> = {
  body: 'podaci',
  params: 'putanja',
  querystring: 'upit',
  headers: 'zaglavlja',
};

/**
 * The router's own refusals (a URL that does not decode, a parameter past its length), which come before any hook or
 * error handler: answered in the error model too. Passed to Fastify as `frameworkErrors`.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply
    .status(tooLong ? 414 : 400)
    .header(API_MARKER_HEADER, API_MARKER_VALUE)
    .header('cache-control', 'no-store')
    .send(
      apiError(
        tooLong ? 414 : ErrorCode.Validation,
        tooLong ? 'Putanja zahteva je preduga.' : 'Neispravna putanja zahteva.',
      ),
    );
}

/**
 * One place turns every failure into the error model ({ ErrorCode, Type, Message }) and marks every API
 * response with the custom header. Internals of a 5xx are logged, never sent.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  z.config({ customError: serbianZodMessage });

  // A callback hook, not an async one: it runs on every answer, and a promise per answer is measurable (API bench).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isApiRequest(request)) {
      reply.header(API_MARKER_HEADER, API_MARKER_VALUE);
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    }
    done(null, payload);
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
        .send(
          apiError(
            ErrorCode.Validation,
            `Neispravan unos (${CONTEXTS[error.validationContext ?? ''] ?? 'zahtev'}): ${details}`,
          ),
        );
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send(apiError(ErrorCode.Internal, 'Interna greška servera.'));
    }
    if (isBadValue(error)) {
      // The last line of defence: a value the database refuses is the client's bad input, never a 500.
      request.log.warn({ err: error }, 'the database refused a value');
      return reply
        .status(400)
        .send(
          apiError(
            ErrorCode.Validation,
            'Neispravan unos: neka vrednost nije dozvoljena (nedozvoljeni znakovi, prevelik broj ili nepostojeći datum).',
          ),
        );
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
