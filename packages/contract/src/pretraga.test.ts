import { describe, expect, it } from 'vitest';
import { kljucPretrage } from './pretraga.ts';

describe('kljucPretrage', () => {
  it.each([
    ['Šabac', 'sabac'],
    ['Đorđević', 'djordjevic'],
    ['ČAČAK  Ćuprija', 'cacak cuprija'],
    ['Ђорђевић', 'djordjevic'],
    ['Љубљана Њиве Џеп', 'ljubljana njive dzep'],
    ['Banca Intesa', 'banca intesa'],
  ])('%s → %s', (text, key) => expect(kljucPretrage(text)).toBe(key));

  it('finds a name typed without accents', () => {
    expect(kljucPretrage('Žarko Šarić').includes(kljucPretrage('zarko saric'))).toBe(true);
    expect(kljucPretrage('Đurđevo').includes(kljucPretrage('djurdj'))).toBe(true);
  });
});
