import { ErrorCode, ErrorType, type ApiError } from '@rp/contract';

/** A failed call, carrying the error model. `status` is the HTTP status, 0 when the server was not reached. */
export class ApiClientError extends Error {
  readonly status: number;
  readonly body: ApiError;

  constructor(status: number, body: ApiError) {
    super(body.Message);
    this.name = 'ApiClientError';
    this.status = status;
    this.body = body;
  }

  get type(): number {
    return this.body.Type;
  }

  get code(): number {
    return this.body.ErrorCode;
  }
}

/** The error of a call that never reached the server (code 9000, status 0). */
export const serverUnavailable = (message: string) =>
  new ApiClientError(0, { ErrorCode: ErrorCode.ServerUnavailable, Type: ErrorType.Danger, Message: message });

/** A 401/403 failure: the client's `onAuthFailure` already acted on it, so a caller does not report it again. */
export function isAuthFailure(error: unknown): boolean {
  return error instanceof ApiClientError && (error.status === 401 || error.status === 403);
}
