import { describe, expect, it } from 'vitest';
import { defaultDrzava, drzavaNaziv } from './drzave.ts';

const srbija = { id: 1, naziv: 'Srbija', kod: 'RS' };
const bezKoda = { id: 2, naziv: 'Republika Srpska', kod: null };

describe('drzavaNaziv', () => {
  it('keeps the register’s name on a Serbian screen and names the code in another language', () => {
    expect(drzavaNaziv(srbija, 'sr')).toBe('Srbija');
    expect(drzavaNaziv(srbija, 'en')).toBe('Serbia');
  });

  it('keeps the register’s name for a country without a code or with a code nobody knows', () => {
    expect(drzavaNaziv(bezKoda, 'en')).toBe('Republika Srpska');
    expect(drzavaNaziv({ ...srbija, kod: 'not a code' }, 'en')).toBe('Srbija');
  });
});

describe('defaultDrzava', () => {
  it('is Serbia by its code wherever it is in the list, else the first, and nothing for no list', () => {
    expect(defaultDrzava([bezKoda, srbija])).toBe(srbija);
    expect(defaultDrzava([bezKoda])).toBe(bezKoda);
    expect(defaultDrzava(undefined)).toBeUndefined();
  });
});
