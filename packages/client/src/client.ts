import type { z } from 'zod';
import { API_MARKER_HEADER, ErrorCode, ErrorType, JEZIK_HEADER, TOKEN_RENEWAL_HEADER, isApiError } from '@rp/contract';
import { ApiClientError, serverUnavailable } from './errors.ts';

/**
 * A response's schema, or a function that loads it (a dynamic import): an app whose first screen should not carry the
 * schemas lets them load beside the request. A loader starts with the request; the answer is checked either way.
 */
export type ResponseSchema<T> = z.ZodType<T> | (() => Promise<z.ZodType<T>>);

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | readonly (string | number)[] | undefined | null>;
  /**
   * Validates the response body; a mismatch is a data-preparation failure (Type 4, code 1). A loader that fails (its
   * module did not arrive) fails the call as the server being unreachable does (code 9000).
   */
  schema?: ResponseSchema<T>;
  signal?: AbortSignal;
  /** The 401/403 handling (`onAuthFailure`) is skipped, e.g. for the sign-in call itself. */
  isAuthCall?: boolean;
  /** The text of a Type 1 answer's Message for `onSuccessMessage`, e.g. its translation; null reports none. */
  successMessage?: (message: string) => string | null;
  /**
   * The `Idempotency-Key` of a POST. Every POST gets a fresh one per call (one call = one submit a user started);
   * pass one to share it between calls that are the same request.
   */
  idempotencyKey?: string;
}

/** The texts the client itself puts into an error's Message when the server gave none. */
export type ClientMessageKey = 'serverUnavailable' | 'default' | 'dataPreparation';

export const DEFAULT_CLIENT_MESSAGES: Readonly<Record<ClientMessageKey, string>> = {
  serverUnavailable: 'The server is not available right now. Check your connection and try again.',
  default: 'Something went wrong. Please try again.',
  dataPreparation: "The server's data is not in the expected shape.",
};

export interface ApiClientOptions {
  /** Prepended to every path, e.g. 'https://portal.example.rs'; empty (same origin) by default. */
  baseUrl?: string;
  /** The bearer token of the signed-in user, read before each call; none sends no Authorization header. */
  getToken?: () => string | null | undefined;
  /** The language the server answers its messages in (the `x-rp-jezik` header), e.g. 'sr' or 'en_US'. */
  getLanguage?: () => string | null | undefined;
  /** The client's own error texts (e.g. translated); the English defaults otherwise. */
  message?: (key: ClientMessageKey) => string;
  /** A 401/403 from the server (or a body ErrorCode 401) on any call but an auth call: sign the user out here. */
  onAuthFailure?: (status: 401 | 403, error: ApiClientError) => void;
  /** A Type 1 (success) answer with a Message, e.g. to show it as a toast. */
  onSuccessMessage?: (code: number, message: string) => void;
  /**
   * The server renewed the bearer token (a call made with a token past half its life): keep `token` in place of
   * `sentToken`, the one the call carried. Calls run side by side may each bring one; keep a renewal only while
   * `sentToken` is still the token in use, and the first one wins.
   */
  onTokenRenewed?: (token: string, sentToken: string) => void;
  /** A response that failed its schema (the call rejects with a data-preparation error either way). */
  onSchemaMismatch?: (path: string, error: z.ZodError) => void;
  /** The fetch to use; the global one (looked up at each call) by default. */
  fetch?: typeof fetch;
  /** Pauses before the retries of a POST whose answer never arrived; [300, 1200] by default. */
  postRetryDelaysMs?: readonly number[];
  /** How long a primed GET's answer waits for its call (`prime`); 10 s by default. */
  primeTtlMs?: number;
}

export interface ApiClient {
  /** Calls the RP API with the bearer token and turns every failure into an ApiClientError. */
  request<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  /**
   * A file's bytes (a download) with the bearer token. A 401 or 403 from the server gets the same handling as every
   * other call and rejects with that ApiClientError; any other answer is handed back for the caller to read.
   */
  fetchFile(path: string, signal?: AbortSignal): Promise<Response>;
  /**
   * An upload's failure (an upload sends its own request): a 401 or 403, or a body error code 401, gets the same
   * handling as every other call. True when it did, and the caller reports nothing more.
   */
  handleUploadAuthFailure(status: number, body: unknown): boolean;
  /**
   * Starts a GET now, before the code that will ask for it has loaded (an app's boot: the opened screen's first
   * request). The next `request` of the same path and query, with the same token and language, takes that answer
   * instead of asking again, once, within `primeTtlMs`; an answer nobody takes is dropped. The token and language are
   * read now, as `request` reads them.
   */
  prime(path: string, query?: RequestOptions<unknown>['query']): void;
}

/** The header of an idempotent create (apps/api README, 'Idempotent creates'). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
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

/** A promise that rejects with the signal's reason once it aborts (a primed answer has no signal of its own). */
function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    promise.then(resolve, reject);
  });
}

/** A promise's outcome as a value: a rejection nobody awaits yet is not an unhandled one. */
function settle<T>(promise: Promise<T>): Promise<{ ok: true; value: T } | { ok: false }> {
  return promise.then(
    (value) => ({ ok: true as const, value }),
    () => ({ ok: false as const }),
  );
}

/** A path with its query: `undefined`/`null` values are left out, arrays become repeated names. */
export function buildUrl(path: string, query: RequestOptions<unknown>['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const {
    baseUrl = '',
    getToken = () => null,
    getLanguage = () => null,
    message = (key) => DEFAULT_CLIENT_MESSAGES[key],
    onAuthFailure = () => {},
    onSuccessMessage = () => {},
    onTokenRenewed = () => {},
    onSchemaMismatch = (path, error) => console.error('response did not match its schema', path, error),
    postRetryDelaysMs = [300, 1200],
    primeTtlMs = 10_000,
  } = options;
  // Looked up at each call, so a fetch replaced later (a test's stub, a polyfill) is the one used.
  const doFetch: typeof fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init);

  /** The headers every call sends: the answer's format, the user's language and the bearer token. */
  function baseHeaders(): Record<string, string> {
    const headers: Record<string, string> = { accept: 'application/json' };
    // The server answers its messages in the language the user reads.
    const language = getLanguage();
    if (language) headers[JEZIK_HEADER] = language;
    const token = getToken();
    if (token) headers.authorization = `Bearer ${token}`;
    return headers;
  }

  /** Primed GETs by URL: the answer, under which token and language it was asked, and when. */
  const primed = new Map<string, { response: Promise<Response | undefined>; headers: string; at: number }>();

  function prime(path: string, query?: RequestOptions<unknown>['query']): void {
    const url = baseUrl + buildUrl(path, query);
    const headers = baseHeaders();
    // A failure is not reported here: the call that takes it asks again with its own fetch.
    const response = doFetch(url, { method: 'GET', headers }).catch(() => undefined);
    const at = Date.now();
    dropStalePrimed(at);
    primed.set(url, { response, headers: JSON.stringify(headers), at });
  }

  /** An answer nobody took is dropped once it is too old, not kept for the page's life (no timer: a boot's moment). */
  function dropStalePrimed(now: number): void {
    for (const [key, entry] of primed) if (now - entry.at > primeTtlMs) primed.delete(key);
  }

  /** The primed answer for this call, taken once; none for another token or language, or once it is too old. */
  function takePrimed(url: string, headers: Record<string, string>): Promise<Response | undefined> | undefined {
    if (primed.size === 0) return undefined;
    dropStalePrimed(Date.now());
    const entry = primed.get(url);
    if (!entry) return undefined;
    primed.delete(url);
    return entry.headers === JSON.stringify(headers) ? entry.response : undefined;
  }

  function authFailure(status: 401 | 403, isAuthCall: boolean | undefined): ApiClientError {
    const text = status === 401 ? 'Unauthorized access' : 'Forbiden access';
    const error = new ApiClientError(status, { ErrorCode: status, Type: ErrorType.Danger, Message: text });
    if (!isAuthCall) onAuthFailure(status, error);
    return error;
  }

  async function request<T = unknown>(path: string, requestOptions: RequestOptions<T> = {}): Promise<T> {
    const { method = 'GET', body, query, schema, signal, isAuthCall, successMessage } = requestOptions;
    const headers = baseHeaders();
    const url = baseUrl + buildUrl(path, query);
    // A GET the boot primed (same URL, token and language) is answered by that request instead of a second one.
    const primedResponse = method === 'GET' ? takePrimed(url, headers) : undefined;
    if (body !== undefined) headers['content-type'] = 'application/json';
    // A POST is retried when its answer is lost, under one key: the server runs it once and replays its answer.
    const isIdempotent = method === 'POST' && !isAuthCall;
    if (isIdempotent) headers[IDEMPOTENCY_KEY_HEADER] = requestOptions.idempotencyKey ?? newIdempotencyKey();
    // A schema that loads on demand loads while the request is under way; its failure is read only if it is needed.
    const loader = typeof schema === 'function' ? schema : undefined;
    const loadingSchema = loader ? settle(Promise.resolve().then(loader)) : undefined;

    let response: Response | undefined;
    for (let attempt = 0; ; attempt++) {
      try {
        // A primed request that failed is asked again: the boot's moment may have been a worse one.
        const early = attempt === 0 && primedResponse ? await abortable(primedResponse, signal) : undefined;
        response =
          early ??
          (await doFetch(url, {
            method,
            headers,
            signal: signal ?? null,
            ...(body !== undefined && { body: JSON.stringify(body) }),
          }));
      } catch (error) {
        if ((error as Error).name === 'AbortError') throw error;
        response = undefined;
      }
      const isLost = !response || (!response.headers.has(API_MARKER_HEADER) && GATEWAY_FAILURES.has(response.status));
      const delay = postRetryDelaysMs[attempt];
      if (!isLost || !isIdempotent || delay === undefined) break;
      await pause(delay, signal);
    }
    if (!response) throw serverUnavailable(message('serverUnavailable'));
    // A response without our marker comes from something else (a proxy's error page): the server is not there.
    if (!response.headers.has(API_MARKER_HEADER)) throw serverUnavailable(message('serverUnavailable'));
    // A renewal is taken only from a call the server let through, never from a 401 or 403.
    const renewed = response.headers.get(TOKEN_RENEWAL_HEADER);
    const sentToken = headers.authorization?.slice('Bearer '.length);
    if (renewed && sentToken && renewed !== sentToken && response.status !== 401 && response.status !== 403) {
      onTokenRenewed(renewed, sentToken);
    }

    const text = await response.text();
    let data: unknown = undefined;
    if (text) {
      try {
        data = JSON.parse(text);
      } catch {
        throw new ApiClientError(response.status, {
          ErrorCode: ErrorCode.DataPreparation,
          Type: ErrorType.Danger,
          Message: message('default'),
        });
      }
    }

    if (response.status === 401 || response.status === 403) throw authFailure(response.status, isAuthCall);
    if (isApiError(data) && data.ErrorCode === ErrorCode.Unauthorized && !isAuthCall) {
      throw authFailure(401, isAuthCall);
    }
    if (!response.ok) {
      const errorBody = isApiError(data)
        ? data
        : { ErrorCode: response.status, Type: ErrorType.Danger, Message: message('default') };
      throw new ApiClientError(response.status, errorBody);
    }
    // A body error with a Type above 1 is a failure even under a 2xx status; Type 1 carries a success message.
    if (isApiError(data)) {
      if (data.Type > ErrorType.Success) throw new ApiClientError(response.status, data);
      if (data.Type === ErrorType.Success && data.Message) {
        const shown = successMessage ? successMessage(data.Message) : data.Message;
        if (shown) onSuccessMessage(data.ErrorCode, shown);
      }
    }
    if (!schema) return data as T;
    let responseSchema: z.ZodType<T>;
    if (loadingSchema) {
      const loaded = await loadingSchema;
      if (!loaded.ok) throw serverUnavailable(message('serverUnavailable'));
      responseSchema = loaded.value;
    } else responseSchema = schema as z.ZodType<T>;
    const parsed = responseSchema.safeParse(data);
    if (!parsed.success) {
      onSchemaMismatch(path, parsed.error);
      throw new ApiClientError(response.status, {
        ErrorCode: ErrorCode.DataPreparation,
        Type: ErrorType.Danger,
        Message: message('dataPreparation'),
      });
    }
    return parsed.data;
  }

  async function fetchFile(path: string, signal?: AbortSignal): Promise<Response> {
    const token = getToken();
    const response = await doFetch(baseUrl + path, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: signal ?? null,
    });
    const isOurs = response.headers.has(API_MARKER_HEADER);
    if (isOurs && (response.status === 401 || response.status === 403)) throw authFailure(response.status, false);
    return response;
  }

  function handleUploadAuthFailure(status: number, body: unknown): boolean {
    const isBodyUnauthorized = isApiError(body) && body.ErrorCode === ErrorCode.Unauthorized;
    if (status !== 401 && status !== 403 && !isBodyUnauthorized) return false;
    authFailure(status === 403 ? 403 : 401, false);
    return true;
  }

  return { request, fetchFile, handleUploadAuthFailure, prime };
}
