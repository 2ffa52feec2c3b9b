// The examples of README.md, kept honest.
import { describe, expect, it } from 'vitest';
import {
  addClock,
  adjustedUnitValue,
  compareTo,
  dateFromWire,
  derivePropertyValues,
  formatClock,
  formatCurrency,
  formatDate,
  formatDistance,
  formatDouble,
  formatDurationMillis,
  formatEntry,
  formatNumber,
  formatRelativeDate,
  messageFor,
  parseClock,
  parseCurrency,
  parseDate,
  parseDurationDays,
  parseDurationMillis,
  parseEntry,
  parseInteger,
  parseRouteId,
  readServerReply,
  resolveLocale,
  toNumberOrZero,
  validateEntry,
  validateMaticniBroj,
} from './index.ts';

describe('README examples', () => {
  it('results and messages', () => {
    const result = parseInteger('12,5');
    expect(!result.ok && messageFor(result.error.code)).toBe('invalid data');
  });

  it('entry types', () => {
    expect(parseEntry('DOUBLE', '4,25', { locale: 'sr' })).toEqual({ ok: true, value: 4.25 });
    expect(parseEntry('DOUBLE', '4.25', { locale: 'sr' })).toEqual({ ok: false, error: { code: 'INVALID_NUMBER' } });
    expect(parseEntry('INTEGER', '   ')).toEqual({ ok: true, value: null });
    expect(validateEntry('EMAIL', 'ana@')).toEqual({ code: 'INVALID_EMAIL' });
    expect(formatEntry('CURRENCY', 1234.5, { locale: 'sr' })).toBe('1.234,50 €');
    expect(formatEntry('DURATIONMILLIS', 43_200_000, { mode: 'working' })).toBe('1D 2H');
  });

  it('locales', () => {
    expect(formatNumber(1234567.891, { locale: 'sr', pattern: '#,##0.00' })).toBe('1.234.567,89');
    expect(formatNumber(1234567.891, { locale: 'en', pattern: '#,##0.00' })).toBe('1,234,567.89');
    expect(resolveLocale('en_US')).toBe('en');
    expect(resolveLocale('sr-Latn')).toBe('sr');
    expect(formatDouble(1234.5, { locale: 'sr' })).toBe('1234,50');
    expect(parseCurrency('-1.234,56 €', { locale: 'sr' })).toEqual({ ok: true, value: -1234.56 });
    expect(parseCurrency('€-1,234.56', { locale: 'en' })).toEqual({ ok: true, value: -1234.56 });
    expect(formatCurrency(-1234.56, { locale: 'en' })).toBe('-€1,234.56');
    expect(formatCurrency(1500, { locale: 'sr', symbol: 'RSD', decimals: 0 })).toBe('1.500 RSD');
    expect(toNumberOrZero('abc')).toBe(0);
  });

  it('durations', () => {
    expect(parseDurationMillis('1W', { mode: 'working' })).toEqual({ ok: true, value: 180_000_000 });
    expect(parseDurationMillis('1W')).toEqual({ ok: true, value: 604_800_000 });
    expect(parseDurationMillis('2:30')).toEqual({ ok: true, value: 9_000_000 });
    expect(parseDurationDays('1M', { mode: 'working', workingDaysPerWeek: 6 })).toEqual({ ok: true, value: 24 });
    expect(formatDurationMillis(45_000_000, { mode: 'working' })).toBe('1D 2H 30m');
  });

  it('dates', () => {
    const now = new Date(2026, 10, 21, 10, 0);
    const lw = parseDate('lw', { now });
    expect(lw.ok && lw.value.getTime()).toBe(new Date(2026, 10, 9).getTime());
    const us = parseDate('11/21/2026', { format: 'MM/dd/yyyy' });
    expect(us.ok && us.value.getTime()).toBe(new Date(2026, 10, 21).getTime());
    expect(formatDate(new Date(2026, 10, 21), { format: 'dd.MM.yyyy' })).toBe('21.11.2026');
    expect(formatDate(Date.UTC(2026, 10, 21, 23, 30), { timeZone: 'Europe/Belgrade' })).toBe('22/11/2026');
    expect(formatRelativeDate(now.getTime() - 40 * 60_000, now)).toBe('about half an hour ago');
  });

  it('product rules', () => {
    expect(validateMaticniBroj('123456789', 1)).toEqual({ ok: false, error: { code: 'REGISTRY_NUMBER_TOO_LONG' } });
    expect(validateMaticniBroj('1234567890123', 2).ok).toBe(true);
    expect(compareTo('secret', 'Secret')).toEqual({ ok: false, error: { code: 'PASSWORD_MISMATCH' } });
    expect(formatDistance(1500)).toBe('1500 m');
    expect(formatDistance(2345, { locale: 'sr' })).toBe('2,35 km');
    expect(parseRouteId('12345678')).toEqual({ ok: true, value: 12345678 });
    expect(dateFromWire('0001-01-01T00:00:00Z')).toBeNull();
    expect(adjustedUnitValue(10, 1500)).toBeCloseTo(1650, 10);
    expect(
      derivePropertyValues({ kvadratura: 60, trazenaCena: 100_000, umanjenje: 10, trzisnaZakupnina: 450 }),
    ).toEqual({ jedinicnaCena: 1667, korigovanaCena: 90000, jedCenaNakonKor: 1500, jedinicnaCenaZakupnine: 7.5 });
    const day = parseClock('07:45:30');
    expect(day.ok && formatClock(addClock(day.value, { hours: 1, minutes: 20, seconds: 45 }))).toBe('09:06:15');
    expect(
      readServerReply({
        ok: false,
        message: 'Pravno lice već postoji u bazi',
        clientEntryErrors: [{ name: 'maticniBroj', error: 'Već postoji' }],
      }),
    ).toEqual({ alert: 'ERROR: Pravno lice već postoji u bazi', fieldErrors: { maticniBroj: 'Već postoji' } });
  });
});
