// The error model without zod (errors.ts holds its schemas): the API client checks every answer with it, and the
// portal's first bundle carries no schema library. isApiError accepts exactly what apiErrorSchema accepts (a property
// test in errors.test.ts holds the two together).
import type { ApiError } from './errors.ts';
import { isInt, isRecord } from './guards.ts';

/** The `Type` of the product's error object (part 1 §8): 1 success, 2 info, 3 warning, 4 danger, plus HTTP 401/403. */
export const ErrorType = {
  /** A warning that asks the user to confirm and re-send with a force flag (task start). */
  Confirm: -1,
  Success: 1,
  Info: 2,
  Warning: 3,
  Danger: 4,
  Unauthorized: 401,
  Forbidden: 403,
} as const;
export type ErrorType = (typeof ErrorType)[keyof typeof ErrorType];

/** Error codes with a meaning of their own. Codes below 1000 that mirror HTTP statuses carry that status. */
export const ErrorCode = {
  DataPreparation: 1,
  /** Wrong username or password at sign-in. */
  InvalidCredentials: 10,
  HelpPageMissing: 30,
  /** A new password breaks a rule of the password policy (password-policy.ts): one code per rule. */
  PasswordTooShort: 41,
  PasswordTooLong: 42,
  PasswordOnlyWhitespace: 43,
  PasswordContainsUsername: 44,
  PasswordCommon: 45,
  /** A name another record already has, compared without case and accents (kljucPretrage); the message names it. */
  DuplicateEquipmentName: 50,
  DuplicateFeedName: 51,
  /** A legal person whose registry number is already in the register ('Pravno lice već postoji u bazi'). */
  DuplicateRegistryNumber: 52,
  /** A client, bank or banker that a valuation, a job or a banker uses cannot be deleted; the message names which. */
  KlijentInUse: 53,
  /** An import saved the good rows and refused others: `errorRows` lists them (part 2 §8). */
  ImportRowsRejected: 54,
  /** A machine that tasks name cannot be deleted; the message names the machine and how many tasks. */
  MasinaInUse: 55,
  EmptySearch: 96,
  Validation: 400,
  Unauthorized: 401,
  Forbidden: 403,
  NotFound: 404,
  Conflict: 409,
  PayloadTooLarge: 413,
  UnsupportedMediaType: 415,
  TooManyAttempts: 429,
  Internal: 500,
  ServerUnavailable: 9000,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The header that marks every response of an RP API server, so the portal can tell it from a proxy's page. */
export const API_MARKER_HEADER = 'x-rp-api';
export const API_MARKER_VALUE = '1';

/** The header that names a downloaded file (part 1 §7). */
export const FILENAME_HEADER = 'x-filename';

/** The existing record's name quoted „…“ in a duplicate-name message (to show the message in another language). */
export function imeIzPorukeODuplikatu(message: string): string | undefined {
  return /„(.*)“/su.exec(message)?.[1];
}

export function apiError(ErrorCode: number, Message: string, Type: number = ErrorType.Danger): ApiError {
  return { ErrorCode, Type, Message };
}

const isClientEntryError = (value: unknown): boolean =>
  isRecord(value) && typeof value.name === 'string' && typeof value.error === 'string';

/** True when `value` is the error model: what `apiErrorSchema.safeParse(value).success` answers. */
export function isApiError(value: unknown): value is ApiError {
  return (
    isRecord(value) &&
    isInt(value.ErrorCode) &&
    isInt(value.Type) &&
    typeof value.Message === 'string' &&
    (value.clientEntryErrors === undefined ||
      (Array.isArray(value.clientEntryErrors) && value.clientEntryErrors.every(isClientEntryError))) &&
    (value.RequestId === undefined || typeof value.RequestId === 'string')
  );
}
