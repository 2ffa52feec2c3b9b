import { TZDate } from '@date-fns/tz';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entryErrorMessage, formatEntry, normalizeEntry, parseEntry, validateEntry } from './entry.ts';
import { FIELD_ERROR_TITLE, INVALID_DATA, INVALID_DATE_MESSAGE, errorIconTitle, messageFor } from './messages.ts';
import { resolveLocale } from './locale.ts';
import { ENTRY_TYPES } from './types.ts';
import type { EntryOptions, EntryType } from './types.ts';

describe('parseEntry', () => {
  it.each(ENTRY_TYPES)('treats empty and blank %s input as valid with a null value', (type) => {
    expect(parseEntry(type, '')).toEqual({ ok: true, value: null });
    expect(parseEntry(type, '   ')).toEqual({ ok: true, value: null });
    expect(parseEntry(type, null)).toEqual({ ok: true, value: null });
    expect(validateEntry(type, undefined)).toBeNull();
  });

  const timeZone = 'Europe/Belgrade';
  const now = new TZDate(2026, 10, 21, 10, 0, timeZone);
  const table: [EntryType, EntryOptions, string, unknown, string][] = [
    // type, options, valid text, value, invalid text
    ['INTEGER', { locale: 'sr' }, '-42', -42, '4,2'],
    ['DOUBLE', { locale: 'sr' }, '4,25', 4.25, '4.25'],
    ['DOUBLE', { locale: 'en' }, '4.25', 4.25, '4,25'],
    ['PERCENTILE', { locale: 'sr' }, '12,5', 12.5, '12.5'],
    ['URL', {}, 'https://rp.example.rs/procene', 'https://rp.example.rs/procene', 'https://rp'],
    ['EMAIL', {}, 'ana@example.rs', 'ana@example.rs', 'ana@'],
    ['DURATIONMILLIS', { mode: 'working' }, '1D 2H', 43_200_000, '1X'],
    ['DURATIONDAYS', { mode: 'working' }, '2W', 10, '2H'],
    ['DATE', { now, timeZone }, 't', new TZDate(2026, 10, 21, timeZone), '32/01/2026'],
    ['TIME', {}, '1:30', 5_400_000, '1:3'],
    ['CURRENCY', { locale: 'sr' }, '1.234,50 €', 1234.5, '1,234.50 €'],
    ['CURRENCY', { locale: 'en' }, '€1,234.50', 1234.5, '€1.234,50'],
  ];

  it.each(table)('%s %j: valid text parses, invalid text fails', (type, options, valid, value, invalid) => {
    const parsed = parseEntry(type, valid, options);
    expect(parsed.ok).toBe(true);
    if (parsed.ok && parsed.value instanceof Date) expect(parsed.value.getTime()).toBe((value as Date).getTime());
    else expect(parsed).toEqual({ ok: true, value });
    expect(parseEntry(type, invalid, options).ok).toBe(false);
  });

  it('names the date error with its own message and others with "invalid data"', () => {
    expect(entryErrorMessage('DATE', 'nope')).toBe('The data inserted are invalid for the field format.');
    expect(entryErrorMessage('INTEGER', 'nope')).toBe('invalid data');
    expect(entryErrorMessage('INTEGER', '5')).toBeNull();
    expect(entryErrorMessage('INTEGER', 'x', { messages: { INVALID_INTEGER: 'neispravan podatak' } })).toBe(
      'neispravan podatak',
    );
  });
});

describe('formatEntry and normalizeEntry', () => {
  it.each<[EntryType, unknown, EntryOptions, string]>([
    ['INTEGER', 1234, { locale: 'sr' }, '1234'],
    ['DOUBLE', 1234.5, { locale: 'sr' }, '1234,50'],
    ['DOUBLE', 1234.5, { locale: 'en', numberFormat: '#,##0.00' }, '1,234.50'],
    ['PERCENTILE', 7.5, { locale: 'en' }, '7.50'],
    ['URL', 'example.com', {}, 'example.com'],
    ['DURATIONMILLIS', 43_200_000, { mode: 'working' }, '1D 2H'],
    ['DURATIONDAYS', 10, {}, '10'],
    ['DATE', new TZDate(2026, 10, 21, 'UTC'), { timeZone: 'UTC' }, '21/11/2026'],
    ['TIME', 5_400_000, {}, '01:30'],
    ['CURRENCY', 1234.5, { locale: 'sr' }, '1.234,50 €'],
  ])('%s %j gives %j', (type, value, options, text) => {
    expect(formatEntry(type, value as never, options)).toBe(text);
  });

  it('gives an empty string for null', () => {
    expect(formatEntry('DATE', null)).toBe('');
  });

  it('normalises a date shortcut to the formatted date and leaves invalid text alone', () => {
    const now = new TZDate(2026, 10, 21, 10, 0, 'UTC');
    expect(normalizeEntry('DATE', 'tom', { now, timeZone: 'UTC' })).toBe('22/11/2026');
    expect(normalizeEntry('DATE', 'nonsense', { now, timeZone: 'UTC' })).toBe('nonsense');
  });

  it('format then parse gives every generated value back through the entry API', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.constantFrom<'sr' | 'en'>('sr', 'en'), (n, locale) => {
        const options = { locale };
        for (const type of ['INTEGER', 'DURATIONMILLIS', 'DURATIONDAYS'] as const) {
          expect(parseEntry(type, formatEntry(type, n, options), options)).toEqual({ ok: true, value: n + 0 });
        }
        for (const type of ['DOUBLE', 'PERCENTILE', 'CURRENCY'] as const) {
          expect(parseEntry(type, formatEntry(type, n / 100, options), options)).toEqual({
            ok: true,
            value: n / 100 + 0,
          });
        }
      }),
    );
  });
});

describe('messages and locales', () => {
  it('uses the texts of the specification', () => {
    expect(FIELD_ERROR_TITLE).toBe('error on field');
    expect(INVALID_DATA).toBe('invalid data');
    expect(INVALID_DATE_MESSAGE).toBe('The data inserted are invalid for the field format.');
    expect(errorIconTitle(messageFor('INVALID_NUMBER'))).toBe('Error on field: invalid data');
  });

  it.each([
    ['sr', 'sr'],
    ['sr-Latn', 'sr'],
    ['en', 'en'],
    ['en_US', 'en'],
    ['en-GB', 'en'],
    ['de', 'sr'],
    [undefined, 'sr'],
  ])('resolves %j to %s', (tag, locale) => {
    expect(resolveLocale(tag)).toBe(locale);
  });
});
