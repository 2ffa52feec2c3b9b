import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { formatDate } from './dates.ts';
import {
  MISSING_DATE,
  adjustedUnitValue,
  compareTo,
  correctDateRange,
  dateFromWire,
  dateToWire,
  derivePropertyValues,
  formatDistance,
  isMissingDate,
  isSelectableDay,
  isWeekend,
  parseRouteId,
  validateMaticniBroj,
} from './product-rules.ts';
import type { Lice } from './product-rules.ts';

describe('maticni broj (registry number)', () => {
  it.each<[string, Lice, string | null]>([
    ['12345678', 1, null],
    ['123456789', 1, 'REGISTRY_NUMBER_TOO_LONG'],
    ['1234567890123', 2, null],
    ['12345678901234', 2, 'REGISTRY_NUMBER_TOO_LONG'],
    ['123456789', 2, null],
    ['1234a678', 1, 'INVALID_REGISTRY_NUMBER'],
    ['12 34', 2, 'INVALID_REGISTRY_NUMBER'],
    ['-123', 2, 'INVALID_REGISTRY_NUMBER'],
    ['', 1, null],
  ])('%j for lice %d gives %s', (text, lice, code) => {
    expect(validateMaticniBroj(text, lice)).toEqual(code ? { ok: false, error: { code } } : { ok: true, value: text });
  });
});

describe('compareTo (password confirmation)', () => {
  it('moves a corrected day past the days the form forbids: the end forward, the start backward', () => {
    const friday = new Date(Date.UTC(2026, 0, 9, 12));
    const monday = new Date(Date.UTC(2026, 0, 12, 12));
    const isAllowed = (date: Date) => !isWeekend(date, { timeZone: 'UTC' });
    // A start after the end on a Friday: the end is not Saturday but Monday.
    const forward = correctDateRange({ start: friday, end: new Date(Date.UTC(2026, 0, 2, 12)) }, 'start', {
      timeZone: 'UTC',
      isAllowed,
    });
    expect(forward.end).toEqual(monday);
    // An end before the start on a Monday: the start is not Sunday but Friday.
    const backward = correctDateRange({ start: new Date(Date.UTC(2026, 0, 20, 12)), end: monday }, 'end', {
      timeZone: 'UTC',
      isAllowed,
    });
    expect(backward.start).toEqual(friday);
    // Without the option the plain rule stands.
    expect(correctDateRange({ start: friday, end: friday }, 'start').end).toBe(friday);
    expect(correctDateRange({ start: monday, end: friday }, 'start', { timeZone: 'UTC' }).end).toEqual(
      new Date(Date.UTC(2026, 0, 13, 12)),
    );
  });

  it('accepts an equal confirmation and refuses a different one', () => {
    expect(compareTo('Tajna123', 'Tajna123')).toEqual({ ok: true, value: 'Tajna123' });
    expect(compareTo('tajna123', 'Tajna123')).toEqual({ ok: false, error: { code: 'PASSWORD_MISMATCH' } });
    expect(compareTo('', 'x')).toEqual({ ok: false, error: { code: 'PASSWORD_MISMATCH' } });
  });
});

describe('search date-range auto-correct', () => {
  const day = (d: number, m = 10) => new Date(Date.UTC(2026, m, d));

  it('moves the end to start + 1 day when the start passes it', () => {
    expect(correctDateRange({ start: day(20), end: day(10) }, 'start', { timeZone: 'UTC' })).toEqual({
      start: day(20),
      end: day(21),
    });
  });

  it('moves the start to end − 1 day when the end falls before it', () => {
    expect(correctDateRange({ start: day(20), end: day(10) }, 'end', { timeZone: 'UTC' })).toEqual({
      start: day(9),
      end: day(10),
    });
  });

  it('leaves a valid range alone', () => {
    const range = { start: day(1), end: day(2) };
    expect(correctDateRange(range, 'start')).toBe(range);
    expect(correctDateRange(range, 'end')).toBe(range);
  });

  it.each(['Europe/Belgrade', 'America/New_York', 'Australia/Sydney'])(
    'adds a calendar day, not 24 hours, across DST in %s',
    (timeZone) => {
      const springDay: Record<string, [number, number, number]> = {
        'Europe/Belgrade': [2026, 2, 29],
        'America/New_York': [2026, 2, 8],
        'Australia/Sydney': [2026, 9, 4],
      };
      const [y, m, d] = springDay[timeZone] ?? [2026, 0, 1];
      const start = new TZDate(y, m, d, 0, 0, timeZone);
      const corrected = correctDateRange({ start, end: new TZDate(y, m, d - 5, timeZone) }, 'start', { timeZone });
      expect(formatDate(corrected.end, { format: 'dd/MM/yyyy HH:mm', timeZone })).toBe(
        formatDate(new TZDate(y, m, d + 1, timeZone), { format: 'dd/MM/yyyy HH:mm', timeZone }),
      );
      expect(corrected.end.getTime() - start.getTime()).toBe(23 * 3_600_000);
      const back = correctDateRange({ start: new TZDate(y, m, d + 5, timeZone), end: corrected.end }, 'end', {
        timeZone,
      });
      expect(back.start.getTime()).toBe(start.getTime());
    },
  );
});

describe('weekends in pickers', () => {
  it('knows Saturday and Sunday in the zone of the picker', () => {
    expect(isWeekend(new TZDate(2026, 10, 21, 12, 0, 'UTC'), { timeZone: 'UTC' })).toBe(true);
    expect(isWeekend(new TZDate(2026, 10, 22, 12, 0, 'UTC'), { timeZone: 'UTC' })).toBe(true);
    expect(isWeekend(new TZDate(2026, 10, 20, 12, 0, 'UTC'), { timeZone: 'UTC' })).toBe(false);
    // Friday 23:30 in New York is already Saturday in Belgrade.
    const instant = new TZDate(2026, 10, 20, 23, 30, 'America/New_York');
    expect(isWeekend(instant, { timeZone: 'America/New_York' })).toBe(false);
    expect(isWeekend(instant, { timeZone: 'Europe/Belgrade' })).toBe(true);
  });

  it('excludes weekends unless told otherwise', () => {
    const saturday = new TZDate(2026, 10, 21, 'UTC');
    expect(isSelectableDay(saturday, { timeZone: 'UTC' })).toBe(false);
    expect(isSelectableDay(saturday, { timeZone: 'UTC', excludeWeekends: false })).toBe(true);
    expect(isSelectableDay(new TZDate(2026, 10, 23, 'UTC'), { timeZone: 'UTC' })).toBe(true);
  });
});

describe('distance', () => {
  it.each<[number, 'sr' | 'en', string]>([
    [0, 'sr', '0 m'],
    [750, 'sr', '750 m'],
    [1999.6, 'en', '2000 m'],
    [2000, 'sr', '2000 m'],
    [2000.4, 'sr', '2,00 km'],
    [2345, 'sr', '2,35 km'],
    [2345, 'en', '2.35 km'],
    [125_000, 'en', '125.00 km'],
  ])('%d m in %s is %j', (meters, locale, text) => {
    expect(formatDistance(meters, { locale })).toBe(text);
  });
});

describe('route ids', () => {
  it.each([
    ['1', 1],
    ['12345678', 12345678],
    ['00000042', 42],
  ])('accepts %j', (text, value) => {
    expect(parseRouteId(text)).toEqual({ ok: true, value });
  });

  it.each(['', '123456789', '-1', '1.5', 'abc', ' 1', '1e3'])('rejects %j', (text) => {
    expect(parseRouteId(text)).toEqual({ ok: false, error: { code: 'INVALID_ROUTE_ID' } });
  });
});

describe('missing-date sentinel', () => {
  it('is detected and maps to null', () => {
    expect(MISSING_DATE).toBe('0001-01-01T00:00:00Z');
    expect(isMissingDate(MISSING_DATE)).toBe(true);
    expect(isMissingDate('0001-01-01T00:00:00')).toBe(true);
    expect(isMissingDate(new Date(MISSING_DATE))).toBe(true);
    expect(isMissingDate('2026-11-21T00:00:00Z')).toBe(false);
    expect(isMissingDate(null)).toBe(false);
    expect(dateFromWire(MISSING_DATE)).toBeNull();
    expect(dateFromWire(null)).toBeNull();
    expect(dateFromWire('')).toBeNull();
    expect(dateFromWire('nonsense')).toBeNull();
    expect(dateFromWire('2026-11-21T08:00:00Z')?.getTime()).toBe(Date.UTC(2026, 10, 21, 8));
  });

  it('is written for a null date', () => {
    expect(dateToWire(null)).toBe(MISSING_DATE);
    expect(dateToWire(new Date(Date.UTC(2026, 10, 21)))).toBe('2026-11-21T00:00:00.000Z');
  });
});

describe('comparable adjusted unit value', () => {
  it.each<[unknown, unknown, number]>([
    [0, 1500, 1500],
    [10, 1500, 1650],
    [-20, 1500, 1200],
    ['5', '1000', 1050],
    ['x', 1000, 1000],
    [10, 'x', 0],
  ])('(%j + 100) × %j / 100 = %d', (percent, price, value) => {
    expect(adjustedUnitValue(percent, price)).toBeCloseTo(value, 10);
  });
});

describe('property derived values', () => {
  it('computes unit price, corrected price and unit price after correction', () => {
    expect(
      derivePropertyValues({ kvadratura: 60, trazenaCena: 100_000, umanjenje: 10, trzisnaZakupnina: 450 }),
    ).toEqual({
      jedinicnaCena: 1667,
      korigovanaCena: 90_000,
      jedCenaNakonKor: 1500,
      jedinicnaCenaZakupnine: 7.5,
    });
  });

  it('rounds the unit price to 0 decimals and the corrected unit price to 2', () => {
    const values = derivePropertyValues({ kvadratura: 47.3, trazenaCena: 98_765, umanjenje: 7.5 });
    expect(values.jedinicnaCena).toBe(2088);
    expect(values.korigovanaCena).toBe(91_357.63);
    expect(values.jedCenaNakonKor).toBe(1931.45);
    expect(values.jedinicnaCenaZakupnine).toBe(0);
  });

  it.each([0, -5, 'abc', null])('gives all zeros for area %j', (kvadratura) => {
    expect(derivePropertyValues({ kvadratura, trazenaCena: 100_000, umanjenje: 10, trzisnaZakupnina: 450 })).toEqual({
      jedinicnaCena: 0,
      korigovanaCena: 0,
      jedCenaNakonKor: 0,
      jedinicnaCenaZakupnine: 0,
    });
  });

  it('treats invalid prices as 0', () => {
    expect(derivePropertyValues({ kvadratura: 50, trazenaCena: 'n/a' }).jedinicnaCena).toBe(0);
  });
});
