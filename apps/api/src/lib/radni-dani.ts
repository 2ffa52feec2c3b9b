import { SATI_PO_DANU } from '@rp/contract';
import type { Db } from '../db/client.ts';
import { drzavniPraznici } from '../db/schema/index.ts';
import { dayNumber, dayOf, isWeekendDay, localDayNumber, localInstant } from './time.ts';

/**
 * Working days of the planning (part 1 §9, part 2 §9): Monday to Friday, without the state holidays. Days are day
 * numbers (days since 1970-01-01) of the firm's calendar. A task starts at 09:00 on its first day and ends at 17:00
 * of its last; the Gantt reads the same days as UTC-aligned days (`@rp/gantt`'s convention).
 */
export const POCETAK_RADA = '09:00:00';
export const KRAJ_RADA = '17:00:00';
export const DAY_MS = 86_400_000;

export interface Kalendar {
  isRadni(day: number): boolean;
  /** The first working day on or after `day`. */
  sledeciRadni(day: number): number;
  /** The last day of a task of `dani` working days that starts on `start` (the start itself counts when working). */
  poslednjiDan(start: number, dani: number): number;
  /** Working days d with a < d ≤ b. */
  radnihIzmedju(a: number, b: number): number;
  /** The state holidays as YYYY-MM-DD, sorted. */
  readonly praznici: readonly string[];
}

export function createKalendar(praznici: readonly string[]): Kalendar {
  const sorted = [...new Set(praznici)].sort();
  const holidayDays = new Set(sorted.map(dayNumber));
  const isRadni = (day: number) => !isWeekendDay(day) && !holidayDays.has(day);
  const sledeciRadni = (day: number) => {
    let next = day;
    while (!isRadni(next)) next += 1;
    return next;
  };
  return {
    isRadni,
    sledeciRadni,
    poslednjiDan(start, dani) {
      let day = sledeciRadni(start);
      for (let left = Math.max(1, dani) - 1; left > 0; left--) day = sledeciRadni(day + 1);
      return day;
    },
    radnihIzmedju(a, b) {
      let count = 0;
      // Tasks are at most a few years apart: a walk day by day stays small (≤ a few thousand steps).
      for (let day = a + 1; day <= b; day++) if (isRadni(day)) count += 1;
      return count;
    },
    praznici: sorted,
  };
}

export async function loadKalendar(db: Db): Promise<Kalendar> {
  const rows = await db.select({ datum: drzavniPraznici.datum }).from(drzavniPraznici);
  return createKalendar(rows.map((row) => row.datum));
}

/** Working days of a planned duration in hours: 8 hours a day, at least one day. */
export const daniTrajanja = (sati: number) => Math.max(1, Math.ceil(sati / SATI_PO_DANU - 1e-9));

/** The start (09:00) and end (17:00 of the last working day) instants of a task. */
export function rasporedZadatka(kalendar: Kalendar, pocetniDan: number, sati: number): { pocetak: Date; kraj: Date } {
  const kraj = kalendar.poslednjiDan(pocetniDan, daniTrajanja(sati));
  return { pocetak: localInstant(dayOf(pocetniDan), POCETAK_RADA), kraj: localInstant(dayOf(kraj), KRAJ_RADA) };
}

export { dayNumber, dayOf, localDayNumber };
