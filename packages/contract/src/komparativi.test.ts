import { describe, expect, it } from 'vitest';
import {
  KOMPARATIV_IDS_MAX,
  indikacijaVrednosti,
  komparativiIdsQuerySchema,
  komparativiUpdateSchema,
  prozorKvadrature,
  uskladjenaJedinicnaVrednost,
  uskladjivanjeSchema,
} from './komparativi.ts';

describe('the adjusted unit value = (percent + 100) × corrected unit price / 100', () => {
  it.each([
    [0, 1000, 1000],
    [10, 1000, 1100],
    [-5, 1100, 1045],
    [-5.5, 1250, 1181.25],
    [12.5, 1000.01, 1125.01],
    [0.01, 1234.56, 1234.68],
    [-90, 1500, 150],
    [100, 987.65, 1975.3],
    // Half a cent goes up, not where a binary fraction would put it.
    [0.5, 1001, 1006.01],
  ])('%s %% of %s €/m² → %s', (percent, price, value) => {
    expect(uskladjenaJedinicnaVrednost(percent, price)).toBe(value);
  });
});

describe('the indicated value', () => {
  it('is the mean of the adjusted unit values, and that × the subject’s area to the euro', () => {
    const indikacija = indikacijaVrednosti([1100, 1045, 1200], 57.3);
    expect(indikacija.indikovanaJedinicnaVrednost).toBe(1115);
    // 1,115.00 × 57.3 = 63,889.5 exactly: a float product (63,889.49999…) would round it down.
    expect(indikacija.indikovanaTrzisnaVrednost).toBe(63_890);
    expect(indikacija.minJedinicnaVrednost).toBe(1045);
    expect(indikacija.maxJedinicnaVrednost).toBe(1200);
    expect(indikacija.standardnaDevijacija).toBe(78.58);
    expect(indikacija.brojKomparativa).toBe(3);
  });

  it('rounds the mean to the cent', () => {
    expect(indikacijaVrednosti([1000, 1000, 1000.01], 10).indikovanaJedinicnaVrednost).toBe(1000);
    expect(indikacijaVrednosti([1000, 1000.01], 10).indikovanaJedinicnaVrednost).toBe(1000.01);
  });

  it('has no spread for one comparable and nothing without any', () => {
    expect(indikacijaVrednosti([1500], 40)).toMatchObject({
      standardnaDevijacija: null,
      indikovanaTrzisnaVrednost: 60_000,
    });
    expect(indikacijaVrednosti([], 40)).toMatchObject({
      brojKomparativa: 0,
      indikovanaJedinicnaVrednost: null,
      indikovanaTrzisnaVrednost: null,
    });
  });
});

describe('the adjustment percent', () => {
  it.each([
    [-150, false],
    [-90.01, false],
    [-90, true],
    [0, true],
    [12.25, true],
    [12.255, false],
    [100, true],
    [100.5, false],
    ['deset', false],
    [Number.NaN, false],
  ])('%s → %s', (value, isValid) => {
    expect(uskladjivanjeSchema.safeParse(value).success).toBe(isValid);
  });
});

describe('komparativIds', () => {
  it.each([
    ['1,2,3', [1, 2, 3]],
    [
      ['4', '5'],
      [4, 5],
    ],
    ['7,7', [7]],
  ])('%j → %j', (ids, parsed) => {
    expect(komparativiIdsQuerySchema.parse({ predmetKomparativ: '9', komparativIds: ids }).komparativIds).toEqual(
      parsed,
    );
  });

  it.each([
    ['a'],
    [''],
    ['0'],
    ['-1'],
    ['1.5'],
    ['123456789'],
    [Array.from({ length: KOMPARATIV_IDS_MAX + 1 }, (_, i) => String(i + 1)).join(',')],
  ])('refuses %s', (ids) => {
    expect(komparativiIdsQuerySchema.safeParse({ predmetKomparativ: '9', komparativIds: ids }).success).toBe(false);
  });

  it('needs the ids', () => {
    expect(komparativiIdsQuerySchema.safeParse({ predmetKomparativ: '9' }).success).toBe(false);
  });
});

describe('the update body', () => {
  const item = { procenaId: 1, predmetKomparativ: 2, id: 3, procentualnoUskladjivanje: 5 };
  it('refuses the same comparable twice and an empty list', () => {
    expect(komparativiUpdateSchema.safeParse([item]).success).toBe(true);
    expect(komparativiUpdateSchema.safeParse([item, { ...item, procentualnoUskladjivanje: 6 }]).success).toBe(false);
    expect(komparativiUpdateSchema.safeParse([]).success).toBe(false);
  });
});

describe('the area window', () => {
  it('is the subject’s area ±25 % in whole m²', () => {
    expect(prozorKvadrature(60)).toEqual({ od: 45, do: 75 });
    expect(prozorKvadrature(57.3)).toEqual({ od: 42, do: 72 });
    expect(prozorKvadrature(0)).toBeUndefined();
  });
});
