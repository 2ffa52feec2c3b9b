import { describe, expect, it } from 'vitest';
import type { Nepokretnost } from '@rp/contract';
import {
  NEW_NEPOKRETNOST_VALUES,
  coordinateTexts,
  derivedOfForm,
  parseCreateForm,
  parseUpdateForm,
  pointOfForm,
  toFormValues,
  type NepokretnostFormValues,
} from './nepokretnost-form.ts';

const filled: NepokretnostFormValues = {
  ...NEW_NEPOKRETNOST_VALUES,
  vrstaId: '811',
  drzavaId: '1',
  opstinaId: '1',
  gradId: '2',
  adresa: ' Bulevar oslobođenja 12 ',
  kvadratura: '60',
  trazenaCena: '120.000',
  umanjenje: '10',
  trzisnaZakupnina: '450',
};

const record: Nepokretnost = {
  id: 7,
  vrsta: { id: 811, naziv: 'Stan' },
  tipNepokretnosti: { id: 81, naziv: 'Stambeni prostor' },
  drzava: { id: 1, naziv: 'Srbija' },
  opstina: { id: 1, naziv: 'Novi Sad' },
  grad: { id: 2, naziv: 'Petrovaradin' },
  katastar: null,
  adresa: 'Preradovićeva 4',
  latitude: 45.2517,
  longitude: 19.8625,
  kvadratura: 60.5,
  trazenaCena: 120000,
  umanjenje: 10,
  jedinicnaCena: 1983,
  korigovanaCena: 108000,
  jedCenaNakonKor: 1785.12,
  trzisnaZakupnina: 0,
  jedinicnaCenaZakupnine: 0,
  gradjevinskaVrednost: 0,
  prethodnoProceTrzisnaVrednost: 0,
  prethodnoProcGradjevinskaVrednost: 0,
  spratSpratnost: '3/5',
  spratnostObjekta: 'P+4',
  izvorInformacija: 'DATA',
  dodatneKarakteristike: '',
  predmetProcene: false,
  datum: '2026-03-09',
  glavnaSlikaId: null,
  brojSlika: 0,
  udaljenost: null,
  verzija: 3,
};

describe('derivedOfForm', () => {
  it.each([
    // [kvadratura, trazenaCena, umanjenje, locale, jedinicnaCena, korigovanaCena, jedCenaNakonKor]
    ['60', '120.000', '10', 'sr', 2000, 108000, 1800],
    ['60', '120,000.00', '10', 'en', 2000, 108000, 1800],
    ['60,5', '120.000', '0', 'sr', 1983, 120000, 1983.47],
    ['0', '120.000', '10', 'sr', 0, 0, 0],
    ['', '120.000', '10', 'sr', 0, 0, 0],
    // Not a number in this locale: counts as 0 (part 2 §5).
    ['60.5', '120.000', '10', 'sr', 0, 0, 0],
    ['60', 'abc', '10', 'sr', 0, 0, 0],
  ] as const)(
    'area %s, price %s, reduction %s (%s)',
    (kvadratura, trazenaCena, umanjenje, locale, unit, corrected, after) => {
      expect(derivedOfForm({ kvadratura, trazenaCena, umanjenje, trzisnaZakupnina: '' }, locale)).toEqual({
        jedinicnaCena: unit,
        korigovanaCena: corrected,
        jedCenaNakonKor: after,
        jedinicnaCenaZakupnine: 0,
      });
    },
  );

  it('gives the rent per m²', () => {
    expect(
      derivedOfForm({ kvadratura: '60', trazenaCena: '', umanjenje: '', trzisnaZakupnina: '450' }, 'sr')
        .jedinicnaCenaZakupnine,
    ).toBe(7.5);
  });
});

describe('parseCreateForm', () => {
  it('sends the typed numbers in the locale, trimmed texts and no derived values', () => {
    const parsed = parseCreateForm(filled, 'sr');
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.body).toMatchObject({
      vrstaId: 811,
      drzavaId: 1,
      opstinaId: 1,
      gradId: 2,
      katastarId: null,
      adresa: 'Bulevar oslobođenja 12',
      kvadratura: 60,
      trazenaCena: 120000,
      umanjenje: 10,
      trzisnaZakupnina: 450,
      latitude: null,
      longitude: null,
      izvorInformacija: 'DATA',
      predmetProcene: false,
    });
    expect(parsed.body).not.toHaveProperty('jedinicnaCena');
    expect(parsed.body).not.toHaveProperty('datum');
  });

  it('requires a type and a municipality', () => {
    const parsed = parseCreateForm(NEW_NEPOKRETNOST_VALUES, 'sr');
    expect(parsed).toEqual({
      ok: false,
      issues: { vrstaId: { code: 'vrstaRequired' }, opstinaId: { code: 'opstinaRequired' } },
    });
  });

  it.each([
    ['kvadratura', '-5', { code: 'negative' }],
    ['kvadratura', '60.5', { code: 'entry', entryCode: 'INVALID_NUMBER' }],
    ['trazenaCena', 'dvesta', { code: 'entry', entryCode: 'INVALID_CURRENCY' }],
    ['trazenaCena', '99.000.000.000', { code: 'tooBig' }],
    ['umanjenje', '120', { code: 'percentRange' }],
    ['latitude', '95', { code: 'coordinate' }],
    ['datum', '31/02/2026', { code: 'entry', entryCode: 'INVALID_DATE' }],
    ['spratSpratnost', 'x'.repeat(51), { code: 'tooLong', max: 50 }],
  ] as const)('refuses %s = %s', (field, text, issue) => {
    const parsed = parseCreateForm({ ...filled, [field]: text }, 'sr');
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.issues[field]).toEqual(issue);
  });

  it('asks for both coordinates or none', () => {
    const parsed = parseCreateForm({ ...filled, latitude: '45,25' }, 'sr');
    expect(parsed.ok === false && parsed.issues.longitude).toEqual({ code: 'coordinatesPair' });
  });

  it('refuses an English price with more decimals than a currency has, never reading it as a small amount', () => {
    const parsed = parseCreateForm({ ...filled, datum: '09/03/2026' }, 'en');
    expect(parsed.ok === false && parsed.issues.trazenaCena).toMatchObject({ code: 'entry' });
  });

  it('sends a typed date as the wire day', () => {
    // The price as an English screen writes it: '120.000' there is 120 with three decimals, refused as a currency.
    const parsed = parseCreateForm({ ...filled, trazenaCena: '120,000.00', datum: '09/03/2026' }, 'en');
    expect(parsed.ok && parsed.body.datum).toBe('2026-03-09');
  });

  it('sends both coordinates from the map', () => {
    const parsed = parseCreateForm(
      { ...filled, ...coordinateTexts({ latitude: 45.2517, longitude: 19.8625 }, 'sr') },
      'sr',
    );
    expect(parsed.ok && [parsed.body.latitude, parsed.body.longitude]).toEqual([45.2517, 19.8625]);
  });
});

describe('toFormValues and parseUpdateForm', () => {
  it.each(['sr', 'en'] as const)('a loaded record saves unchanged with its verzija (%s)', (locale) => {
    const values = toFormValues(record, locale);
    const parsed = parseUpdateForm(values, locale, record);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.body).toMatchObject({
      id: 7,
      verzija: 3,
      vrstaId: 811,
      opstinaId: 1,
      gradId: 2,
      katastarId: null,
      kvadratura: 60.5,
      trazenaCena: 120000,
      umanjenje: 10,
      latitude: 45.2517,
      longitude: 19.8625,
      spratSpratnost: '3/5',
      datum: '2026-03-09',
    });
  });

  it('shows money with the locale grouping and the date in the field format', () => {
    expect(toFormValues(record, 'sr')).toMatchObject({
      trazenaCena: '120.000,00',
      kvadratura: '60,5',
      latitude: '45,2517',
      datum: '09/03/2026',
    });
    expect(toFormValues(record, 'en')).toMatchObject({ trazenaCena: '120,000.00', kvadratura: '60.5' });
  });

  it('reads the map point only when both coordinates are valid', () => {
    expect(pointOfForm({ latitude: '45,25', longitude: '19,84' }, 'sr')).toEqual({ latitude: 45.25, longitude: 19.84 });
    expect(pointOfForm({ latitude: '45,25', longitude: '' }, 'sr')).toBeNull();
    expect(pointOfForm({ latitude: '145', longitude: '19' }, 'sr')).toBeNull();
  });
});
