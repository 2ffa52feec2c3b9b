import { STATISTIKA_GODINA_MAX, STATISTIKA_GODINA_MIN, STATISTIKA_MAX_MESECI } from '@rp/contract';
import { firmToday, firmTodayDate } from '../../../lib/format.ts';

/**
 * Statistics periods (part 2 §9): by default the last 365 days, from 00:00:00.000 to 23:59:59.999 of today; today is
 * the firm's (Europe/Belgrade), whatever the browser's time zone.
 */
export interface Period {
  start: Date;
  end: Date;
}

/** The month bounds the calls take. */
export interface MesecniOpseg {
  pocetniMesec: number;
  pocetnaGodina: number;
  krajnjiMesec: number;
  krajnjaGodina: number;
}

export function defaultPeriod(now: Date = new Date()): Period {
  const today = firmTodayDate(now);
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 365, 0, 0, 0, 0);
  const end = new Date(today.getFullYear(), today.getMonth(), today.getDate(), 23, 59, 59, 999);
  return { start, end };
}

export function toMesecniOpseg(period: Period): MesecniOpseg {
  return {
    pocetniMesec: period.start.getMonth() + 1,
    pocetnaGodina: period.start.getFullYear(),
    krajnjiMesec: period.end.getMonth() + 1,
    krajnjaGodina: period.end.getFullYear(),
  };
}

/** 'YYYY-MM' of the wire as the chart's label: the short month name with the year, upper-cased ('MAR 2026'). */
export function monthLabel(mesec: string, locale: string): string {
  const [year, month] = mesec.split('-').map(Number);
  const name = new Intl.DateTimeFormat(locale, { month: 'short' }).format(new Date(year!, month! - 1, 1));
  return `${name.replace(/\.$/, '')} ${year}`.toLocaleUpperCase(locale);
}

/** A period's months in words, for a saved chart's heading: 'Decembar 2025 – Decembar 2026', one month alone. */
export function periodLabel(listaMeseca: readonly string[] | undefined, locale: string): string {
  const long = (mesec: string) => {
    const [year, month] = mesec.split('-').map(Number);
    const name = new Intl.DateTimeFormat(locale, { month: 'long' }).format(new Date(year!, month! - 1, 1));
    return `${name.charAt(0).toLocaleUpperCase(locale)}${name.slice(1)} ${year}`;
  };
  const [first, last] = [listaMeseca?.[0], listaMeseca?.at(-1)];
  if (!first || !last) return '';
  return first === last ? long(first) : `${long(first)} – ${long(last)}`;
}

/**
 * The chart label of the firm's month under way when the months shown reach it, else undefined: its figures grow until
 * it ends (on the 1st every series reads 0), so the charts draw it as not final.
 */
export function provisionalMonthLabel(
  listaMeseca: readonly string[] | undefined,
  locale: string,
  now: Date = new Date(),
): string | undefined {
  const tekuciMesec = firmToday(now).slice(0, 7);
  return listaMeseca?.includes(tekuciMesec) ? monthLabel(tekuciMesec, locale) : undefined;
}

/** The five years of the bankers' year selector: the firm's current one and the four before it, newest first. */
export function bankariGodine(now: Date = new Date()): number[] {
  const year = firmTodayDate(now).getFullYear();
  return [year, year - 1, year - 2, year - 3, year - 4];
}

/** The months the statistics calls answer for (their years and their longest period). */
export const FIRST_MONTH = new Date(STATISTIKA_GODINA_MIN, 0, 1);
export const LAST_MONTH = new Date(STATISTIKA_GODINA_MAX, 11, 31, 23, 59, 59, 999);
const monthIndex = (date: Date) => date.getFullYear() * 12 + date.getMonth();

/**
 * A period the server answers: no longer than STATISTIKA_MAX_MESECI months. The end the user moved stays, and the
 * other follows it (the start when nothing says which moved, as for an address typed by hand).
 */
export function withinLimits(period: Period, moved: 'start' | 'end' = 'end'): Period {
  const months = monthIndex(period.end) - monthIndex(period.start) + 1;
  if (months <= STATISTIKA_MAX_MESECI) return period;
  const shift = months - STATISTIKA_MAX_MESECI;
  return moved === 'start'
    ? {
        start: period.start,
        end: new Date(period.end.getFullYear(), period.end.getMonth() - shift + 1, 0, 23, 59, 59, 999),
      }
    : { start: new Date(period.start.getFullYear(), period.start.getMonth() + shift, 1), end: period.end };
}
