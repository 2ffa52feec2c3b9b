import { messageFor, type ErrorCode } from '@rp/fields';
import { i18n } from '../i18n/i18n.ts';

/**
 * The text of an @rp/fields entry error in the interface language: the specification quotes 'invalid data' and the
 * date message in English, so English keeps that wording and Serbian gets its own.
 */
export function entryMessage(code: ErrorCode): string {
  return messageFor(code, entryMessages());
}

/** Every @rp/fields entry error's text in the interface language (see `entryMessage`). */
export function entryMessages(): Record<ErrorCode, string> {
  const invalidData = i18n.t('ui.fields.invalidData');
  const invalidDate = i18n.t('ui.fields.invalidDate');
  return {
    EMPTY: invalidData,
    TOO_LONG: invalidData,
    OUT_OF_RANGE: invalidData,
    INVALID_INTEGER: invalidData,
    INVALID_NUMBER: invalidData,
    INVALID_URL: invalidData,
    INVALID_EMAIL: invalidData,
    INVALID_DURATION: invalidData,
    INVALID_DATE: invalidDate,
    INVALID_DATE_FORMAT: invalidDate,
    INVALID_TIME: invalidData,
    INVALID_CURRENCY: invalidData,
    INVALID_CLOCK: invalidData,
    INVALID_REGISTRY_NUMBER: invalidData,
    REGISTRY_NUMBER_TOO_LONG: invalidData,
    PASSWORD_MISMATCH: i18n.t('ui.fields.passwordMismatch'),
    INVALID_ROUTE_ID: invalidData,
  };
}
