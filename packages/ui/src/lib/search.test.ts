import { describe, expect, it } from 'vitest';
import { matchesSearch, normalizeSearch } from './search.ts';

describe('normalizeSearch', () => {
  it('drops diacritics and spells đ as dj', () => {
    expect(normalizeSearch('Đorđe Šćepanović ŽIVKOVIĆ')).toBe('djordje scepanovic zivkovic');
  });
});

describe('matchesSearch', () => {
  it.each([
    ['Đorđe Šćepanović', 'dorde', true],
    ['Đorđe Šćepanović', 'djordje scep', true],
    ['Đorđe Šćepanović', 'ĐORĐE', true],
    ['Intesa Leasing', 'leasing intesa', true],
    ['Intesa Leasing', 'banka', false],
    ['anything', '   ', true],
  ])('%s / %s → %s', (text, query, expected) => {
    expect(matchesSearch(text, query)).toBe(expected);
  });
});
