import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  GRID_END_OFFSET_MS,
  WORKING_DAY_MS,
  createCalendar,
  durationToMillis,
  endOfDay,
  fromEditorEndDate,
  fromGridEndDate,
  millisToDuration,
  parseDateInput,
  weekdayOfDay,
} from './calendar.ts';
import { day, iso } from './test-project.ts';

const calendar = createCalendar();

function naiveIsWorking(d: number, holidays: ReadonlySet<number>): boolean {
  return weekdayOfDay(d) < 5 && !holidays.has(d);
}

function naiveAdd(d: number, n: number, holidays: ReadonlySet<number>): number {
  let x = d;
  while (!naiveIsWorking(x, holidays)) x++;
  let left = n;
  while (left > 0) {
    x++;
    if (naiveIsWorking(x, holidays)) left--;
  }
  while (left < 0) {
    x--;
    if (naiveIsWorking(x, holidays)) left++;
  }
  return x;
}

describe('calendar', () => {
  it('has the constants of §9 and §5', () => {
    expect(WORKING_DAY_MS).toBe(36_000_000);
    expect(GRID_END_OFFSET_MS).toBe(72_000_000);
    expect(DAY_MS).toBe(86_400_000);
    expect(durationToMillis(2)).toBe(72_000_000);
    expect(millisToDuration(36_000_000)).toBe(1);
  });

  it('treats Saturday and Sunday as weekend and Friday as working', () => {
    expect(calendar.isWorkingDay(day('2025-01-10'))).toBe(true); // Friday
    expect(calendar.isWorkingDay(day('2025-01-11'))).toBe(false);
    expect(calendar.isWorkingDay(day('2025-01-12'))).toBe(false);
    expect(calendar.isWorkingDay(day('2025-01-13'))).toBe(true);
  });

  it('skips an optional holiday list', () => {
    const withHolidays = createCalendar(['2025-01-07', day('2025-01-08') + 5_000]);
    expect(withHolidays.isWorkingDay(day('2025-01-07'))).toBe(false);
    expect(withHolidays.isWorkingDay(day('2025-01-08') + 3_600_000)).toBe(false);
    expect(iso(withHolidays.endByDuration(day('2025-01-06'), 3))).toBe('2025-01-10');
    expect(withHolidays.durationOf(day('2025-01-06'), endOfDay(day('2025-01-10')))).toBe(3);
  });

  it('counts durations in working days, both ends included', () => {
    expect(calendar.durationOf(day('2025-01-06'), endOfDay(day('2025-01-06')))).toBe(1);
    expect(calendar.durationOf(day('2025-01-06'), endOfDay(day('2025-01-13')))).toBe(6);
    expect(iso(calendar.endByDuration(day('2025-01-09'), 3))).toBe('2025-01-13');
    expect(calendar.endByDuration(day('2025-01-09'), 3)).toBe(endOfDay(day('2025-01-13')));
  });

  it('moves a start on a weekend to Monday and an end on a weekend to Monday', () => {
    expect(iso(calendar.normalizeStart(day('2025-01-11') + 5_000))).toBe('2025-01-13');
    expect(iso(calendar.normalizeEnd(endOfDay(day('2025-01-12'))))).toBe('2025-01-13');
  });

  it('converts grid and editor end dates to the entered day', () => {
    const entered = day('2025-01-08');
    expect(fromGridEndDate(entered)).toBe(entered + 72_000_000);
    expect(fromEditorEndDate(entered)).toBe(entered + DAY_MS);
    expect(calendar.normalizeEnd(fromGridEndDate(entered))).toBe(endOfDay(entered));
    expect(calendar.normalizeEnd(fromEditorEndDate(entered))).toBe(endOfDay(entered));
  });

  it('adds working days arithmetically, matching a day-by-day walk', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -3000, max: 3000 }),
        fc.integer({ min: -400, max: 400 }),
        fc.uniqueArray(fc.integer({ min: -3200, max: 3600 }), { maxLength: 40 }),
        (start, n, holidayDays) => {
          const holidays = new Set(holidayDays);
          const cal = createCalendar(holidayDays.map((d) => d * DAY_MS));
          const base = 20_000 + start;
          const shifted = holidayDays.map((d) => d + 20_000);
          const calShifted = createCalendar(shifted.map((d) => d * DAY_MS));
          const expected = naiveAdd(base, n, new Set(shifted));
          expect(calShifted.dayOf(calShifted.addWorkingDays(base * DAY_MS, n))).toBe(expected);
          expect(cal.isWorkingDayIndex(start)).toBe(naiveIsWorking(start, holidays));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('counts working days between two days like a walk does', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 400 }), (a, len) => {
        const from = 19_000 + a;
        let count = 0;
        for (let d = from; d < from + len; d++) if (naiveIsWorking(d, new Set())) count++;
        expect(calendar.workingDaysBetween(from * DAY_MS, (from + len) * DAY_MS)).toBe(count);
      }),
    );
  });

  it('does a million working-day additions without walking', () => {
    const cal = createCalendar(Array.from({ length: 500 }, (_, i) => day('2025-01-01') + i * 7 * DAY_MS));
    let ms = day('2025-01-06');
    for (let i = 0; i < 1_000_000; i++) ms = cal.addWorkingDays(ms, (i % 7) - 3);
    expect(cal.isWorkingDay(ms)).toBe(true);
  });

  it('parses dates as dd/MM/yyyy or ISO and rejects invalid ones', () => {
    expect(parseDateInput('08/01/2025')).toBe(day('2025-01-08'));
    expect(parseDateInput('2025-01-08')).toBe(day('2025-01-08'));
    expect(parseDateInput(day('2025-01-08'))).toBe(day('2025-01-08'));
    expect(parseDateInput(new Date(day('2025-01-08')))).toBe(day('2025-01-08'));
    expect(parseDateInput('31/02/2025')).toBeUndefined();
    expect(parseDateInput('tomorrow')).toBeUndefined();
    expect(parseDateInput(Number.NaN)).toBeUndefined();
  });
});
