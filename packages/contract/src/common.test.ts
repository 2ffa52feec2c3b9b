import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  brojDana,
  datumSchema,
  flagSchema,
  korisnickoImeSchema,
  korisnickoImeUnosSchema,
  tekstSchema,
} from './common.ts';
import { pocniQuerySchema } from './zadaci.ts';

// eslint-disable-next-line no-control-regex
const NEVER_STORED = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe('tekstSchema', () => {
  const ime = tekstSchema({ max: 100, obavezno: 'Ime je obavezno.' });
  const beleska = tekstSchema({ max: 4000, obavezno: 'Tekst je obavezan.', visered: true });

  it('lets through only NFC text without controls, overrides, lone surrogates, with something visible', () => {
    const anyText = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 30 }),
      fc.string({
        unit: fc.constantFrom('a', ' ', '\u0000', '\n', '\u200B', '\u202E', '\uD800', '\u0301', 'č'),
        maxLength: 8,
      }),
    );
    fc.assert(
      fc.property(anyText, (text) => {
        for (const schema of [ime, beleska]) {
          const result = schema.safeParse(text);
          if (!result.success) continue;
          expect(result.data).toBe(result.data.normalize('NFC'));
          expect(result.data).not.toMatch(NEVER_STORED);
          expect(result.data).not.toMatch(LONE_SURROGATE);
          expect(result.data.replace(/[\s\p{Cf}\p{M}\u3164\u2800]/gu, '')).not.toBe('');
        }
      }),
      { seed: 11_008, numRuns: 3000 },
    );
  });

  it.each([
    ['Marko', true],
    ['Đorđe'.normalize('NFD'), true],
    ['a\u0000b', false],
    ['\u200B', false],
    ['Mar\u200Bko', false],
    ['a\u202Eb', false],
    ['x\uDC00', false],
    ['👨‍👩‍👧', true],
    ['a\nb', false],
  ])('a name %j → %s', (text, ok) => {
    expect(ime.safeParse(text).success).toBe(ok);
  });

  it('keeps tab and line breaks in multi-line text', () => {
    expect(beleska.parse(' prvi red\n\tdrugi red ')).toBe('prvi red\n\tdrugi red');
  });
});

describe('datumSchema and ranges', () => {
  it.each([
    ['2000-01-01', true],
    ['2099-12-31', true],
    ['2024-02-29', true],
    ['1999-12-31', false],
    ['2100-01-01', false],
    ['0000-01-01', false],
    ['9999-12-31', false],
    ['2025-02-29', false],
    ['+010000-01-01', false],
  ])('%s → %s', (datum, ok) => {
    expect(datumSchema.safeParse(datum).success).toBe(ok);
  });

  it('counts days inclusively', () => {
    expect(brojDana('2025-01-01', '2025-12-31')).toBe(365);
    expect(brojDana('2025-01-02', '2025-01-01')).toBe(0);
  });
});

describe('usernames', () => {
  it.each([
    ['marko.petrovic', true],
    ['марко', true],
    ['\u0430dmin', false],
    ['admin\u200B', false],
    ['ad min', false],
  ])('%j → %s', (username, ok) => {
    expect(korisnickoImeSchema.safeParse(username).success).toBe(ok);
  });

  it('folds full-width letters at sign-in (NFKC)', () => {
    expect(korisnickoImeUnosSchema.parse(' ａｄｍｉｎ ')).toBe('admin');
  });
});

describe('flagSchema', () => {
  it.each([
    ['true', true],
    ['1', true],
    ['', true],
    ['false', false],
    ['0', false],
  ])('reads %j as %s (a flag present with no value is set, as the specification writes ?activeOnly)', (raw, value) => {
    expect(flagSchema.parse(raw)).toBe(value);
    expect(pocniQuerySchema.parse({ force: raw })).toEqual({ force: value });
  });

  it('refuses anything else', () => {
    expect(flagSchema.safeParse('maybe').success).toBe(false);
    expect(flagSchema.safeParse('TRUE').success).toBe(false);
  });
});
