import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatTime, parseTime } from './time.ts';

const MIN = 60_000;
const H = 60 * MIN;

describe('parseTime (TIME)', () => {
  it.each<[string, number]>([
    ['08:30', 8 * H + 30 * MIN],
    ['8:30', 8 * H + 30 * MIN],
    ['00:00', 0],
    ['36:15', 36 * H + 15 * MIN],
    ['1.5', 90 * MIN],
    ['1,5', 90 * MIN],
    ['2', 2 * H],
    ['.25', 15 * MIN],
    ['0,1', 6 * MIN],
  ])('%j is %d ms', (text, millis) => {
    expect(parseTime(text)).toEqual({ ok: true, value: millis });
  });

  it.each(['8:5', '8:60', '8:', ':30', 'a:30', '1.5.5', '-1', '1h', '8:30:00', '.', '1,'])('rejects %j', (text) => {
    expect(parseTime(text)).toEqual({ ok: false, error: { code: 'INVALID_TIME' } });
  });
});

describe('formatTime', () => {
  it.each<[number, string]>([
    [0, '00:00'],
    [90 * MIN, '01:30'],
    [36 * H + 15 * MIN, '36:15'],
    [89.6 * MIN, '01:30'],
  ])('%d ms is %j', (millis, text) => {
    expect(formatTime(millis)).toBe(text);
  });

  it('formats whole minutes that parse back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (minutes) => {
        expect(parseTime(formatTime(minutes * MIN))).toEqual({ ok: true, value: minutes * MIN });
      }),
    );
  });
});
