import { describe, expect, it } from 'vitest';
import { jeZaposlen } from './evidencija.ts';

describe('jeZaposlen: planned time only within [datumPocetka, datumOdlaska]', () => {
  const hiredOn23rd = { datumPocetka: '2026-10-23', datumOdlaska: null };
  const leftOn14th = { datumPocetka: '2026-10-23', datumOdlaska: '2026-11-14' };
  it.each([
    ['the 1st, before a hire on the 23rd', '2026-10-01', hiredOn23rd, false],
    ['the day before the start', '2026-10-22', hiredOn23rd, false],
    ['the start date itself', '2026-10-23', hiredOn23rd, true],
    ['any day later while employed', '2027-06-30', hiredOn23rd, true],
    ['the leaving date itself', '2026-11-14', leftOn14th, true],
    ['the day after leaving', '2026-11-15', leftOn14th, false],
    ['a start and leave on one day', '2026-10-23', { datumPocetka: '2026-10-23', datumOdlaska: '2026-10-23' }, true],
  ])('%s', (_name, datum, zaposlenje, expected) => {
    expect(jeZaposlen(datum, zaposlenje)).toBe(expected);
  });
});
