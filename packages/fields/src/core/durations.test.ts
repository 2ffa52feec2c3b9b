import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WORKING_DAY_MILLIS,
  daysToMillis,
  durationUnits,
  formatDurationDays,
  formatDurationMillis,
  millisToDays,
  parseDurationDays,
  parseDurationMillis,
} from './durations.ts';
import type { DurationOptions, FieldLocale } from './types.ts';

const S = 1_000;
const MIN = 60 * S;
const H = 60 * MIN;
const DAY = 24 * H;
const WORK_DAY = 10 * H;
const calendar: DurationOptions = { mode: 'calendar' };
const working: DurationOptions = { mode: 'working' };

describe('durationUnits', () => {
  it('uses calendar lengths: year 365 days, month 30, week 7, day 24 h', () => {
    expect(durationUnits(calendar)).toEqual({ Y: 365 * DAY, M: 30 * DAY, W: 7 * DAY, D: DAY, H, m: MIN, S });
  });

  it('uses working lengths: 52 working weeks, 4 working weeks, 5 working days, a 10 h day', () => {
    expect(DEFAULT_WORKING_DAY_MILLIS).toBe(36_000_000);
    expect(durationUnits(working)).toEqual({
      Y: 52 * 5 * WORK_DAY,
      M: 4 * 5 * WORK_DAY,
      W: 5 * WORK_DAY,
      D: WORK_DAY,
      H,
      m: MIN,
      S,
    });
  });

  it('takes the working-day length and working days per week as options', () => {
    const units = durationUnits({ mode: 'working', workingDayMillis: 8 * H, workingDaysPerWeek: 6 });
    expect(units.D).toBe(8 * H);
    expect(units.W).toBe(48 * H);
    expect(units.M).toBe(4 * 48 * H);
    expect(units.Y).toBe(52 * 48 * H);
  });

  it('defaults to calendar mode', () => {
    expect(durationUnits()).toEqual(durationUnits(calendar));
  });
});

describe('parseDurationMillis', () => {
  it.each<[string, number, number]>([
    // text, calendar ms, working ms
    ['1Y', 365 * DAY, 52 * 5 * WORK_DAY],
    ['1M', 30 * DAY, 20 * WORK_DAY],
    ['1W', 7 * DAY, 5 * WORK_DAY],
    ['1w', 7 * DAY, 5 * WORK_DAY],
    ['1D', DAY, WORK_DAY],
    ['2d', 2 * DAY, 2 * WORK_DAY],
    ['3H', 3 * H, 3 * H],
    ['3h', 3 * H, 3 * H],
    ['45m', 45 * MIN, 45 * MIN],
    ['30S', 30 * S, 30 * S],
    ['30s', 30 * S, 30 * S],
    ['1:30', 90 * MIN, 90 * MIN],
    ['10:05', 10 * H + 5 * MIN, 10 * H + 5 * MIN],
    ['1.5', 90 * MIN, 90 * MIN],
    ['1,5', 90 * MIN, 90 * MIN],
    ['2', 2 * H, 2 * H],
    ['0', 0, 0],
    ['0D', 0, 0],
    ['-0', 0, 0],
    ['1.5D', 1.5 * DAY, 1.5 * WORK_DAY],
    ['1D 2H 30m', DAY + 2 * H + 30 * MIN, WORK_DAY + 2 * H + 30 * MIN],
    ['1D2H30m', DAY + 2 * H + 30 * MIN, WORK_DAY + 2 * H + 30 * MIN],
    ['2W 1D 1:15', 15 * DAY + 75 * MIN, 11 * WORK_DAY + 75 * MIN],
    ['1M 3m', 30 * DAY + 3 * MIN, 20 * WORK_DAY + 3 * MIN],
    ['-2D', -2 * DAY, -2 * WORK_DAY],
    ['+2D', 2 * DAY, 2 * WORK_DAY],
    ['0.5S', 500, 500],
    [' 4H ', 4 * H, 4 * H],
  ])('%j is %d ms in calendar mode and %d ms in working mode', (text, calendarMillis, workingMillis) => {
    expect(parseDurationMillis(text, calendar)).toEqual({ ok: true, value: calendarMillis });
    expect(parseDurationMillis(text, working)).toEqual({ ok: true, value: workingMillis });
  });

  it.each(['1X', 'D', '1D1D', '1:5', '1:60', '1.5:30', '1 2', 'abc', '--1', '1D -2H', '1D,', '1:30 2:00', '1e3'])(
    'rejects %j',
    (text) => {
      expect(parseDurationMillis(text)).toEqual({ ok: false, error: { code: 'INVALID_DURATION' } });
    },
  );

  it('keeps a zero duration exactly 0, never -0', () => {
    const result = parseDurationMillis('-0D');
    expect(result.ok && Object.is(result.value, 0)).toBe(true);
  });
});

describe('parseDurationDays', () => {
  it.each<[string, number, number]>([
    ['12', 12, 12],
    ['1D', 1, 1],
    ['1W', 7, 5],
    ['1M', 30, 20],
    ['1Y', 365, 260],
    ['1W 2D', 9, 7],
    ['-3', -3, -3],
    ['0', 0, 0],
    ['1.5', 1.5, 1.5],
  ])('%j is %d calendar days and %d working days', (text, calendarDays, workingDays) => {
    expect(parseDurationDays(text, calendar)).toEqual({ ok: true, value: calendarDays });
    expect(parseDurationDays(text, working)).toEqual({ ok: true, value: workingDays });
  });

  it('counts working days per week from the options', () => {
    expect(parseDurationDays('2W', { mode: 'working', workingDaysPerWeek: 6 })).toEqual({ ok: true, value: 12 });
  });

  it.each(['3H', '1:30', '10m', '5S', 'x', '1W1W'])('rejects %j (hours, minutes and seconds are not days)', (text) => {
    expect(parseDurationDays(text)).toEqual({ ok: false, error: { code: 'INVALID_DURATION' } });
  });
});

describe('formatDurationMillis', () => {
  it.each<[number, DurationOptions, string]>([
    [0, working, '0'],
    [WORK_DAY + 2 * H + 30 * MIN, working, '1D 2H 30m'],
    [DAY + H, calendar, '1D 1H'],
    [7 * WORK_DAY, working, '7D'],
    [-2 * H, working, '-2H'],
    [1_500, { mode: 'calendar', locale: 'sr' }, '1,5S'],
    [1_500, { mode: 'calendar', locale: 'en' }, '1.5S'],
    [61_001, calendar, '1m 1,001S'],
  ])('%d ms is %j', (millis, options, text) => {
    expect(formatDurationMillis(millis, options)).toBe(text);
  });
});

describe('days and millis', () => {
  it('converts with the day length of the mode', () => {
    expect(daysToMillis(2, working)).toBe(2 * WORK_DAY);
    expect(daysToMillis(2, calendar)).toBe(2 * DAY);
    expect(millisToDays(3 * WORK_DAY, working)).toBe(3);
    expect(formatDurationDays(2.5, { locale: 'sr' })).toBe('2,5');
    expect(formatDurationDays(0)).toBe('0');
  });
});

describe('duration round trips', () => {
  const modes = fc.constantFrom<DurationOptions['mode']>('calendar', 'working');
  const locales = fc.constantFrom<FieldLocale>('sr', 'en');

  it('formatDurationMillis then parseDurationMillis gives the milliseconds back', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), modes, locales, (millis, mode, locale) => {
        const options = { mode, locale };
        expect(parseDurationMillis(formatDurationMillis(millis, options), options)).toEqual({
          ok: true,
          value: millis + 0,
        });
      }),
    );
  });

  it('honours custom working days when round-tripping', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.integer({ min: 1, max: 24 }),
        fc.integer({ min: 1, max: 7 }),
        (millis, hours, days) => {
          const options = { mode: 'working' as const, workingDayMillis: hours * H, workingDaysPerWeek: days };
          expect(parseDurationMillis(formatDurationMillis(millis, options), options)).toEqual({
            ok: true,
            value: millis,
          });
        },
      ),
    );
  });

  it('formatDurationDays then parseDurationDays gives the days back', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e6, max: 1e6 }),
        fc.integer({ min: 0, max: 9 }),
        locales,
        (whole, tenth, locale) => {
          const days = whole + (Math.sign(whole || 1) * tenth) / 10;
          expect(parseDurationDays(formatDurationDays(days, { locale }), { locale })).toEqual({
            ok: true,
            value: days + 0,
          });
        },
      ),
    );
  });
});
