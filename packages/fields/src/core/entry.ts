import { formatCurrency, parseCurrency } from './currency.ts';
import { checkDate, formatDate, parseDate } from './dates.ts';
import { formatDurationDays, formatDurationMillis, parseDurationDays, parseDurationMillis } from './durations.ts';
import { parseEmail } from './email.ts';
import { messageFor } from './messages.ts';
import { formatDouble, formatInteger, parseDouble, parseInteger, parsePercentile } from './numbers.ts';
import { ok } from './result.ts';
import { formatTime, parseTime } from './time.ts';
import { parseUrl } from './url.ts';
import type { EntryOptions, EntryType, EntryValue, ErrorCode, FieldError, Result } from './types.ts';

type Parser<T extends EntryType> = (text: string, options: EntryOptions) => Result<EntryValue<T>>;

const PARSERS: { readonly [T in EntryType]: Parser<T> } = {
  INTEGER: parseInteger,
  DOUBLE: parseDouble,
  PERCENTILE: parsePercentile,
  URL: parseUrl,
  EMAIL: parseEmail,
  DURATIONMILLIS: parseDurationMillis,
  DURATIONDAYS: parseDurationDays,
  DATE: parseDate,
  TIME: parseTime,
  CURRENCY: parseCurrency,
};

function isBlank(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code !== 32 && code !== 9 && code !== 10 && code !== 13 && code !== 160) return false;
  }
  return true;
}

/**
 * Parses an entry of any type to its typed value. Empty (or blank) input is valid and gives null; this is
 * the rule of every field with an entry type.
 */
export function parseEntry<T extends EntryType>(
  type: T,
  text: string | null | undefined,
  options: EntryOptions = {},
): Result<EntryValue<T> | null> {
  if (text === null || text === undefined || isBlank(text)) return ok(null);
  const parse = PARSERS[type] as Parser<T>;
  return parse(text, options);
}

/** The error of an entry, or null when it is valid (empty included). */
export function validateEntry(
  type: EntryType,
  text: string | null | undefined,
  options: EntryOptions = {},
): FieldError | null {
  if (type === 'DATE' && text !== null && text !== undefined && !isBlank(text)) {
    const checked = checkDate(text, options);
    return checked.ok ? null : checked.error;
  }
  const result = parseEntry(type, text, options);
  return result.ok ? null : result.error;
}

/** The message of an entry's error, or null when valid: 'invalid data', or the date message for DATE. */
export function entryErrorMessage(
  type: EntryType,
  text: string | null | undefined,
  options: EntryOptions & { messages?: Partial<Record<ErrorCode, string>> } = {},
): string | null {
  const error = validateEntry(type, text, options);
  return error ? messageFor(error.code, options.messages) : null;
}

/** Formats a typed value back to the text its parser reads; null and undefined give ''. */
export function formatEntry<T extends EntryType>(
  type: T,
  value: EntryValue<T> | null | undefined,
  options: EntryOptions = {},
): string {
  if (value === null || value === undefined) return '';
  switch (type) {
    case 'INTEGER':
      return formatInteger(value as number, { locale: options.locale });
    case 'DOUBLE':
    case 'PERCENTILE':
      return formatDouble(value as number, { locale: options.locale, pattern: options.numberFormat });
    case 'URL':
    case 'EMAIL':
      return String(value);
    case 'DURATIONMILLIS':
      return formatDurationMillis(value as number, options);
    case 'DURATIONDAYS':
      return formatDurationDays(value as number, options);
    case 'DATE':
      return formatDate(value as Date, options);
    case 'TIME':
      return formatTime(value as number);
    case 'CURRENCY':
      return formatCurrency(value as number, options);
  }
  return '';
}

/** Parses and formats back, e.g. to show '21/11/2026' after the user typed 't'. Invalid text is returned as is. */
export function normalizeEntry(type: EntryType, text: string, options: EntryOptions = {}): string {
  const result = parseEntry(type, text, options);
  return result.ok && result.value !== null ? formatEntry(type, result.value, options) : text;
}
