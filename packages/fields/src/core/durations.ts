import { localeSymbols } from './locale.ts';
import { fail, ok } from './result.ts';
import type { DurationMode, DurationOptions, Result } from './types.ts';

/** Working day of 10 hours (part 2 §9). */
export const DEFAULT_WORKING_DAY_MILLIS = 36_000_000;
export const DEFAULT_WORKING_DAYS_PER_WEEK = 5;
export const DEFAULT_DURATION_MODE: DurationMode = 'calendar';

export const SECOND_MILLIS = 1_000;
export const MINUTE_MILLIS = 60_000;
export const HOUR_MILLIS = 3_600_000;
export const CALENDAR_DAY_MILLIS = 86_400_000;

/** The length in ms of each duration unit under one set of options. */
export interface DurationUnits {
  readonly Y: number;
  readonly M: number;
  readonly W: number;
  readonly D: number;
  readonly H: number;
  readonly m: number;
  readonly S: number;
}

/**
 * Calendar: year 365 days, month 30 days, week 7 days, day 24 h.
 * Working: year 52 working weeks, month 4 working weeks, week the working days per week, day the working-day length.
 */
export function durationUnits(options: DurationOptions = {}): DurationUnits {
  const mode = options.mode ?? DEFAULT_DURATION_MODE;
  const day = mode === 'working' ? (options.workingDayMillis ?? DEFAULT_WORKING_DAY_MILLIS) : CALENDAR_DAY_MILLIS;
  const week = mode === 'working' ? day * (options.workingDaysPerWeek ?? DEFAULT_WORKING_DAYS_PER_WEEK) : day * 7;
  return {
    Y: mode === 'working' ? week * 52 : day * 365,
    M: mode === 'working' ? week * 4 : day * 30,
    W: week,
    D: day,
    H: HOUR_MILLIS,
    m: MINUTE_MILLIS,
    S: SECOND_MILLIS,
  };
}

type UnitKey = keyof DurationUnits;

/** Unit letters; only M (month) and m (minute) are case-sensitive. */
const UNIT_OF: Readonly<Record<string, UnitKey>> = {
  Y: 'Y',
  y: 'Y',
  M: 'M',
  W: 'W',
  w: 'W',
  D: 'D',
  d: 'D',
  H: 'H',
  h: 'H',
  m: 'm',
  S: 'S',
  s: 'S',
};

type Component =
  | { readonly kind: 'unit'; readonly unit: UnitKey; readonly amount: number }
  | { readonly kind: 'clock'; readonly millis: number };

interface Scan {
  readonly negative: boolean;
  /** Set when the whole input is one bare number. */
  readonly plain: number | null;
  readonly components: readonly Component[];
}

function isDigitAt(text: string, i: number): boolean {
  const code = text.charCodeAt(i);
  return code >= 48 && code <= 57;
}

/** Reads digits with an optional '.' or ',' fraction from `i`; returns [value, end] or null. */
function readAmount(text: string, i: number): [number, number, boolean] | null {
  const start = i;
  while (isDigitAt(text, i)) i++;
  const integerEnd = i;
  let isDecimal = false;
  if ((text[i] === '.' || text[i] === ',') && isDigitAt(text, i + 1)) {
    isDecimal = true;
    i++;
    while (isDigitAt(text, i)) i++;
  }
  if (i === start || i - start > 15) return null;
  const raw = isDecimal
    ? `${text.slice(start, integerEnd) || '0'}.${text.slice(integerEnd + 1, i)}`
    : text.slice(start, i);
  return [Number(raw), i, isDecimal];
}

/** One left-to-right pass: `[sign] (amount unit | h:mm)+` separated by optional spaces, or one bare number. */
function scanDuration(text: string): Scan | null {
  let i = 0;
  let negative = false;
  if (text[0] === '-' || text[0] === '+') {
    negative = text[0] === '-';
    i = 1;
    while (text[i] === ' ') i++;
  }
  const components: Component[] = [];
  const seen = new Set<string>();
  while (i < text.length) {
    const amount = readAmount(text, i);
    if (amount === null) return null;
    const [value, end, isDecimal] = amount;
    i = end;
    if (text[i] === ':') {
      if (isDecimal || seen.has(':')) return null;
      const minuteStart = i + 1;
      let j = minuteStart;
      while (isDigitAt(text, j)) j++;
      const minutes = Number(text.slice(minuteStart, j));
      if (j - minuteStart !== 2 || minutes > 59) return null;
      seen.add(':');
      components.push({ kind: 'clock', millis: value * HOUR_MILLIS + minutes * MINUTE_MILLIS });
      i = j;
    } else if (i === text.length && components.length === 0) {
      return { negative, plain: value, components };
    } else {
      const unit = UNIT_OF[text[i] ?? ''];
      if (unit === undefined || seen.has(unit)) return null;
      seen.add(unit);
      components.push({ kind: 'unit', unit, amount: value });
      i++;
    }
    while (text[i] === ' ') i++;
  }
  return components.length === 0 ? null : { negative, plain: null, components };
}

function signed(negative: boolean, value: number): number {
  return value === 0 ? 0 : negative ? -value : value;
}

/**
 * DURATIONMILLIS: units Y, M, W, D, H, m, S, 'hh:mm', decimals and plain numbers, to milliseconds.
 * A bare number is hours ('1,5' → 5,400,000). '0' stays 0. Results are rounded to whole milliseconds.
 */
export function parseDurationMillis(text: string, options: DurationOptions = {}): Result<number> {
  const trimmed = text.trim();
  if (trimmed === '') return fail('EMPTY');
  const scan = scanDuration(trimmed);
  if (scan === null) return fail('INVALID_DURATION');
  if (scan.plain !== null) return ok(signed(scan.negative, Math.round(scan.plain * HOUR_MILLIS)));
  const units = durationUnits(options);
  let total = 0;
  for (const component of scan.components) {
    total += component.kind === 'clock' ? component.millis : component.amount * units[component.unit];
  }
  if (!Number.isSafeInteger(Math.round(total))) return fail('OUT_OF_RANGE');
  return ok(signed(scan.negative, Math.round(total)));
}

/**
 * DURATIONDAYS: units Y, M, W, D or a plain number of days. In working mode a week is the working
 * days per week, a month 4 working weeks and a year 52 working weeks; in calendar mode 7, 30 and 365 days.
 */
export function parseDurationDays(text: string, options: DurationOptions = {}): Result<number> {
  const trimmed = text.trim();
  if (trimmed === '') return fail('EMPTY');
  const scan = scanDuration(trimmed);
  if (scan === null) return fail('INVALID_DURATION');
  if (scan.plain !== null) return ok(signed(scan.negative, scan.plain));
  const units = durationUnits(options);
  let total = 0;
  for (const component of scan.components) {
    if (component.kind === 'clock' || !'YMWD'.includes(component.unit)) return fail('INVALID_DURATION');
    total += (component.amount * units[component.unit]) / units.D;
  }
  // Unit products like 0.1 × 7 carry float noise; days are kept to 6 decimals.
  return ok(signed(scan.negative, Math.round(total * 1e6) / 1e6));
}

const FORMAT_UNITS: readonly UnitKey[] = ['D', 'H', 'm', 'S'];

/**
 * Formats milliseconds as days, hours, minutes and seconds of the chosen mode ('1D 2H 30m'); sub-second
 * rests become decimal seconds. 0 gives '0'. `parseDurationMillis` with the same options reads it back.
 */
export function formatDurationMillis(millis: number, options: DurationOptions = {}): string {
  if (!Number.isFinite(millis)) return '';
  let rest = Math.round(Math.abs(millis));
  if (rest === 0) return '0';
  const units = durationUnits(options);
  const parts: string[] = [];
  for (const unit of FORMAT_UNITS) {
    const size = units[unit];
    if (unit === 'S') {
      if (rest > 0) {
        const seconds = (rest / size).toFixed(3).replace(/\.?0+$/, '');
        parts.push(`${seconds.replace('.', localeSymbols(options.locale).decimal)}S`);
      }
      break;
    }
    const count = Math.floor(rest / size);
    if (count > 0) {
      parts.push(`${count}${unit}`);
      rest -= count * size;
    }
  }
  return `${millis < 0 ? '-' : ''}${parts.join(' ')}`;
}

/** Formats a number of days as a plain number in the locale ('12', '2,5'); 0 gives '0'. */
export function formatDurationDays(days: number, options: DurationOptions = {}): string {
  if (!Number.isFinite(days)) return '';
  const rounded = Math.round(days * 1e6) / 1e6;
  if (rounded === 0) return '0';
  return String(rounded).replace('.', localeSymbols(options.locale).decimal);
}

/** Converts a number of days to milliseconds under the options' day length. */
export function daysToMillis(days: number, options: DurationOptions = {}): number {
  return Math.round(days * durationUnits(options).D);
}

/** Converts milliseconds to days under the options' day length. */
export function millisToDays(millis: number, options: DurationOptions = {}): number {
  const days = millis / durationUnits(options).D;
  return days === 0 ? 0 : days;
}
