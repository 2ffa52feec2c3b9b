import { describe, expect, it } from 'vitest';
import type { Klijent } from '@rp/contract';
import {
  NEW_KLIJENT_VALUES,
  maticniBrojIssue,
  parseCreateForm,
  parseUpdateForm,
  toFormValues,
  type KlijentFormValues,
} from './klijent-form.ts';
import { filterFromParams, paramsFromFilter, searchLoaded } from './klijenti-filter.ts';

const form = (values: Partial<KlijentFormValues>): KlijentFormValues => ({
  ...NEW_KLIJENT_VALUES,
  naziv: 'Agrovojvodina d.o.o.',
  ...values,
});

const klijent = (values: Partial<Klijent>): Klijent => ({
  id: 1,
  naziv: 'Klijent',
  tip: 1,
  lice: 1,
  maticniBroj: '',
  idGrada: null,
  idOpstine: null,
  idBanke: null,
  adresa: '',
  telefon: '',
  email: '',
  latitude: null,
  longitude: null,
  gradNaziv: null,
  opstinaNaziv: null,
  drzavaNaziv: null,
  bankaNaziv: null,
  verzija: 1,
  ...values,
});

describe('the registry-number rule as typed (part 1 §5)', () => {
  it.each([
    ['', '1', undefined],
    ['12345678', '1', undefined],
    ['123456789', '1', { code: 'maticniBrojLength', max: 8 }],
    ['123456789', '2', undefined],
    ['1234567890123', '2', undefined],
    ['12345678901234', '2', { code: 'maticniBrojLength', max: 13 }],
    ['1234a', '1', { code: 'maticniBrojDigits', max: 8 }],
    ['12 34', '2', { code: 'maticniBrojDigits', max: 13 }],
    ['-123', '1', { code: 'maticniBrojDigits', max: 8 }],
  ] as const)('%j for lice %s', (text, lice, issue) => {
    expect(maticniBrojIssue(text, Number(lice) as 1 | 2)).toEqual(issue);
  });
});

describe('parseCreateForm', () => {
  it('builds the POST body the contract accepts', () => {
    const parsed = parseCreateForm(
      form({ maticniBroj: '08123456', idOpstine: '3', idGrada: '7', latitude: '45,2671', longitude: '19.8335' }),
    );
    expect(parsed).toEqual({
      ok: true,
      body: expect.objectContaining({
        naziv: 'Agrovojvodina d.o.o.',
        tip: 1,
        lice: 1,
        maticniBroj: '08123456',
        idBanke: null,
        idOpstine: 3,
        idGrada: 7,
        latitude: 45.2671,
        longitude: 19.8335,
      }),
    });
  });

  it('refuses an empty name, a bad registry number and a banker without a bank, each on its field', () => {
    const parsed = parseCreateForm(form({ naziv: '  ', tip: '3', maticniBroj: '123456789' }));
    expect(parsed).toEqual({
      ok: false,
      issues: {
        naziv: { code: 'required' },
        maticniBroj: { code: 'maticniBrojLength', max: 8 },
        idBanke: { code: 'bankRequired' },
      },
    });
  });

  it('drops a bank chosen before the type changed away from banker', () => {
    const parsed = parseCreateForm(form({ tip: '1', idBanke: '4' }));
    expect(parsed.ok && parsed.body.idBanke).toBeNull();
  });

  it('refuses one coordinate alone, a coordinate out of range and one that is not a number', () => {
    expect(parseCreateForm(form({ latitude: '45.2' }))).toMatchObject({
      ok: false,
      issues: { longitude: { code: 'coordinatesPair' } },
    });
    expect(parseCreateForm(form({ latitude: '95', longitude: '19' }))).toMatchObject({
      ok: false,
      issues: { latitude: { code: 'coordinate' } },
    });
    expect(parseCreateForm(form({ latitude: '45°N', longitude: '19' }))).toMatchObject({
      ok: false,
      issues: { latitude: { code: 'coordinate' } },
    });
  });

  it('refuses a malformed e-mail address', () => {
    expect(parseCreateForm(form({ email: 'ne-postoji' }))).toMatchObject({
      ok: false,
      issues: { email: { code: 'email' } },
    });
  });
});

describe('parseUpdateForm', () => {
  it('sends the id and the verzija read, from the record’s own values', () => {
    const record = klijent({ id: 12, verzija: 5, tip: 3, lice: 2, idBanke: 2, naziv: 'Jelena Đorđević' });
    const parsed = parseUpdateForm(toFormValues(record), record);
    expect(parsed).toMatchObject({
      ok: true,
      body: { id: 12, verzija: 5, tip: 3, lice: 2, idBanke: 2, naziv: 'Jelena Đorđević' },
    });
  });
});

describe('the list in the URL', () => {
  it('reads and writes the type filter, the server search and the sort', () => {
    const filter = filterFromParams(new URLSearchParams('tip=3,1,9&q=%20sabac%20&sort=mesto&smer=desc'));
    expect(filter).toEqual({ tipovi: [1, 3], searchData: 'sabac', sort: 'mesto', smer: 'desc' });
    expect(paramsFromFilter(filter).toString()).toBe('tip=1%2C3&q=sabac&sort=mesto&smer=desc');
  });

  it('falls back to the name, ascending, for a sort it does not know', () => {
    expect(filterFromParams(new URLSearchParams('sort=lozinka'))).toEqual({
      tipovi: [],
      searchData: '',
      sort: 'naziv',
      smer: 'asc',
    });
    const base = new URLSearchParams('prikaz=mapa&sort=naziv');
    expect(paramsFromFilter(filterFromParams(base), base).toString()).toBe('prikaz=mapa');
  });
});

describe('searchLoaded', () => {
  const rows = [
    klijent({ id: 1, naziv: 'Mlekara Šabac a.d.' }),
    klijent({ id: 2, naziv: 'Đorđe Petrović', gradNaziv: 'Novi Sad' }),
    klijent({ id: 3, naziv: 'Marija Ilić', bankaNaziv: 'Banca Intesa', adresa: 'Bulevar oslobođenja 12' }),
  ];
  it.each([
    ['sabac', [1]],
    ['ŠABAC', [1]],
    ['шабац', [1]],
    ['djordje', [2]],
    ['petrovic novi', [2]],
    ['oslobodjenja', [3]],
    ['intesa', []],
    ['', [1, 2, 3]],
    ['nema', []],
  ])('%j finds %j', (query, ids) => {
    expect(searchLoaded(rows, query).map((row) => row.id)).toEqual(ids);
  });
});
