import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCurrency, parseCurrency } from './currency.ts';
import type { FieldLocale } from './types.ts';

describe('parseCurrency', () => {
  it.each<[FieldLocale, string, number]>([
    ['sr', '1.234,56 €', 1234.56],
    ['sr', '1.234,56€', 1234.56],
    ['sr', '-1.234,56 €', -1234.56],
    ['sr', '€ -1.234,56', -1234.56],
    ['sr', '1234,5', 1234.5],
    ['sr', '12.345.678 RSD', 12345678],
    ['sr', '100 din.', 100],
    ['sr', 'EUR 5', 5],
    ['sr', '0,00 €', 0],
    ['sr', '-0 €', 0],
    ['en', '€1,234.56', 1234.56],
    ['en', '-€1,234.56', -1234.56],
    ['en', '€-1,234.56', -1234.56],
    ['en', '$ 99.90', 99.9],
    ['en', '1,234,567.8 EUR', 1234567.8],
    ['en', '1234.56', 1234.56],
  ])('%s reads %j as %d', (locale, text, value) => {
    expect(parseCurrency(text, { locale })).toEqual({ ok: true, value });
  });

  it.each<[FieldLocale, string]>([
    ['sr', '1,234.56 €'],
    ['sr', '12.34 €'],
    ['en', '1.234,56'],
    ['en', '€€5'],
    ['en', '--5'],
    ['en', '5 € €'],
    ['en', '€'],
    ['en', 'five'],
    ['en', '1,23'],
    // more decimals than cents: the other locale's grouping, never read as a small amount
    ['en', '156.000'],
    ['en', '€1.500'],
    ['sr', '156,000'],
    ['sr', '1,235 €'],
  ])('%s rejects %j', (locale, text) => {
    expect(parseCurrency(text, { locale })).toEqual({ ok: false, error: { code: 'INVALID_CURRENCY' } });
  });

  it('takes as many decimals as the currency has', () => {
    expect(parseCurrency('156.000', { locale: 'en', decimals: 3 })).toEqual({ ok: true, value: 156 });
    expect(parseCurrency('156.5', { locale: 'en', decimals: 0 })).toEqual({
      ok: false,
      error: { code: 'INVALID_CURRENCY' },
    });
    expect(parseCurrency('156.000', { locale: 'sr' })).toEqual({ ok: true, value: 156_000 });
  });

  it('knows a custom symbol', () => {
    expect(parseCurrency('CHF 12.50', { locale: 'en', symbol: 'CHF' })).toEqual({ ok: true, value: 12.5 });
  });
});

describe('formatCurrency', () => {
  it.each<[number, FieldLocale, string]>([
    [1234.56, 'sr', '1.234,56 €'],
    [-1234.56, 'sr', '-1.234,56 €'],
    [1234.56, 'en', '€1,234.56'],
    [-1234.56, 'en', '-€1,234.56'],
    [0, 'sr', '0,00 €'],
    [1e6, 'sr', '1.000.000,00 €'],
  ])('%d in %s is %j', (value, locale, text) => {
    expect(formatCurrency(value, { locale })).toBe(text);
  });

  it('honours symbol, position and decimals', () => {
    expect(formatCurrency(1500, { locale: 'sr', symbol: 'RSD', decimals: 0 })).toBe('1.500 RSD');
    expect(formatCurrency(1500, { locale: 'sr', position: 'prefix', symbol: '€' })).toBe('€1.500,00');
    expect(formatCurrency(1500, { locale: 'en', position: 'suffix', symbol: 'EUR' })).toBe('1,500.00 EUR');
    expect(formatCurrency(1500, { locale: 'en', symbol: '' })).toBe('1,500.00');
  });
});

describe('currency round trip', () => {
  it.each<FieldLocale>(['sr', 'en'])('amounts with cents format and parse back in %s', (locale) => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e13, max: 1e13 }),
        fc.constantFrom<'prefix' | 'suffix'>('prefix', 'suffix'),
        fc.constantFrom('€', 'EUR', 'RSD', '$'),
        (cents, position, symbol) => {
          const value = cents / 100;
          const text = formatCurrency(value, { locale, position, symbol });
          expect(parseCurrency(text, { locale })).toEqual({ ok: true, value: value + 0 });
        },
      ),
    );
  });
});
