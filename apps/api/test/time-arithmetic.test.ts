import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SATI_PO_DANU } from '@rp/contract';
import {
  FIRM_TIME_ZONE,
  addDays,
  addWorkingDays,
  dayNumber,
  dayOf,
  eachDay,
  isWeekend,
  localDate,
  localInstant,
} from '../src/lib/time.ts';
import { plannedEnd } from '../src/modules/zadaci/service.ts';

/**
 * The day arithmetic that replaced per-call Intl formats and day-by-day walks (issue 11, item 11: they were a large
 * share of a task list's CPU time) gives what the straightforward reckoning gives.
 */

const SEED = 11_011;
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: FIRM_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const anyInstant = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2099-12-31T23:59:59Z'),
  noInvalidDate: true,
});
const anyDay = anyInstant.map((date) => date.toISOString().slice(0, 10));

/** The planned end as it was reckoned before: a walk over date strings, one Intl format per day. */
function walkedPlannedEnd(pocetak: Date, hours: number): Date {
  let day = dayFormat.format(pocetak);
  let left = Number.isFinite(hours) ? Math.min(Math.max(hours, 0), 10 * 260 * SATI_PO_DANU) : 0;
  while (left > SATI_PO_DANU) {
    day = addDays(day, 1);
    while (isWeekend(day)) day = addDays(day, 1);
    left -= SATI_PO_DANU;
  }
  const startOfDay = localInstant(dayFormat.format(pocetak)).getTime();
  return new Date(localInstant(day).getTime() + (pocetak.getTime() - startOfDay) + left * 3600_000);
}

describe('day arithmetic', () => {
  it('eachDay counts the calendar as Date does, across month ends, year ends and leap days', () => {
    const anyYearDay = fc
      .date({ min: new Date('0000-01-01T00:00:00Z'), max: new Date('9996-12-31T00:00:00Z'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(anyYearDay, fc.integer({ min: 0, max: 800 }), (from, span) => {
        const first = dayNumber(from);
        const expected = Array.from({ length: span + 1 }, (_, index) => dayOf(first + index));
        expect(eachDay(from, expected.at(-1)!)).toEqual(expected);
      }),
      { seed: SEED, numRuns: 500 },
    );
    expect(eachDay('2028-02-28', '2028-03-01')).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    expect(eachDay('2100-02-28', '2100-03-01')).toEqual(['2100-02-28', '2100-03-01']);
  });

  it('localDate gives the day Intl gives in the firm zone, around midnight and the DST changes too', () => {
    const edges = ['2026-03-28T22:59:59Z', '2026-03-28T23:00:00Z', '2026-10-24T21:59:59Z', '2026-10-24T22:00:00Z'];
    for (const edge of edges) expect(localDate(new Date(edge)), edge).toBe(dayFormat.format(new Date(edge)));
    fc.assert(
      fc.property(anyInstant, (instant) => {
        expect(localDate(instant)).toBe(dayFormat.format(instant));
      }),
      { seed: SEED, numRuns: 5000 },
    );
  });

  it('addWorkingDays lands where a day-by-day walk over weekdays lands, from weekends too', () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: 0, max: 400 }), (datum, count) => {
        let walked = datum;
        for (let step = 0; step < count; step++) {
          walked = addDays(walked, 1);
          while (isWeekend(walked)) walked = addDays(walked, 1);
        }
        expect(dayOf(addWorkingDays(dayNumber(datum), count))).toBe(walked);
      }),
      { seed: SEED, numRuns: 2000 },
    );
  });

  it('a task’s planned end is the walked one for any start and duration', () => {
    const hours = fc.oneof(
      fc.integer({ min: 0, max: 400 }),
      fc.double({ min: -10, max: 30_000, noNaN: true }),
      fc.constantFrom(0, 8, 8.01, 16, 7.99, 24.5, Number.NaN, Number.POSITIVE_INFINITY),
    );
    fc.assert(
      fc.property(anyInstant, hours, (pocetak, trajanje) => {
        expect(plannedEnd(pocetak, trajanje).toISOString()).toBe(walkedPlannedEnd(pocetak, trajanje).toISOString());
      }),
      { seed: SEED, numRuns: 2000 },
    );
  });
});
