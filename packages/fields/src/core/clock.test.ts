import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addClock,
  clockFromSeconds,
  clockToSeconds,
  compareClock,
  formatClock,
  parseClock,
  subtractClock,
  sumClocks,
} from './clock.ts';
import type { ClockTime } from './types.ts';

function clock(text: string): ClockTime {
  const result = parseClock(text);
  if (!result.ok) throw new Error(`bad clock ${text}`);
  return result.value;
}

describe('HH:mm:ss arithmetic', () => {
  it.each([
    ['08:30:00', { negative: false, hours: 8, minutes: 30, seconds: 0 }],
    ['8:05', { negative: false, hours: 8, minutes: 5, seconds: 0 }],
    ['123:59:59', { negative: false, hours: 123, minutes: 59, seconds: 59 }],
    ['-01:00:00', { negative: true, hours: 1, minutes: 0, seconds: 0 }],
    ['-00:00:00', { negative: false, hours: 0, minutes: 0, seconds: 0 }],
  ])('parses %j', (text, value) => {
    expect(parseClock(text)).toEqual({ ok: true, value });
  });

  it.each(['08:60:00', '08:30:60', '8:3', 'ab:cd', '08-30-00', ''])('rejects %j', (text) => {
    expect(parseClock(text)).toEqual({ ok: false, error: { code: 'INVALID_CLOCK' } });
  });

  it.each([
    ['00:00:59', '00:00:01', '00:01:00'],
    ['00:59:59', '00:00:01', '01:00:00'],
    ['07:45:30', '01:20:45', '09:06:15'],
    ['23:30:00', '01:00:00', '24:30:00'],
    ['-01:00:00', '00:30:00', '-00:30:00'],
  ])('%s + %s = %s (60/60 carry)', (a, b, sum) => {
    expect(formatClock(addClock(clock(a), clock(b)))).toBe(sum);
  });

  it.each([
    ['01:00:00', '00:00:01', '00:59:59'],
    ['09:06:15', '01:20:45', '07:45:30'],
    ['08:00:00', '08:30:00', '-00:30:00'],
    ['08:00:00', '08:00:00', '00:00:00'],
  ])('%s - %s = %s (borrowing)', (a, b, difference) => {
    expect(formatClock(subtractClock(clock(a), clock(b)))).toBe(difference);
  });

  it('compares', () => {
    expect(compareClock(clock('08:00:00'), clock('07:59:59'))).toBe(1);
    expect(compareClock(clock('07:59:59'), clock('08:00:00'))).toBe(-1);
    expect(compareClock(clock('8:00'), clock('08:00:00'))).toBe(0);
    expect(compareClock(clock('-00:00:01'), clock('00:00:00'))).toBe(-1);
  });

  it('sums a month of day totals', () => {
    const days = Array.from({ length: 22 }, () => clock('08:15:45'));
    expect(formatClock(sumClocks(days))).toBe('181:46:30');
  });

  it('normalises overflowing minutes and seconds when formatting', () => {
    expect(formatClock({ hours: 1, minutes: 75, seconds: 90 })).toBe('02:16:30');
  });

  it('round-trips seconds and text', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e8, max: 1e8 }), (seconds) => {
        const time = clockFromSeconds(seconds);
        expect(clockToSeconds(time)).toBe(seconds);
        const parsed = parseClock(formatClock(time));
        expect(parsed.ok && clockToSeconds(parsed.value)).toBe(seconds);
      }),
    );
  });

  it('adds like integers', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e7, max: 1e7 }), fc.integer({ min: -1e7, max: 1e7 }), (a, b) => {
        const sum = addClock(clockFromSeconds(a), clockFromSeconds(b));
        expect(clockToSeconds(sum)).toBe(a + b);
        expect(sum.minutes).toBeLessThan(60);
        expect(sum.seconds).toBeLessThan(60);
      }),
    );
  });
});
