import { MISSING_DATE } from '@rp/contract';

/** The firm's time zone: days, arrivals and departures are Belgrade's, wherever the browser is. */
export const FIRM_TIME_ZONE = 'Europe/Belgrade';

/** `2026-11-20` (or an ISO instant) → `20/11/2026`, the product's date format. */
export function formatDay(datum: string): string {
  const [year, month, day] = datum.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}

// Made once: building an Intl formatter costs far more than formatting with one (a list formats every row's dates).
let firmDayFormat: Intl.DateTimeFormat | undefined;
let firmTimeFormat: Intl.DateTimeFormat | undefined;

/** An instant's calendar day in the firm's time zone as `yyyy-MM-dd` (the Swedish format is ISO's). */
export function firmDayOf(instant: string | Date): string {
  firmDayFormat ??= new Intl.DateTimeFormat('sv-SE', { timeZone: FIRM_TIME_ZONE });
  return firmDayFormat.format(typeof instant === 'string' ? new Date(instant) : instant);
}

/** An instant as the firm's calendar date, dd/MM/yyyy in every language (part 1 §9); '—' for none or the sentinel. */
export function formatInstantDate(iso: string): string {
  if (!iso || iso === MISSING_DATE) return '—';
  return formatDay(firmDayOf(iso));
}

/** An instant as the firm's time of day, HH:mm:ss in every language (part 1 §9); '—' for none or the sentinel. */
export function formatInstantTime(iso: string, _intlLocale?: string): string {
  if (!iso || iso === MISSING_DATE) return '—';
  firmTimeFormat ??= new Intl.DateTimeFormat('sr-Latn-RS', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZone: FIRM_TIME_ZONE,
  });
  return firmTimeFormat.format(new Date(iso));
}

/** Today in the firm's time zone as `yyyy-MM-dd`. */
export function firmToday(now: Date = new Date()): string {
  return firmDayOf(now);
}

/**
 * The firm's today as the browser's local midnight of that calendar day, for the date pickers and date-fns
 * arithmetic that hold local dates: on a browser set to UTC at 23:30 on the 30th, Belgrade is already on the 1st.
 */
export function firmTodayDate(now: Date = new Date()): Date {
  const [year, month, day] = firmToday(now).split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

/**
 * The firm's money in dinars (agreed prices of valuations and jobs, the statistics), written the Serbian way in both
 * languages: 12.500,00 RSD.
 */
const rsd = new Intl.NumberFormat('sr-Latn-RS', {
  style: 'currency',
  currency: 'RSD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
export const formatRsd = (value: number) => rsd.format(value);
