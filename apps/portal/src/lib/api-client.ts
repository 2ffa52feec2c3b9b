// The portal's instance of @rp/client: the session's token, the screen's language and texts, the portal's notices
// and its way back to the login screen. Call sites import from here.
import { createApiClient, type RequestOptions } from '@rp/client';
import { ErrorCode, ErrorType } from '@rp/contract';
import { currentLanguage, i18n } from '../i18n/i18n.ts';
import { ApiClientError } from './api-error.ts';
import { SESSION_REFUSED_EVENT, clearSession, getSession, renewToken } from './session-store.ts';
import { report } from './notify.ts';

export type { RequestOptions } from '@rp/client';
export { IDEMPOTENCY_KEY_HEADER, isAuthFailure, newIdempotencyKey } from '@rp/client';

/** Whether a request failed because its record does not exist (404): a screen then says so instead of its content. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiClientError && error.status === 404;
}

/**
 * Whether the server refused the request as asked (a 4xx: no such record, or not this record's): the screen then says
 * what is missing. A failure of the server or of the connection is not a refusal; its notice reports it.
 */
export function isRefusal(error: unknown): boolean {
  return error instanceof ApiClientError && error.status >= 400 && error.status < 500;
}

type UnauthorizedHandler = (kind: 401 | 403) => void;
let onUnauthorized: UnauthorizedHandler = () => {};

/** The router registers how to go to the login screen; the client itself knows nothing of routing. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler) {
  onUnauthorized = handler;
}

const client = createApiClient({
  getToken: () => getSession()?.token,
  getLanguage: currentLanguage,
  message: (key) => i18n.t(`errors.${key}`),
  onAuthFailure: (status) => {
    // The spec's 'Unauthorized access' / 'Forbiden access' on an English screen, in the screen's language otherwise.
    report(ErrorType.Danger, status, i18n.t(status === 401 ? 'errors.unauthorizedAccess' : 'errors.forbiddenAccess'));
    window.dispatchEvent(new Event(SESSION_REFUSED_EVENT));
    clearSession();
    onUnauthorized(status);
  },
  onSuccessMessage: (code, text) => report(ErrorType.Success, code, text),
  onTokenRenewed: renewToken,
});

/** Calls the RP API with the session's bearer token and turns every failure into an ApiClientError. */
export function apiFetch<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T> {
  return client.request(path, options);
}

/**
 * Starts a GET before the code that asks for it has loaded (the boot: the opened screen's first requests); the first
 * `apiFetch` of the same path and query takes its answer (the client's `prime`).
 */
export const primeRequest = client.prime;

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
export const fetchFile = client.fetchFile;

/**
 * An upload's failure (the Uploader sends its own request): a 401 or 403, or a body error code 401, gets the same
 * handling as every other call. True when it did, and the caller reports nothing more.
 */
export const handleUploadAuthFailure = client.handleUploadAuthFailure;
