import { addDays } from 'date-fns';
import { formatNumber, roundTo, toNumberOrZero } from './numbers.ts';
import { fail, ok } from './result.ts';
import { inZone } from './zone.ts';
import type { DateRange, FieldLocale, Result } from './types.ts';

/** Legal person (pravno lice) and natural person (fizičko lice), as `lice` on the wire. */
export type Lice = 1 | 2;

export const MATICNI_BROJ_MAX_LENGTH: Readonly<Record<Lice, number>> = { 1: 8, 2: 13 };

/** Registry number: digits only, at most 8 for a legal person (lice 1), 13 for a natural person (lice 2). Empty is valid. */
export function validateMaticniBroj(text: string, lice: Lice): Result<string> {
  const value = text.trim();
  if (!/^\d*$/.test(value)) return fail('INVALID_REGISTRY_NUMBER');
  if (value.length > MATICNI_BROJ_MAX_LENGTH[lice]) return fail('REGISTRY_NUMBER_TOO_LONG');
  return ok(value);
}

/** The compareTo rule of password confirmation: the confirmation must equal the password exactly. */
export function compareTo(confirmation: string, password: string): Result<string> {
  return confirmation === password ? ok(confirmation) : fail('PASSWORD_MISMATCH');
}

/**
 * Search date-range auto-correct. After the start changed and lies after the end, the end becomes start + 1
 * day; after the end changed and lies before the start, the start becomes end − 1 day. Days are calendar
 * days on the wall clock of `timeZone`, so a range across a DST change keeps its time of day. A moved day that
 * `isAllowed` forbids (a weekend where weekends are excluded) moves on, the end to the next allowed day and the
 * start to the previous one (at most a year; past that the plain ±1 day stands).
 */
export function correctDateRange(
  range: DateRange,
  changed: 'start' | 'end' = 'start',
  options: { timeZone?: string; isAllowed?: (date: Date) => boolean } = {},
): DateRange {
  const { start, end } = range;
  const step = (from: Date, days: 1 | -1): Date => {
    let day = new Date(addDays(inZone(from, options.timeZone), days).getTime());
    const first = day;
    for (let tries = 0; options.isAllowed && !options.isAllowed(day); tries++) {
      if (tries === 366) return first;
      day = new Date(addDays(inZone(day, options.timeZone), days).getTime());
    }
    return day;
  };
  if (changed === 'start' && start.getTime() > end.getTime()) return { start, end: step(start, 1) };
  if (changed === 'end' && end.getTime() < start.getTime()) return { start: step(end, -1), end };
  return range;
}

/** Saturday or Sunday on the wall clock of `timeZone`. */
export function isWeekend(date: Date | number, options: { timeZone?: string } = {}): boolean {
  const day = inZone(date, options.timeZone).getDay();
  return day === 0 || day === 6;
}

/** A matcher for pickers that must not offer weekends (work time, job and task dates). */
export function isSelectableDay(
  date: Date | number,
  options: { excludeWeekends?: boolean; timeZone?: string } = {},
): boolean {
  return !(options.excludeWeekends ?? true) || !isWeekend(date, options);
}

/** Distance in metres shown as '850 m' up to 2 km, else '2.35 km' (Serbian '2,35 km'). */
export function formatDistance(meters: number, options: { locale?: FieldLocale } = {}): string {
  if (!Number.isFinite(meters)) return '';
  if (Math.abs(meters) <= 2000) return `${formatNumber(meters, { locale: options.locale, pattern: '0' })} m`;
  return `${formatNumber(meters / 1000, { locale: options.locale, pattern: '0.00' })} km`;
}

const ROUTE_ID = /^\d{1,8}$/;

/** Id route parameters are 1 to 8 digits. */
export function parseRouteId(text: string): Result<number> {
  return ROUTE_ID.test(text) ? ok(Number(text)) : fail('INVALID_ROUTE_ID');
}

/** The wire's missing date. */
export const MISSING_DATE = '0001-01-01T00:00:00Z';
const MISSING_DATE_MILLIS = Date.parse(MISSING_DATE);

/** True for the sentinel (with or without 'Z' or fractions) or a Date at that instant. */
export function isMissingDate(value: string | Date | null | undefined): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.startsWith('0001-01-01');
  return value.getTime() === MISSING_DATE_MILLIS;
}

/** A wire date to a Date; the sentinel, empty and unreadable values become null. */
export function dateFromWire(value: string | null | undefined): Date | null {
  if (value === null || value === undefined || value === '' || isMissingDate(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A Date to the wire; null becomes the sentinel. */
export function dateToWire(date: Date | null | undefined): string {
  return date === null || date === undefined || Number.isNaN(date.getTime()) ? MISSING_DATE : date.toISOString();
}

/** Comparable adjusted unit value = (adjustment percent + 100) × corrected unit price / 100. */
export function adjustedUnitValue(adjustmentPercent: unknown, correctedUnitPrice: unknown): number {
  return ((toNumberOrZero(adjustmentPercent) + 100) * toNumberOrZero(correctedUnitPrice)) / 100;
}

export interface PropertyInputs {
  readonly kvadratura: unknown;
  readonly trazenaCena: unknown;
  readonly umanjenje?: unknown;
  readonly trzisnaZakupnina?: unknown;
}

export interface PropertyDerivedValues {
  /** Unit price: requested price / area, 0 decimals. */
  readonly jedinicnaCena: number;
  /** Corrected price: requested price less the reduction percent. */
  readonly korigovanaCena: number;
  /** Unit price after correction: corrected price / area, 2 decimals. */
  readonly jedCenaNakonKor: number;
  /** Rent per m²: market rent / area. */
  readonly jedinicnaCenaZakupnine: number;
}

/**
 * The property's derived values. Inputs that are not numbers count as 0. With an area of 0 or less every
 * derived value is 0. Money keeps 2 decimals where the spec does not fix the rounding.
 */
export function derivePropertyValues(inputs: PropertyInputs): PropertyDerivedValues {
  const area = toNumberOrZero(inputs.kvadratura);
  if (area <= 0) return { jedinicnaCena: 0, korigovanaCena: 0, jedCenaNakonKor: 0, jedinicnaCenaZakupnine: 0 };
  const price = toNumberOrZero(inputs.trazenaCena);
  const reduction = toNumberOrZero(inputs.umanjenje);
  const corrected = roundTo(price - (price * reduction) / 100, 2);
  return {
    jedinicnaCena: roundTo(price / area, 0),
    korigovanaCena: corrected,
    jedCenaNakonKor: roundTo(corrected / area, 2),
    jedinicnaCenaZakupnine: roundTo(toNumberOrZero(inputs.trzisnaZakupnina) / area, 2),
  };
}
