import type { z } from 'zod';
import { API_MARKER_HEADER, ErrorCode, ErrorType, JEZIK_HEADER, isApiError } from '@rp/contract';
import { currentLanguage, i18n } from '../i18n/i18n.ts';
import { ApiClientError, serverUnavailable } from './api-error.ts';
import { clearSession, getSession } from './session-store.ts';
import { report } from './notify.ts';

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | readonly (string | number)[] | undefined | null>;
  /** Validates the response body; a mismatch is a data-preparation failure (Type 4, code 1). */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /** The 401/403 handling (back to login) is skipped, e.g. for the sign-in call itself. */
  isAuthCall?: boolean;
  /** The toast of a Type 1 answer from the server's Message, e.g. its translation; null shows none. */
  successMessage?: (message: string) => string | null;
  /**
   * The `Idempotency-Key` of a POST. Every POST gets a fresh one per call (one call = one submit a user started);
   * pass one to share it between calls that are the same request.
   */
  idempotencyKey?: string;
}

/** The header of an idempotent create (apps/api README, 'Idempotent creates'). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Pauses before the retries of a POST whose answer never arrived; the same key makes a retry safe. */
const POST_RETRY_DELAYS_MS = [300, 1200];
/** A gateway's answers that mean the request may or may not have reached the server. */
const GATEWAY_FAILURES = new Set([502, 503, 504]);

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

const pause = (ms: number, signal: AbortSignal | undefined) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    });
  });

type UnauthorizedHandler = (kind: 401 | 403) => void;
let onUnauthorized: UnauthorizedHandler = () => {};

/** The router registers how to go to the login screen; the client itself knows nothing of routing. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler) {
  onUnauthorized = handler;
}

function buildUrl(path: string, query: RequestOptions<unknown>['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function authFailure(status: 401 | 403, isAuthCall: boolean | undefined): ApiClientError {
  const message = status === 401 ? 'Unauthorized access' : 'Forbiden access';
  const error = new ApiClientError(status, { ErrorCode: status, Type: ErrorType.Danger, Message: message });
  if (!isAuthCall) {
    report(ErrorType.Danger, status, message);
    clearSession();
    onUnauthorized(status);
  }
  return error;
}

/** Calls the RP API with the session's bearer token and turns every failure into an ApiClientError. */
export async function apiFetch<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, query, schema, signal, isAuthCall, successMessage } = options;
  // The server answers its messages in the language this screen shows.
  const headers: Record<string, string> = { accept: 'application/json', [JEZIK_HEADER]: currentLanguage() };
  const token = getSession()?.token;
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  // A POST is retried when its answer is lost, under one key: the server runs it once and replays its answer.
  const isIdempotent = method === 'POST' && !isAuthCall;
  if (isIdempotent) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey ?? newIdempotencyKey();

  let response: Response | undefined;
  for (let attempt = 0; ; attempt++) {
    try {
      response = await fetch(buildUrl(path, query), {
        method,
        headers,
        signal: signal ?? null,
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      response = undefined;
    }
    const isLost = !response || (!response.headers.has(API_MARKER_HEADER) && GATEWAY_FAILURES.has(response.status));
    const delay = POST_RETRY_DELAYS_MS[attempt];
    if (!isLost || !isIdempotent || delay === undefined) break;
    await pause(delay, signal);
  }
  if (!response) throw serverUnavailable(i18n.t('errors.serverUnavailable'));
  // A response without our marker comes from something else (a proxy's error page): the server is not there.
  if (!response.headers.has(API_MARKER_HEADER)) throw serverUnavailable(i18n.t('errors.serverUnavailable'));

  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      throw new ApiClientError(response.status, {
        ErrorCode: ErrorCode.DataPreparation,
        Type: ErrorType.Danger,
        Message: i18n.t('errors.default'),
      });
    }
  }

  if (response.status === 401 || response.status === 403) throw authFailure(response.status, isAuthCall);
  if (isApiError(data) && data.ErrorCode === ErrorCode.Unauthorized && !isAuthCall) throw authFailure(401, isAuthCall);
  if (!response.ok) {
    const errorBody = isApiError(data)
      ? data
      : { ErrorCode: response.status, Type: ErrorType.Danger, Message: i18n.t('errors.default') };
    throw new ApiClientError(response.status, errorBody);
  }
  // A body error with a Type above 1 is a failure even under a 2xx status; Type 1 carries a success message.
  if (isApiError(data)) {
    if (data.Type > ErrorType.Success) throw new ApiClientError(response.status, data);
    if (data.Type === ErrorType.Success && data.Message) {
      const text = successMessage ? successMessage(data.Message) : data.Message;
      if (text) report(ErrorType.Success, data.ErrorCode, text);
    }
  }
  if (!schema) return data as T;
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    console.error('response did not match its schema', path, parsed.error);
    throw new ApiClientError(response.status, {
      ErrorCode: ErrorCode.DataPreparation,
      Type: ErrorType.Danger,
      Message: i18n.t('errors.dataPreparation'),
    });
  }
  return parsed.data;
}

/** Reports an error through the shared handler unless it was already reported (401/403). */
export function reportError(error: unknown, context?: string): void {
  if (error instanceof ApiClientError) {
    if (error.status === 401 || error.status === 403) return;
    report(error.type, error.code, error.body.Message, context);
    return;
  }
  if ((error as Error | undefined)?.name === 'AbortError') return;
  report(ErrorType.Danger, ErrorCode.DataPreparation, (error as Error | undefined)?.message, context);
}

/**
 * A file's bytes (a download) with the bearer token. A 401 or 403 from the server gets the same handling as every
 * other call (part 1 §8: a danger notice, the session cleared, back to login) and rejects with that ApiClientError;
 * any other answer is handed back for the caller to save, or to read the error model from its body.
 */
export async function fetchFile(path: string, signal?: AbortSignal): Promise<Response> {
  const token = getSession()?.token;
  const response = await fetch(path, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: signal ?? null,
  });
  const isOurs = response.headers.has(API_MARKER_HEADER);
  if (isOurs && (response.status === 401 || response.status === 403)) throw authFailure(response.status, false);
  return response;
}

/**
 * An upload's failure (the Uploader sends its own request): a 401 or 403, or a body error code 401, gets the same
 * handling as every other call. True when it did, and the caller reports nothing more.
 */
export function handleUploadAuthFailure(status: number, body: unknown): boolean {
  const isBodyUnauthorized = isApiError(body) && body.ErrorCode === ErrorCode.Unauthorized;
  if (status !== 401 && status !== 403 && !isBodyUnauthorized) return false;
  authFailure(status === 403 ? 403 : 401, false);
  return true;
}

/** A failure the 401/403 handling already reported and acted on: the caller must not report it again. */
export function isAuthFailure(error: unknown): boolean {
  return error instanceof ApiClientError && (error.status === 401 || error.status === 403);
}
