/** The entry types a field can declare (part 2 §5, "Field entry types"). */
export type EntryType =
  | 'INTEGER'
  | 'DOUBLE'
  | 'PERCENTILE'
  | 'URL'
  | 'EMAIL'
  | 'DURATIONMILLIS'
  | 'DURATIONDAYS'
  | 'DATE'
  | 'TIME'
  | 'CURRENCY';

/** Every entry type, in the order of the specification. */
export const ENTRY_TYPES: readonly EntryType[] = [
  'INTEGER',
  'DOUBLE',
  'PERCENTILE',
  'URL',
  'EMAIL',
  'DURATIONMILLIS',
  'DURATIONDAYS',
  'DATE',
  'TIME',
  'CURRENCY',
];

/** Error codes are data; `messageFor(code)` turns one into the text a user sees. */
export type ErrorCode =
  | 'EMPTY'
  | 'TOO_LONG'
  | 'OUT_OF_RANGE'
  | 'INVALID_INTEGER'
  | 'INVALID_NUMBER'
  | 'INVALID_URL'
  | 'INVALID_EMAIL'
  | 'INVALID_DURATION'
  | 'INVALID_DATE'
  | 'INVALID_DATE_FORMAT'
  | 'INVALID_TIME'
  | 'INVALID_CURRENCY'
  | 'INVALID_CLOCK'
  | 'INVALID_REGISTRY_NUMBER'
  | 'REGISTRY_NUMBER_TOO_LONG'
  | 'PASSWORD_MISMATCH'
  | 'INVALID_ROUTE_ID';

export interface FieldError {
  readonly code: ErrorCode;
}

export interface Ok<T> {
  readonly ok: true;
  readonly value: T;
}

export interface Err<E = FieldError> {
  readonly ok: false;
  readonly error: E;
}

/** What every parser returns; parsers never throw. */
export type Result<T, E = FieldError> = Ok<T> | Err<E>;

/** The two interface languages: Serbian (Latin) and English. */
export type FieldLocale = 'sr' | 'en';

export interface LocaleSymbols {
  readonly decimal: string;
  readonly group: string;
  /** Where the currency symbol goes by default. */
  readonly currencyPosition: 'prefix' | 'suffix';
}

/** Calendar conversions (a day is 24 h) or working conversions (a day is the working-day length). */
export type DurationMode = 'calendar' | 'working';

export interface DurationOptions {
  /** Default 'calendar'; planning passes 'working'. */
  readonly mode?: DurationMode;
  /** Length of a working day in ms; default 36,000,000 (10 h). */
  readonly workingDayMillis?: number;
  /** Working days in a week; default 5. */
  readonly workingDaysPerWeek?: number;
  readonly locale?: FieldLocale;
}

export interface NumberOptions {
  readonly locale?: FieldLocale;
  /** Accept correctly placed grouping separators ('1.234,5' in Serbian). Default false for entries. */
  readonly allowGrouping?: boolean;
}

export interface CurrencyOptions {
  readonly locale?: FieldLocale;
  /** Symbol used when formatting; default '€'. */
  readonly symbol?: string;
  /** Default: the locale's position (Serbian suffix, English prefix). */
  readonly position?: 'prefix' | 'suffix';
  /** Fraction digits when formatting; default 2. */
  readonly decimals?: number;
}

export interface DateOptions {
  /** A date-fns style pattern; default 'dd/MM/yyyy'. 'DD/MM/YYYY' is accepted too. */
  readonly format?: string;
  /** IANA time zone; default the runtime's own zone. */
  readonly timeZone?: string;
  /** The moment shortcuts are relative to; default the current time. */
  readonly now?: Date | number;
}

export interface TextOptions {
  /** Longer inputs fail with TOO_LONG before any scanning; pass Infinity to lift the cap. */
  readonly maxLength?: number;
}

/** Options understood by `parseEntry`, `validateEntry` and `formatEntry`. */
export interface EntryOptions extends DurationOptions, DateOptions, TextOptions {
  readonly locale?: FieldLocale;
  readonly allowGrouping?: boolean;
  readonly symbol?: string;
  readonly position?: 'prefix' | 'suffix';
  readonly decimals?: number;
  /** Number pattern used to format DOUBLE, PERCENTILE; default '##0.00'. */
  readonly numberFormat?: string;
}

/** The typed value each entry type parses to. */
export interface EntryValueMap {
  INTEGER: number;
  DOUBLE: number;
  PERCENTILE: number;
  URL: string;
  EMAIL: string;
  /** Milliseconds. */
  DURATIONMILLIS: number;
  /** Days. */
  DURATIONDAYS: number;
  DATE: Date;
  /** Milliseconds (hours and minutes). */
  TIME: number;
  CURRENCY: number;
}

export type EntryValue<T extends EntryType = EntryType> = EntryValueMap[T];

/** A time of day or an amount of time as `HH:mm:ss`; hours may exceed 23. */
export interface ClockTime {
  readonly negative?: boolean;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
}

export interface DateRange {
  readonly start: Date;
  readonly end: Date;
}

/** A server reply as the product's endpoints send it. */
export interface ServerReply {
  readonly ok: boolean;
  readonly message?: string | null;
  readonly clientEntryErrors?: readonly { readonly name: string; readonly error: string }[] | null;
}
