import { describe, expect, it } from 'vitest';
import { firmToday, firmTodayDate, formatDay, formatInstantDate, formatInstantTime } from './format.ts';

describe('formatting in the firm’s time zone', () => {
  it('writes days as dd/MM/yyyy', () => {
    expect(formatDay('2026-11-20')).toBe('20/11/2026');
    expect(formatDay('2026-03-05T12:00:00Z')).toBe('05/03/2026');
  });

  it('shows instants in Belgrade time and the sentinel as a dash', () => {
    expect(formatInstantTime('2026-11-20T07:54:09Z', 'sr-Latn-RS')).toBe('08:54:09');
    expect(formatInstantTime('2026-07-20T07:54:00Z', 'en-US')).toBe('09:54:00');
    expect(formatInstantTime('2026-07-20T12:05:30Z', 'en-US')).toBe('14:05:30');
    expect(formatInstantTime('0001-01-01T00:00:00Z', 'sr-Latn-RS')).toBe('—');
    expect(formatInstantDate('2026-11-20T23:30:00Z')).toBe('21/11/2026');
    expect(formatInstantDate('')).toBe('—');
  });

  it('knows the firm’s today across midnight UTC', () => {
    expect(firmToday(new Date('2026-11-20T23:30:00Z'))).toBe('2026-11-21');
  });

  it('gives the firm’s today as the local midnight of that day, for date pickers', () => {
    const day = firmTodayDate(new Date('2026-11-20T23:30:00Z'));
    expect([day.getFullYear(), day.getMonth() + 1, day.getDate(), day.getHours(), day.getMinutes()]).toEqual([
      2026, 11, 21, 0, 0,
    ]);
  });
});
