import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDouble,
  formatInteger,
  formatNumber,
  parseDouble,
  parseInteger,
  parsePercentile,
  roundTo,
  toNumberOrZero,
} from './numbers.ts';
import type { FieldLocale } from './types.ts';

const LOCALES: FieldLocale[] = ['sr', 'en'];

describe('parseInteger', () => {
  it.each([
    ['0', 0],
    ['42', 42],
    ['+42', 42],
    ['-42', -42],
    ['-0', 0],
    ['  7  ', 7],
    ['007', 7],
    ['9007199254740991', 9007199254740991],
  ])('reads %j as %d', (text, value) => {
    expect(parseInteger(text)).toEqual({ ok: true, value });
  });

  it.each([['1.5'], ['1,5'], ['abc'], ['1a'], ['--1'], ['+'], ['-'], ['1 000'], ['1e3'], ['0x10']])(
    'rejects %j',
    (text) => {
      expect(parseInteger(text)).toEqual({ ok: false, error: { code: 'INVALID_INTEGER' } });
    },
  );

  it('rejects blank input as EMPTY and unsafe integers as OUT_OF_RANGE', () => {
    expect(parseInteger('  ')).toEqual({ ok: false, error: { code: 'EMPTY' } });
    expect(parseInteger('9007199254740993')).toEqual({ ok: false, error: { code: 'OUT_OF_RANGE' } });
  });

  it('accepts well placed grouping only when asked', () => {
    expect(parseInteger('1.234.567', { locale: 'sr', allowGrouping: true })).toEqual({ ok: true, value: 1234567 });
    expect(parseInteger('1,234,567', { locale: 'en', allowGrouping: true })).toEqual({ ok: true, value: 1234567 });
    expect(parseInteger('1.234.567', { locale: 'sr' }).ok).toBe(false);
    expect(parseInteger('12.34', { locale: 'sr', allowGrouping: true }).ok).toBe(false);
    expect(parseInteger('1234.567', { locale: 'sr', allowGrouping: true }).ok).toBe(false);
  });
});

describe('parseDouble', () => {
  it.each<[FieldLocale, string, number]>([
    ['sr', '12,5', 12.5],
    ['sr', '-0,25', -0.25],
    ['sr', ',5', 0.5],
    ['sr', '3', 3],
    ['en', '12.5', 12.5],
    ['en', '+0.001', 0.001],
    ['en', '.5', 0.5],
  ])('%s reads %j as %d', (locale, text, value) => {
    expect(parseDouble(text, { locale })).toEqual({ ok: true, value });
  });

  it.each<[FieldLocale, string]>([
    ['sr', '12.5'],
    ['en', '12,5'],
    ['sr', '1,2,3'],
    ['sr', '12,'],
    ['en', '1.2.3'],
    ['en', 'NaN'],
    ['en', 'Infinity'],
    ['en', '1e5'],
  ])('%s rejects %j', (locale, text) => {
    expect(parseDouble(text, { locale })).toEqual({ ok: false, error: { code: 'INVALID_NUMBER' } });
  });

  it('reads Serbian display numbers with grouping when asked', () => {
    expect(parseDouble('1.234,56', { locale: 'sr', allowGrouping: true })).toEqual({ ok: true, value: 1234.56 });
    expect(parseDouble('1,234.56', { locale: 'en', allowGrouping: true })).toEqual({ ok: true, value: 1234.56 });
  });

  it('defaults to Serbian separators', () => {
    expect(parseDouble('2,5')).toEqual({ ok: true, value: 2.5 });
  });
});

describe('parsePercentile', () => {
  it('reads the number as typed and tolerates a trailing %', () => {
    expect(parsePercentile('12,5', { locale: 'sr' })).toEqual({ ok: true, value: 12.5 });
    expect(parsePercentile('12.5 %', { locale: 'en' })).toEqual({ ok: true, value: 12.5 });
    expect(parsePercentile('-3%', { locale: 'en' })).toEqual({ ok: true, value: -3 });
    expect(parsePercentile('%', { locale: 'en' }).ok).toBe(false);
    expect(parsePercentile('12.5', { locale: 'sr' }).ok).toBe(false);
  });
});

describe('formatNumber', () => {
  it.each<[number, FieldLocale, string | undefined, string]>([
    [1234.5, 'sr', undefined, '1234,50'],
    [1234.5, 'en', undefined, '1234.50'],
    [1234567.891, 'sr', '#,##0.00', '1.234.567,89'],
    [1234567.891, 'en', '#,##0.00', '1,234,567.89'],
    [1.005, 'en', '0.00', '1.01'],
    [-1.005, 'en', '0.00', '-1.01'],
    [-0.001, 'en', '0.00', '0.00'],
    [0.5, 'sr', '0.###', '0,5'],
    [2, 'sr', '0.###', '2'],
    [999.999, 'en', '#,##0.00', '1,000.00'],
    [12, 'en', '000', '012'],
  ])('%d in %s with %s is %j', (value, locale, pattern, text) => {
    expect(formatNumber(value, { locale, pattern })).toBe(text);
  });

  it('gives an empty string for non-finite values', () => {
    expect(formatNumber(Number.NaN)).toBe('');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('');
  });

  it('formats integers with Serbian and English grouping', () => {
    expect(formatInteger(1234567, { locale: 'sr', grouping: true })).toBe('1.234.567');
    expect(formatInteger(1234567, { locale: 'en', grouping: true })).toBe('1,234,567');
    expect(formatInteger(-5)).toBe('-5');
  });

  it('rounds half away from zero', () => {
    expect(roundTo(2.675, 2)).toBe(2.68);
    expect(roundTo(-2.5, 0)).toBe(-3);
    expect(roundTo(-0.4, 0)).toBe(0);
    expect(Object.is(roundTo(-0.4, 0), -0)).toBe(false);
  });
});

describe('toNumberOrZero (agreed price, area, price)', () => {
  it.each<[unknown, number]>([
    [12.5, 12.5],
    ['12,5', 12.5],
    ['1.234,5', 1234.5],
    ['abc', 0],
    ['', 0],
    [null, 0],
    [undefined, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [{}, 0],
  ])('%j becomes %d', (input, value) => {
    expect(toNumberOrZero(input)).toBe(value);
  });

  it('reads English text when told', () => {
    expect(toNumberOrZero('1,234.5', { locale: 'en' })).toBe(1234.5);
  });
});

describe('round trips', () => {
  it.each(LOCALES)('integers format and parse back in %s', (locale) => {
    fc.assert(
      fc.property(
        fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
        fc.boolean(),
        (n, grouping) => {
          const text = formatInteger(n, { locale, grouping });
          expect(parseInteger(text, { locale, allowGrouping: grouping })).toEqual({ ok: true, value: n });
        },
      ),
    );
  });

  it.each(LOCALES)('two-decimal numbers format (##0.00 and #,##0.00) and parse back in %s', (locale) => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), fc.boolean(), (cents, grouping) => {
        const value = cents / 100;
        const text = formatDouble(value, { locale, pattern: grouping ? '#,##0.00' : '##0.00' });
        expect(parseDouble(text, { locale, allowGrouping: grouping })).toEqual({ ok: true, value: value + 0 });
      }),
    );
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(typeof parseDouble(text).ok).toBe('boolean');
        expect(typeof parseInteger(text).ok).toBe('boolean');
      }),
    );
  });
});
