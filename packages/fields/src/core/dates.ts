import { compilePattern, datePartsToDate, formatWithPattern, readDateParts } from './date-format.ts';
import type { DateParts } from './date-format.ts';
import { isDateShortcut, resolveDateShortcut } from './date-shortcuts.ts';
import { fail, ok } from './result.ts';
import { inZone } from './zone.ts';
import type { DateOptions, Result } from './types.ts';

/** The product's date format (spec: DD/MM/YYYY). */
export const DEFAULT_DATE_FORMAT = 'dd/MM/yyyy';
/** The product's time format. */
export const DEFAULT_TIME_FORMAT = 'HH:mm:ss';

/** Common patterns a field may declare: day-first, month-first and ISO, with and without time. */
export const DATE_FORMATS: readonly string[] = [
  'dd/MM/yyyy',
  'dd.MM.yyyy',
  'dd-MM-yyyy',
  'd.M.yyyy',
  'dd/MM/yy',
  'MM/dd/yyyy',
  'M/d/yyyy',
  'MM-dd-yyyy',
  'yyyy-MM-dd',
  'yyyy/MM/dd',
  'dd/MM/yyyy HH:mm',
  'dd/MM/yyyy HH:mm:ss',
  'dd.MM.yyyy HH:mm',
  'MM/dd/yyyy HH:mm',
  "yyyy-MM-dd'T'HH:mm:ss",
];

const ISO_FALLBACK = compilePattern("yyyy-MM-dd'T'HH:mm:ss");
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})$/i;

/** The year two-digit years are read against; computed only when a pattern needs it. */
function referenceYear(options: DateOptions): () => number {
  return () => inZone(options.now ?? Date.now(), options.timeZone).getFullYear();
}

function readParts(value: string, options: DateOptions): DateParts | null {
  const year = referenceYear(options);
  return (
    readDateParts(value, compilePattern(options.format ?? DEFAULT_DATE_FORMAT), year) ??
    (value.length >= 10 && value[4] === '-' ? readDateParts(value, ISO_FALLBACK, year) : null)
  );
}

/**
 * DATE: a shortcut (see `resolveDateShortcut`) or text in the field's format, read leniently; ISO dates
 * ('2026-11-21', '2026-11-21T08:30', '2026-11-21T08:30:00Z') are accepted whatever the format. Dates are
 * wall-clock times in `timeZone` (default the runtime's zone).
 */
export function parseDate(text: string, options: DateOptions = {}): Result<Date> {
  const value = text.trim();
  if (value === '') return fail('EMPTY');
  if (value.length > 40) return fail('INVALID_DATE');
  const shortcut = resolveDateShortcut(value, options);
  if (shortcut) return ok(shortcut);
  const parts = readParts(value, options);
  if (parts) return ok(datePartsToDate(parts, options.timeZone));
  if (ISO_INSTANT.test(value)) {
    const instant = new Date(value);
    if (!Number.isNaN(instant.getTime())) return ok(instant);
  }
  return fail('INVALID_DATE');
}

/**
 * Whether `text` is a valid DATE entry, without building the date: a wall-clock date is valid or not
 * whatever the zone, so validation skips the costly time-zone arithmetic. Same answers as `parseDate`.
 */
export function checkDate(text: string, options: DateOptions = {}): Result<true> {
  const value = text.trim();
  if (value === '') return fail('EMPTY');
  if (value.length > 40) return fail('INVALID_DATE');
  if (isDateShortcut(value) || readParts(value, options) || ISO_INSTANT.test(value)) return ok(true);
  return fail('INVALID_DATE');
}

/** Formats a date in the field's format (default 'dd/MM/yyyy') on the wall clock of `timeZone`; invalid dates give ''. */
export function formatDate(date: Date | number, options: Omit<DateOptions, 'now'> = {}): string {
  const instant = typeof date === 'number' ? new Date(date) : date;
  if (Number.isNaN(instant.getTime())) return '';
  return formatWithPattern(instant, compilePattern(options.format ?? DEFAULT_DATE_FORMAT), options.timeZone);
}
