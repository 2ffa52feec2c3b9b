import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KATALOG_PORUKA } from '@rp/contract';

/**
 * Every word in the user's language (issue 12 item 6): the Serbian catalogues hold no English sentence and the
 * English ones no Serbian word. Small word lists of each language's function words, plus the Serbian letters, catch a
 * text left untranslated; proper names and the product's fixed terms are allowed by name.
 */

const SRC = join(import.meta.dirname, '..');

function catalogues(language: 'sr' | 'en_US'): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (dir.endsWith('i18n') && (entry.name === `${language}.json` || entry.name.endsWith(`.${language}.json`)))
        found.push(path);
    }
  };
  walk(SRC);
  return found;
}

type Tree = { [key: string]: string | Tree };

function texts(tree: Tree, prefix = ''): [key: string, text: string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : texts(value, `${prefix}${key}.`),
  );
}

/** Words only English uses (none is a Serbian word: 'to', 'on', 'do', 'no' are left out for that reason). */
const ENGLISH_WORDS = [
  'the',
  'and',
  'of',
  'is',
  'are',
  'you',
  'your',
  'have',
  'has',
  'with',
  'for',
  'this',
  'that',
  'not',
  'cannot',
  'from',
  'will',
  'was',
  'were',
  'been',
  'could',
  'should',
  'please',
  'invalid',
  'error',
  'field',
  'data',
  'save',
  'cancel',
  'delete',
  'close',
  'open',
  'search',
  'loading',
  'unsaved',
  'page',
  'confirm',
  'yes',
  'all',
  'new',
  'select',
  'selected',
  'found',
  'nothing',
  'previous',
  'next',
  'month',
  'year',
  'show',
  'hide',
  'add',
  'remove',
  'edit',
  'name',
  'date',
  'time',
  'file',
  'files',
  'image',
  'images',
  'user',
  'password',
  'sign',
  'here',
  'there',
];

/** Words only Serbian uses. */
const SERBIAN_WORDS = [
  'je',
  'nije',
  'su',
  'sa',
  'za',
  'od',
  'ili',
  'da',
  'ne',
  'se',
  'na',
  'nema',
  'već',
  'mora',
  'može',
  'sme',
  'greška',
  'ime',
  'broj',
  'datum',
  'naziv',
  'sačuvaj',
  'obriši',
  'otkaži',
  'pretraga',
  'radnik',
  'radnici',
  'procena',
  'procene',
  'nepokretnost',
  'nepokretnosti',
  'klijent',
  'klijenti',
  'oprema',
  'zadatak',
  'zadaci',
  'podaci',
  'polje',
  'vrednost',
  'učitavanje',
  'uspešno',
  'potvrdite',
  'izaberite',
  'dodaj',
  'izmeni',
  'prethodni',
  'sledeći',
  'mesec',
  'godina',
  'dana',
  'sati',
  'lozinka',
  'korisničko',
];

const SERBIAN_LETTERS = /[čćžšđČĆŽŠĐ]/u;

/**
 * Words allowed in the other language's texts: the names of the languages (each shown in its own language on the
 * switch), proper names, the product's fixed terms, and literal values a user types (the import's source 'DATA').
 */
const ALLOWED_IN_SERBIAN: ReadonlySet<string> = new Set([
  'English',
  'RSS',
  'URL',
  'PDF',
  'Excel',
  'CSV',
  'e-mail',
  'feed',
  'DATA',
]);
const ALLOWED_IN_ENGLISH: ReadonlySet<string> = new Set(['Srpski', 'Novi Sad', 'Beograd', 'Vračar']);

function wordsOf(text: string): string[] {
  // Interpolations ({{name}}) and tags are values, not words of the text.
  return text
    .replace(/\{\{[^}]*\}\}|\{[^}]*\}|<[^>]*>/g, ' ')
    .split(/[^\p{L}'-]+/u)
    .filter(Boolean);
}

function englishIn(text: string): string[] {
  if ([...ALLOWED_IN_SERBIAN].some((allowed) => text === allowed)) return [];
  return wordsOf(text).filter((word) => ENGLISH_WORDS.includes(word.toLowerCase()) && !ALLOWED_IN_SERBIAN.has(word));
}

function serbianIn(text: string): string[] {
  let rest = text;
  for (const allowed of ALLOWED_IN_ENGLISH) rest = rest.replaceAll(allowed, ' ');
  const words = wordsOf(rest).filter((word) => SERBIAN_WORDS.includes(word.toLowerCase()));
  return SERBIAN_LETTERS.test(rest) ? [...words, 'č/ć/ž/š/đ'] : words;
}

function findings(language: 'sr' | 'en_US', check: (text: string) => string[]): string[] {
  return catalogues(language).flatMap((path) =>
    texts(JSON.parse(readFileSync(path, 'utf8')) as Tree).flatMap(([key, text]) => {
      const found = check(text);
      return found.length > 0 ? [`${relative(SRC, path)} ${key}: "${text}" (${found.join(', ')})`] : [];
    }),
  );
}

describe('every word in the user’s language', () => {
  it('finds the catalogues of the portal and its features', () => {
    expect(catalogues('sr').length).toBeGreaterThan(5);
    expect(catalogues('en_US').length).toBe(catalogues('sr').length);
  });

  it('has no English word in a Serbian catalogue', () => {
    expect(findings('sr', englishIn)).toEqual([]);
  });

  it('has no Serbian word in an English catalogue', () => {
    expect(findings('en_US', serbianIn)).toEqual([]);
  });

  it('has no Serbian word in the server’s English messages', () => {
    const mixed = KATALOG_PORUKA.filter(([, en]) => serbianIn(en.replace(/\{\w+\}/g, ' ')).length > 0);
    expect(mixed).toEqual([]);
  });

  it('catches what it is meant to catch', () => {
    expect(englishIn('You have some unsaved data on the page!')).not.toEqual([]);
    expect(englishIn('confirm the deletion?')).not.toEqual([]);
    expect(englishIn('Imate nesačuvane podatke na stranici!')).toEqual([]);
    expect(serbianIn('Pogrešno korisničko ime ili lozinka.')).not.toEqual([]);
    expect(serbianIn('Radnik sa id-em 5 ne postoji')).not.toEqual([]);
    expect(serbianIn('Wrong username or password.')).toEqual([]);
  });
});
