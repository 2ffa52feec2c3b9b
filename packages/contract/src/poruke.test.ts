import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { KATALOG_PORUKA, imaPrevod, jezikIzZaglavlja, jezikOd, poruka, prevedi, zodPoruka } from './poruke.ts';
import { PASSWORD_MESSAGES } from './password-policy.ts';
import { klijentUpotrebljenPoruka } from './klijenti.ts';
import { masinaPostojiPoruka, masinaUpotrebljenaPoruka } from './masine.ts';
import { rssFeedPostojiPoruka } from './rss.ts';

describe('the caller’s language', () => {
  it.each([
    [undefined, 'sr'],
    ['', 'sr'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['sr-Latn-RS,sr;q=0.9,en;q=0.8', 'sr'],
    ['de-DE,en;q=0.5', 'en'],
    ['de-DE,fr;q=0.9', 'sr'],
    ['en;q=0.2,hr;q=0.8', 'sr'],
    ['en;q=0', 'sr'],
  ] as const)('Accept-Language %s → %s', (header, jezik) => {
    expect(jezikIzZaglavlja(header)).toBe(jezik);
  });

  it('reads an account’s setting', () => {
    expect(jezikOd('en_US')).toBe('en');
    expect(jezikOd('sr')).toBe('sr');
    expect(jezikOd('fr')).toBeUndefined();
  });
});

describe('the message catalogue', () => {
  it('keeps the Serbian wording exactly and translates it into English', () => {
    expect(prevedi('Pogrešno korisničko ime ili lozinka.', 'sr')).toBe('Pogrešno korisničko ime ili lozinka.');
    expect(prevedi('Pogrešno korisničko ime ili lozinka.', 'en')).toBe('Wrong username or password.');
  });

  it('fills the values a message names, translating catalogued ones', () => {
    expect(prevedi('Radnik sa id-em 7 ne postoji.', 'en')).toBe('The worker with id 7 does not exist.');
    expect(prevedi('Državni praznik za datum 01/05/2031 već postoji.', 'en')).toBe(
      'A state holiday on 01/05/2031 already exists.',
    );
    expect(prevedi(masinaPostojiPoruka('Leica'), 'en')).toBe('Equipment named “Leica” already exists.');
    expect(prevedi(masinaUpotrebljenaPoruka('Leica', 3), 'en')).toBe(
      'The equipment “Leica” is assigned to tasks (3) and cannot be deleted. Remove it from the tasks first.',
    );
    expect(prevedi(rssFeedPostojiPoruka('Vesti'), 'en')).toBe('An RSS feed named “Vesti” already exists.');
  });

  it('translates the import’s refusals of a file, the reason inside too', () => {
    expect(prevedi('Nepoznate kolone u zaglavlju: „Boja“. Kolone moraju imati nazive iz šablona.', 'en')).toBe(
      'Unknown columns in the header: „Boja“. The columns must have the names of the template.',
    );
    expect(prevedi('CSV fajl se ne može pročitati (red 2 je duži od 64 KB).', 'en')).toBe(
      'The CSV file cannot be read (line 2 is longer than 64 KB).',
    );
  });

  it('translates warnings joined into one message', () => {
    expect(prevedi('Zadatak od kog ovaj zavisi još nije završen. Da li ipak želite da započnete zadatak?', 'en')).toBe(
      'A task this one depends on is not finished yet. Do you still want to start the task?',
    );
  });

  it('leaves an uncatalogued message as it is', () => {
    expect(prevedi('Nešto sasvim novo.', 'en')).toBe('Nešto sasvim novo.');
    expect(imaPrevod('Nešto sasvim novo.')).toBe(false);
  });

  it('has every message of the contract’s own builders', () => {
    for (const message of Object.values(PASSWORD_MESSAGES)) expect(imaPrevod(message), message).toBe(true);
    for (const koristi of ['procena', 'posao', 'bankar'] as const)
      expect(imaPrevod(klijentUpotrebljenPoruka(koristi, 4))).toBe(true);
  });

  it('has the same placeholders on both sides of every entry', () => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    for (const [sr, en] of KATALOG_PORUKA) expect(names(en), sr).toEqual(names(sr));
    expect(new Set(KATALOG_PORUKA.map(([sr]) => sr)).size).toBe(KATALOG_PORUKA.length);
  });

  it('fills a template in either language', () => {
    expect(poruka('Tekst može imati najviše {max} znakova.', { max: 200 }, 'sr')).toBe(
      'Tekst može imati najviše 200 znakova.',
    );
    expect(poruka('Tekst može imati najviše {max} znakova.', { max: 200 }, 'en')).toBe('At most 200 characters.');
  });
});

describe('zod’s check messages', () => {
  it.each([
    ['sr', 'Tekst može imati najviše 3 znakova.', 'Polje je obavezno.', 'Očekuje se broj.'],
    ['en', 'At most 3 characters.', 'This field is required.', 'A number is expected.'],
  ] as const)('are the product’s words in %s, never zod’s defaults', (jezik, tooBig, missing, wrongType) => {
    const schema = z.object({ naziv: z.string().max(3), broj: z.number() });
    const issues = schema.safeParse({ naziv: 'dugačko', broj: 'x' }, { error: zodPoruka(jezik) }).error!.issues;
    expect(issues.map((issue) => issue.message)).toEqual([tooBig, wrongType]);
    const missingIssues = schema.safeParse({ broj: 1 }, { error: zodPoruka(jezik) }).error!.issues;
    expect(missingIssues[0]!.message).toBe(missing);
  });

  it.each([
    ['sr', 'Broj je izvan opsega koji se može tačno zapisati.', 'Vrednost ne sme biti veća od 99999999.'],
    [
      'en',
      'The number is beyond the range that can be stored exactly.',
      'The value must not be greater than 99999999.',
    ],
  ] as const)('say a whole number past 2⁵³ in words in %s, not with its 16 digits', (jezik, unsafe, ownBound) => {
    const issues = (schema: z.ZodType, value: number) =>
      schema.safeParse(value, { error: zodPoruka(jezik) }).error!.issues.map((issue) => issue.message);
    expect(issues(z.int(), 2 ** 60)).toEqual([unsafe]);
    expect(issues(z.int(), -(2 ** 60))).toEqual([unsafe]);
    // a field's own bound is still said with its figure (the API drops the safe-integer one beside it)
    expect(issues(z.int().max(99_999_999), 2 ** 60)).toEqual([unsafe, ownBound]);
  });
});
