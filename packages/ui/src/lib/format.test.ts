import { describe, expect, it } from 'vitest';
import { formatDecimal, formatDistance, formatEuro, formatNumber, toIntlLocale } from './format.ts';

describe('formatDistance', () => {
  it.each([
    [0, '0 m'],
    [12.4, '12 m'],
    [999.6, '1.000 m'],
    [1999.4, '1.999 m'],
    [2000, '2.000 m'],
    [2000.4, '2,00 km'],
    [2345.678, '2,35 km'],
    [15_000, '15,00 km'],
    [1_234_567, '1.234,57 km'],
  ])('%d m → %s', (meters, expected) => {
    expect(formatDistance(meters)).toBe(expected);
  });
  it('keeps the product’s separators in English too (part 1 §9)', () => {
    expect(formatDistance(2345.678, 'en-US')).toBe('2,35 km');
    expect(formatDistance(1500, 'en-US')).toBe('1.500 m');
  });
  it('returns empty text for invalid distances', () => {
    expect(formatDistance(Number.NaN)).toBe('');
    expect(formatDistance(-1)).toBe('');
  });
});

describe('formatNumber', () => {
  it('groups thousands with a dot in Serbian', () => {
    expect(formatNumber(1234567)).toBe('1.234.567');
    expect(formatNumber(1234.5, 2)).toBe('1.234,50');
    expect(formatEuro(1250)).toBe('1.250 €');
  });
  it('groups thousands with a dot in English too: the spec’s separator is the product’s, not the language’s', () => {
    expect(formatNumber(1234567, 0, 'en_US')).toBe('1.234.567');
    expect(formatNumber(1234.5, 2, 'en-US')).toBe('1.234,50');
    expect(formatEuro(1250, 0, 'en_US')).toBe('1.250 €');
  });
  it('writes as many decimals as needed up to a limit', () => {
    expect(formatDecimal(1234.5)).toBe('1.234,5');
    expect(formatDecimal(2)).toBe('2');
    expect(formatDecimal(0.125, 2)).toBe('0,13');
  });
});

describe('toIntlLocale', () => {
  it.each([
    ['sr', 'sr-Latn-RS'],
    ['en_US', 'en-US'],
    ['en-US', 'en-US'],
    [undefined, 'sr-Latn-RS'],
    ['not a locale!', 'sr-Latn-RS'],
  ])('%s → %s', (locale, expected) => {
    expect(toIntlLocale(locale)).toBe(expected);
  });
  it('lets formatters take the product codes', () => {
    expect(formatNumber(1234.5, 2, 'en_US')).toBe('1.234,50');
    expect(formatNumber(1234.5, 2, 'sr')).toBe('1.234,50');
  });
});
