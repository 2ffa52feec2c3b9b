import { describe, expect, it } from 'vitest';
import { correctDateRange } from '@rp/fields';
import { monthBoundary, monthGrid } from './calendar.ts';

describe('monthGrid', () => {
  it('starts weeks on Monday and covers the month in whole weeks', () => {
    const weeks = monthGrid(new Date(2026, 2, 12));
    expect(weeks[0]![0]!.getDay()).toBe(1);
    expect(weeks[0]![0]!.getDate()).toBe(23); // Monday 23 February 2026
    expect(weeks.at(-1)!.at(-1)!.getDay()).toBe(0);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks).toHaveLength(6);
  });
});

describe('monthBoundary', () => {
  it('gives the first moment and the last moment of a month', () => {
    expect(monthBoundary(2026, 1, 'start')).toEqual(new Date(2026, 1, 1, 0, 0, 0, 0));
    expect(monthBoundary(2026, 1, 'end')).toEqual(new Date(2026, 1, 28, 23, 59, 59, 999));
    expect(monthBoundary(2024, 1, 'end').getDate()).toBe(29);
  });
});

describe('date range auto-correct (from @rp/fields, as the DateRange uses it)', () => {
  const d = (day: number) => new Date(2026, 2, day);
  it.each([
    { range: { start: d(10), end: d(5) }, changed: 'start' as const, expected: { start: d(10), end: d(11) } },
    { range: { start: d(10), end: d(5) }, changed: 'end' as const, expected: { start: d(4), end: d(5) } },
    { range: { start: d(1), end: d(5) }, changed: 'start' as const, expected: { start: d(1), end: d(5) } },
    { range: { start: d(5), end: d(5) }, changed: 'end' as const, expected: { start: d(5), end: d(5) } },
  ])('$changed changed', ({ range, changed, expected }) => {
    expect(correctDateRange(range, changed)).toEqual(expected);
  });
});
