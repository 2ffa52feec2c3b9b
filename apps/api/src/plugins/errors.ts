import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_MARKER_HEADER,
  API_MARKER_VALUE,
  ErrorCode,
  ErrorType,
  JEZIK_HEADER,
  apiError,
  jezikIzZaglavlja,
  jezikOd,
  poruka,
  prevedi,
  zodPorukaSr,
  type ApiError,
  type ClientEntryError,
  type JezikPoruka,
} from '@rp/contract';
import { isBadValue } from '../lib/db-errors.ts';
import { HttpError } from '../lib/http-error.ts';

const API_PREFIX = /^\/api(\/|$|\?)/i;

/** Whether a path that matched no route is meant for the API (for the 404's shape only, never for protection). */
export const isApiPath = (url: string) => API_PREFIX.test(url);

type ValidationIssue = FastifyError['validation'] extends (infer T)[] | undefined ? T : never;

/** zod's safe-integer bound of `z.int()`: a limit of the language, not of the field. */
function isSafeIntegerBound(issue: ValidationIssue): boolean {
  const params = issue.params as { maximum?: unknown; minimum?: unknown };
  return (
    (issue.keyword === 'too_big' && params.maximum === Number.MAX_SAFE_INTEGER) ||
    (issue.keyword === 'too_small' && params.minimum === Number.MIN_SAFE_INTEGER)
  );
}

/**
 * The refusals without zod's safe-integer bound where the field's own bound refuses the value too: 'must not be
 * greater than 99999999' says it, '… than 9007199254740991' beside it is noise no user can use.
 */
function bezSirihGranica<T extends ValidationIssue>(issues: readonly T[]): T[] {
  return issues.filter(
    (issue) =>
      !isSafeIntegerBound(issue) ||
      !issues.some(
        (other) => other !== issue && other.instancePath === issue.instancePath && other.keyword === issue.keyword,
      ),
  );
}

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
 * Serbian messages for zod's own checks (a schema's own message wins); the error handler answers them in the caller's
 * language. The catalogue lives in the contract (poruke.ts), shared with the portal.
 */
export const serbianZodMessage = zodPorukaSr;

/**
 * The caller's language: the language the portal's screen shows (JEZIK_HEADER), else the signed-in worker's
 * setting, else the request's `Accept-Language`, else Serbian.
 */
export function jezikZahteva(request: FastifyRequest): JezikPoruka {
  const screen = request.headers[JEZIK_HEADER];
  return (
    jezikOd(typeof screen === 'string' ? screen : undefined) ??
    jezikOd(request.auth?.jezik) ??
    jezikIzZaglavlja(request.headers['accept-language'])
  );
}

function isUspehSaPorukom(payload: unknown): payload is { Type: 1; Message: string } {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    (payload as { Type?: unknown }).Type === ErrorType.Success &&
    typeof (payload as { Message?: unknown }).Message === 'string'
  );
}

/** An error model with its Message (and field messages) in the caller's language. */
export function prevedenaGreska(body: ApiError, jezik: JezikPoruka): ApiError {
  if (jezik === 'sr') return body;
  return {
    ...body,
    Message: prevedi(body.Message, jezik),
    ...(body.clientEntryErrors && {
      clientEntryErrors: body.clientEntryErrors.map((entry) => ({ ...entry, error: prevedi(entry.error, jezik) })),
    }),
  };
}

/** The error model with the request's id (the same as in the logs and the x-request-id header). */
export function withRequestId(body: ApiError, request: FastifyRequest): ApiError {
  return { ...body, RequestId: request.id };
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
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const jezik = jezikZahteva(request);
  void reply
    .status(tooLong ? 414 : 400)
    .header(API_MARKER_HEADER, API_MARKER_VALUE)
    .header('cache-control', 'no-store')
    .header('x-request-id', request.id)
    .send(
      withRequestId(
        apiError(
          tooLong ? 414 : ErrorCode.Validation,
          prevedi(tooLong ? 'Putanja zahteva je preduga.' : 'Neispravna putanja zahteva.', jezik),
        ),
        request,
      ),
    );
}

/**
 * One place turns every failure into the error model ({ ErrorCode, Type, Message }) and marks every API
 * response with the custom header. Internals of a 5xx are logged, never sent.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  z.config({ customError: zodPorukaSr });

  // A success's Message (Type 1, the toast the portal shows) in the caller's language too, from the same catalogue as
  // the errors': the routes write it in Serbian. Only such small bodies are looked at; lists pass untouched.
  app.addHook('preSerialization', (request, _reply, payload, done) => {
    if (isUspehSaPorukom(payload) && jezikZahteva(request) === 'en') {
      done(null, { ...payload, Message: prevedi(payload.Message, 'en') });
      return;
    }
    done(null, payload);
  });

  // A callback hook, not an async one: it runs on every answer, and a promise per answer is measurable (API bench).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isApiRequest(request)) {
      reply.header(API_MARKER_HEADER, API_MARKER_VALUE);
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = (status: number, body: ApiError) => reply.status(status).send(withRequestId(body, request));
    const jezik = jezikZahteva(request);
    if (error instanceof HttpError) {
      request.log.info({ statusCode: error.statusCode, errorCode: error.errorCode }, error.message);
      return answer(error.statusCode, prevedenaGreska(error.toBody(), jezik));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // Each refused field with its message (part 2 §5 clientEntryErrors); the Message says what, never a field's code.
      const clientEntryErrors: ClientEntryError[] = bezSirihGranica(error.validation).map((issue) => ({
        name: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        error: prevedi(issue.message ?? '', jezik),
      }));
      const details = [...new Set(clientEntryErrors.map((entry) => entry.error))].join(' ');
      const kontekst = prevedi(CONTEXTS[error.validationContext ?? ''] ?? 'zahtev', jezik);
      return answer(400, {
        ...apiError(
          ErrorCode.Validation,
          poruka('Neispravan unos ({kontekst}): {detalji}', { kontekst, detalji: details }, jezik),
        ),
        clientEntryErrors,
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return answer(500, apiError(ErrorCode.Internal, prevedi('Interna greška servera.', jezik)));
    }
    if (isBadValue(error)) {
      // The last line of defence: a value the database refuses is the client's bad input, never a 500.
      request.log.warn({ err: error }, 'the database refused a value');
      return answer(
        400,
        apiError(
          ErrorCode.Validation,
          prevedi(
            'Neispravan unos: neka vrednost nije dozvoljena (nedozvoljeni znakovi, prevelik broj ili nepostojeći datum).',
            jezik,
          ),
        ),
      );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        status === 429
          ? 'Previše zahteva. Pokušajte ponovo za minut.'
          : (FRAMEWORK_MESSAGES[error.code] ?? 'Neispravan zahtev.');
      return answer(status, apiError(status, prevedi(message, jezik), ErrorType.Danger));
    }
    request.log.error({ err: error }, 'unhandled error');
    return answer(500, apiError(ErrorCode.Internal, prevedi('Interna greška servera.', jezik)));
  });
});
