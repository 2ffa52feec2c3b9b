import { ErrorType, type ApiError } from '@rp/contract';

/** An expected failure: answered with its HTTP status and the error model, and logged without a stack. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errorCode: number;
  readonly type: number;

  constructor(statusCode: number, message: string, options: { errorCode?: number; type?: number } = {}) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.errorCode = options.errorCode ?? statusCode;
    this.type = options.type ?? ErrorType.Danger;
  }

  toBody(): ApiError {
    return { ErrorCode: this.errorCode, Type: this.type, Message: this.message };
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} ne postoji.`);
export const conflict = (message: string) => new HttpError(409, message, { type: ErrorType.Warning });
export const badRequest = (message: string) => new HttpError(400, message);
/** The message of a write that names an outdated `verzija`. */
export const STALE_MESSAGE = 'Zapis je u međuvremenu izmenio neko drugi. Osvežite podatke i pokušajte ponovo.';
export const stale = () => conflict(STALE_MESSAGE);
