import type { ErrorCode } from './types.ts';

/** Title of the alert shown on a field that failed validation. */
export const FIELD_ERROR_TITLE = 'error on field';
/** Body of the alert shown on a field that failed validation. */
export const INVALID_DATA = 'invalid data';
/** Message for a date that does not fit the field's format. */
export const INVALID_DATE_MESSAGE = 'The data inserted are invalid for the field format.';
/** Prefix of the alert for a server reply with `ok: false`. */
export const SERVER_ERROR_PREFIX = 'ERROR:';

const MESSAGES: Readonly<Record<ErrorCode, string>> = {
  EMPTY: INVALID_DATA,
  TOO_LONG: INVALID_DATA,
  OUT_OF_RANGE: INVALID_DATA,
  INVALID_INTEGER: INVALID_DATA,
  INVALID_NUMBER: INVALID_DATA,
  INVALID_URL: INVALID_DATA,
  INVALID_EMAIL: INVALID_DATA,
  INVALID_DURATION: INVALID_DATA,
  INVALID_DATE: INVALID_DATE_MESSAGE,
  INVALID_DATE_FORMAT: INVALID_DATE_MESSAGE,
  INVALID_TIME: INVALID_DATA,
  INVALID_CURRENCY: INVALID_DATA,
  INVALID_CLOCK: INVALID_DATA,
  INVALID_REGISTRY_NUMBER: INVALID_DATA,
  REGISTRY_NUMBER_TOO_LONG: INVALID_DATA,
  // The specification does not show this text; ours is plain English.
  PASSWORD_MISMATCH: 'The passwords do not match.',
  INVALID_ROUTE_ID: INVALID_DATA,
};

/** The user-facing text of an error code; `overrides` lets an app translate. */
export function messageFor(code: ErrorCode, overrides?: Partial<Record<ErrorCode, string>>): string {
  return overrides?.[code] ?? MESSAGES[code];
}

/** Title of the error icon of a flagged field: 'Error on field: …'. */
export function errorIconTitle(message: string): string {
  return `Error on field: ${message}`;
}
