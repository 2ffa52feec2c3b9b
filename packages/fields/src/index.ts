// The public core API of @rp/fields: pure TypeScript, no React and no DOM.
export type {
  ClockTime,
  CurrencyOptions,
  DateOptions,
  DateRange,
  DurationMode,
  DurationOptions,
  EntryOptions,
  EntryType,
  EntryValue,
  EntryValueMap,
  Err,
  ErrorCode,
  FieldError,
  FieldLocale,
  LocaleSymbols,
  NumberOptions,
  Ok,
  Result,
  ServerReply,
  TextOptions,
} from './core/types.ts';
export { ENTRY_TYPES } from './core/types.ts';
export { fail, ok } from './core/result.ts';
export {
  FIELD_ERROR_TITLE,
  INVALID_DATA,
  INVALID_DATE_MESSAGE,
  SERVER_ERROR_PREFIX,
  errorIconTitle,
  messageFor,
} from './core/messages.ts';
export { DEFAULT_LOCALE, LOCALES, localeSymbols, resolveLocale } from './core/locale.ts';
export { entryErrorMessage, formatEntry, normalizeEntry, parseEntry, validateEntry } from './core/entry.ts';
export type { FormatNumberOptions } from './core/numbers.ts';
export {
  DEFAULT_NUMBER_FORMAT,
  formatDouble,
  formatInteger,
  formatNumber,
  parseDouble,
  parseInteger,
  parsePercentile,
  roundTo,
  toNumberOrZero,
} from './core/numbers.ts';
export { DEFAULT_CURRENCY_SYMBOL, formatCurrency, parseCurrency } from './core/currency.ts';
export { URL_MAX_LENGTH, parseUrl } from './core/url.ts';
export { EMAIL_LOCAL_MAX_LENGTH, EMAIL_MAX_LENGTH, parseEmail } from './core/email.ts';
export type { DurationUnits } from './core/durations.ts';
export {
  CALENDAR_DAY_MILLIS,
  DEFAULT_DURATION_MODE,
  DEFAULT_WORKING_DAYS_PER_WEEK,
  DEFAULT_WORKING_DAY_MILLIS,
  HOUR_MILLIS,
  MINUTE_MILLIS,
  SECOND_MILLIS,
  daysToMillis,
  durationUnits,
  formatDurationDays,
  formatDurationMillis,
  millisToDays,
  parseDurationDays,
  parseDurationMillis,
} from './core/durations.ts';
export { formatTime, parseTime } from './core/time.ts';
export {
  addClock,
  clockFromSeconds,
  clockToSeconds,
  compareClock,
  formatClock,
  parseClock,
  subtractClock,
  sumClocks,
} from './core/clock.ts';
export {
  DATE_FORMATS,
  DEFAULT_DATE_FORMAT,
  DEFAULT_TIME_FORMAT,
  checkDate,
  formatDate,
  parseDate,
} from './core/dates.ts';
export { DATE_SHORTCUTS, WEEK_STARTS_ON, isDateShortcut, resolveDateShortcut } from './core/date-shortcuts.ts';
export { isValidTimeZone } from './core/zone.ts';
export type { RelativeDate, RelativeUnit } from './core/relative-date.ts';
export { MONTH_MILLIS, WEEK_MILLIS, YEAR_MILLIS, formatRelativeDate, relativeDateParts } from './core/relative-date.ts';
export type { Lice, PropertyDerivedValues, PropertyInputs } from './core/product-rules.ts';
export {
  MATICNI_BROJ_MAX_LENGTH,
  MISSING_DATE,
  adjustedUnitValue,
  compareTo,
  correctDateRange,
  dateFromWire,
  dateToWire,
  derivePropertyValues,
  formatDistance,
  isMissingDate,
  isSelectableDay,
  isWeekend,
  parseRouteId,
  validateMaticniBroj,
} from './core/product-rules.ts';
export type { ServerReplyErrors } from './core/server-reply.ts';
export { readServerReply } from './core/server-reply.ts';
