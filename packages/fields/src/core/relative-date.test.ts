import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { MONTH_MILLIS, YEAR_MILLIS, formatRelativeDate, relativeDateParts } from './relative-date.ts';

const S = 1_000;
const MIN = 60 * S;
const H = 60 * MIN;
const D = 24 * H;
const now = Date.UTC(2026, 10, 21, 12);

describe('relative dates', () => {
  it('uses the spec lengths of year and month', () => {
    expect(YEAR_MILLIS).toBe(31_557_600_000);
    expect(MONTH_MILLIS).toBe(2_629_800_000);
  });

  it.each<[number, string]>([
    [0, 'just now'],
    [59 * S, 'just now'],
    [60 * S, '1 minute ago'],
    [5 * MIN, '5 minutes ago'],
    [29 * MIN + 59 * S, '29 minutes ago'],
    [30 * MIN, 'about half an hour ago'],
    [44 * MIN, 'about half an hour ago'],
    [45 * MIN, 'about an hour ago'],
    [89 * MIN, 'about an hour ago'],
    [90 * MIN, 'about an hour ago'],
    [119 * MIN, 'about an hour ago'],
    [2 * H, '2 hours ago'],
    [23 * H + 59 * MIN, '23 hours ago'],
    [24 * H, '1 day ago'],
    [6 * D + 23 * H, '6 days ago'],
    [7 * D, '1 week ago'],
    [34 * D, '4 weeks ago'],
    [35 * D, '1 month ago'],
    [11 * MONTH_MILLIS + D, '11 months ago'],
    [YEAR_MILLIS, '1 year ago'],
    [5 * YEAR_MILLIS + D, '5 years ago'],
  ])('%d ms in the past is %j', (ago, text) => {
    expect(formatRelativeDate(now - ago, now)).toBe(text);
  });

  it.each<[number, string]>([
    [30 * S, 'just now'],
    [10 * MIN, 'in 10 minutes'],
    [35 * MIN, 'in about half an hour'],
    [50 * MIN, 'in about an hour'],
    [5 * H, 'in 5 hours'],
    [3 * D, 'in 3 days'],
    [14 * D, 'in 2 weeks'],
    [3 * MONTH_MILLIS, 'in 3 months'],
    [2 * YEAR_MILLIS, 'in 2 years'],
  ])('%d ms in the future is %j', (ahead, text) => {
    expect(formatRelativeDate(now + ahead, now)).toBe(text);
  });

  it('gives structured parts for translation', () => {
    expect(relativeDateParts(now - 3 * D, now)).toEqual({
      unit: 'day',
      count: 3,
      direction: 'past',
      approximate: false,
    });
    expect(relativeDateParts(now + 40 * MIN, now)).toEqual({
      unit: 'halfHour',
      count: 1,
      direction: 'future',
      approximate: true,
    });
  });

  it('measures elapsed time across DST changes', () => {
    const timeZone = 'Europe/Belgrade';
    // From Saturday noon to Sunday noon across the spring change is 23 hours.
    const before = new TZDate(2026, 2, 28, 12, 0, timeZone);
    const after = new TZDate(2026, 2, 29, 12, 0, timeZone);
    expect(formatRelativeDate(before, after)).toBe('23 hours ago');
    const sydneyBefore = new TZDate(2026, 3, 4, 12, 0, 'Australia/Sydney');
    const sydneyAfter = new TZDate(2026, 3, 5, 12, 0, 'Australia/Sydney');
    expect(formatRelativeDate(sydneyBefore, sydneyAfter)).toBe('1 day ago');
    const newYork = new TZDate(2026, 2, 8, 1, 0, 'America/New_York');
    // 01:00 to 03:30 on the wall clock, but only 90 minutes pass.
    expect(formatRelativeDate(new TZDate(2026, 2, 8, 3, 30, 'America/New_York'), newYork)).toBe('in about an hour');
  });
});
