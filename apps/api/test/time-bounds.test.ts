import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plannedEnd } from '../src/modules/zadaci/service.ts';
import { MAX_DAYS, addDays, countDays, eachDay } from '../src/lib/time.ts';

/**
 * Issue 11, item 2: every walk over days ends, for any input. The day after 9999-12-31 used to format as
 * `+010000-01-01`, which sorts before it, so `eachDay(…, '9999-12-31')` never ended.
 */

const SEED = 11_002;
const anyDate = fc
  .date({ min: new Date('0000-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const anyText = fc.oneof(
  anyDate,
  fc.string(),
  fc.constantFrom('9999-12-31', '0000-01-01', '+010000-01-01', '2024-02-30'),
);

describe('day iteration ends for any input', () => {
  it('the regression: the last days of year 9999', () => {
    expect(eachDay('9999-12-25', '9999-12-31')).toHaveLength(7);
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError);
    expect(() => eachDay('2025-01-01', '9999-12-31')).toThrow(RangeError);
  });

  it('eachDay answers at most MAX_DAYS days or throws RangeError, whatever it is given', () => {
    fc.assert(
      fc.property(anyText, anyText, (from, to) => {
        try {
          expect(eachDay(from, to).length).toBeLessThanOrEqual(MAX_DAYS);
        } catch (error) {
          expect(error).toBeInstanceOf(RangeError);
        }
      }),
      { seed: SEED, numRuns: 2000 },
    );
  });

  it('eachDay walks consecutive days from the first to the last', () => {
    fc.assert(
      fc.property(anyDate, fc.integer({ min: 0, max: 400 }), (from, span) => {
        let to: string;
        try {
          to = addDays(from, span);
        } catch {
          return; // past year 9999
        }
        const days = eachDay(from, to);
        expect(days).toHaveLength(span + 1);
        expect(countDays(from, to)).toBe(span + 1);
        expect(days[0]).toBe(from);
        expect(days.at(-1)).toBe(to);
        for (let index = 1; index < days.length; index++) {
          expect(days[index]! > days[index - 1]!).toBe(true);
          expect(addDays(days[index - 1]!, 1)).toBe(days[index]);
        }
      }),
      { seed: SEED, numRuns: 100 },
    );
  });

  it('addDays stays within four-digit years or throws RangeError, and is undone by its opposite', () => {
    fc.assert(
      fc.property(anyText, fc.oneof(fc.integer(), fc.double()), (datum, days) => {
        let moved: string;
        try {
          moved = addDays(datum, days);
        } catch (error) {
          expect(error).toBeInstanceOf(RangeError);
          return;
        }
        expect(moved).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(addDays(moved, -days)).toBe(datum);
      }),
      { seed: SEED, numRuns: 2000 },
    );
  });

  it('a task’s planned end is found for any stored duration', () => {
    const start = new Date('2030-03-04T08:00:00Z');
    for (const hours of [Number.POSITIVE_INFINITY, Number.NaN, -5, 1e12, 999_999.99])
      expect(Number.isNaN(plannedEnd(start, hours).getTime())).toBe(false);
  });
});
