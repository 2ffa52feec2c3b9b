import { describe, expect, it } from 'vitest';
import { nepokretnostListQuerySchema } from '@rp/contract';
import {
  addDays,
  clampRadius,
  defaultPeriod,
  filterFromParams,
  paramsFromFilter,
  parseAmount,
  parseRanges,
  queryFromFilter,
  rangeWarnings,
} from './filters.ts';

const TODAY = '2026-11-23';
const read = (search: string) => filterFromParams(new URLSearchParams(search), TODAY);

describe('the property list filter', () => {
  it('opens on 31,622,400,000 ms (366 days) back to today, newest first', () => {
    expect(defaultPeriod(TODAY)).toEqual({ prvi: '2025-11-22', drugi: TODAY });
    expect(read('')).toEqual({
      opstinaId: null,
      katastarId: null,
      gradId: null,
      vrste: [],
      prvi: '2025-11-22',
      drugi: TODAY,
      ranges: {},
      radius: null,
      sort: 'datum',
      smer: 'desc',
    });
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('keeps a plain address for the plain list and round-trips every filter', () => {
    expect(paramsFromFilter(read(''), undefined, TODAY).toString()).toBe('');
    const search =
      'opstinaId=3&katastarId=12&gradId=5&idVrste=811%2C821&prvi=2026-01-01&drugi=2026-06-30&prviKvadratura=40&drugiKvadratura=80.5&prviCena=50000&lat=45.25&lon=19.84&r=1200&sort=jedinicnaCena&smer=asc';
    const filter = read(search);
    expect(filter).toMatchObject({
      opstinaId: 3,
      katastarId: 12,
      gradId: 5,
      vrste: [811, 821],
      ranges: { prviKvadratura: 40, drugiKvadratura: 80.5, prviCena: 50000 },
      radius: { lat: 45.25, lon: 19.84, radius: 1200 },
      sort: 'jedinicnaCena',
      smer: 'asc',
    });
    expect(read(paramsFromFilter(filter, undefined, TODAY).toString())).toEqual(filter);
  });

  it('reads a mangled address as the defaults instead of failing', () => {
    const filter = read(
      'opstinaId=abc&katastarId=4&idVrste=999,811,811&prvi=2026-13-45&prviCena=-5&drugiCena=x&lat=95&lon=19&sort=udaljenost',
    );
    expect(filter.opstinaId).toBeNull();
    // A cadastral municipality means nothing without its municipality.
    expect(filter.katastarId).toBeNull();
    expect(filter.vrste).toEqual([811]);
    expect(filter.prvi).toBe('2025-11-22');
    expect(filter.ranges).toEqual({});
    // A start after the end moves the end to the next day (part 2 §5).
    expect(read('prvi=2026-05-10&drugi=2026-01-01')).toMatchObject({ prvi: '2026-05-10', drugi: '2026-05-11' });
    expect(filter.radius).toBeNull();
    // Distance order needs a radius search.
    expect(filter.sort).toBe('datum');
  });

  it('orders a radius search by distance by default, with 750 m when no radius is given', () => {
    expect(read('lat=45.25&lon=19.84')).toMatchObject({
      radius: { lat: 45.25, lon: 19.84, radius: 750 },
      sort: 'udaljenost',
      smer: 'asc',
    });
    expect(read('lat=45.25&lon=19.84&r=5').radius?.radius).toBe(10);
    expect(read('lat=45.25&lon=19.84&r=900000').radius?.radius).toBe(50_000);
    expect(clampRadius(749.6)).toBe(750);
  });

  it('builds the query the contract accepts', () => {
    const filter = read('opstinaId=3&idVrste=811,812&prviCena=100&drugiCena=200&lat=45.25&lon=19.84&r=750');
    const query = queryFromFilter(filter);
    expect(query).toMatchObject({
      opstinaId: 3,
      idVrste: [811, 812],
      prviCena: 100,
      drugiCena: 200,
      lat: 45.25,
      lon: 19.84,
      radiusInMeters: 750,
      prvi: '2025-11-22',
      drugi: TODAY,
      sort: 'udaljenost',
      smer: 'asc',
    });
    expect(nepokretnostListQuerySchema.safeParse(query).success).toBe(true);
    expect(queryFromFilter(read(''))).not.toHaveProperty('idVrste', expect.anything());
  });

  it.each([
    [{ prviKvadratura: 80, drugiKvadratura: 40 }, ['KVADRATURAMATCH']],
    [{ prviCena: 2, drugiCena: 1 }, ['CENAMATCH']],
    [{ prviCenaPoM2: 2000, drugiCenaPoM2: 1500 }, ['CENAMATCH']],
    [{ prviCenaZakupaPoM2: 9, drugiCenaZakupaPoM2: 8 }, ['CENAMATCH']],
    [{ prviKvadratura: 40, drugiKvadratura: 40, prviCena: 1 }, []],
    [{ prviKvadratura: 90, drugiKvadratura: 10, prviCena: 5, drugiCena: 1 }, ['KVADRATURAMATCH', 'CENAMATCH']],
  ] as const)('warns about a reversed range %o', (ranges, warnings) => {
    expect(rangeWarnings(ranges).map((entry) => entry.warning)).toEqual(warnings);
  });

  it.each([
    ['', undefined],
    ['  ', undefined],
    ['1250', 1250],
    ['1250,50', 1250.5],
    ['1250.5', 1250.5],
    ['1.250.000', 1_250_000],
    ['1.250,5', 1250.5],
    ['12 500', 12_500],
    ['-5', Number.NaN],
    ['abc', Number.NaN],
    ['1,2,3', Number.NaN],
  ])('reads the typed amount %j', (text, expected) => {
    expect(parseAmount(text)).toEqual(expected);
  });

  it('reads the typed ranges: values by field, unreadable fields named, empty ones left out', () => {
    expect(
      parseRanges({
        prviKvadratura: '45,5',
        drugiKvadratura: '',
        prviCena: '1.200.000',
        drugiCena: 'abc',
        prviCenaPoM2: ' ',
        drugiCenaPoM2: '2000',
        prviCenaZakupaPoM2: '-3',
        drugiCenaZakupaPoM2: '12.5',
      }),
    ).toEqual({
      values: { prviKvadratura: 45.5, prviCena: 1_200_000, drugiCenaPoM2: 2000, drugiCenaZakupaPoM2: 12.5 },
      unreadable: ['drugiCena', 'prviCenaZakupaPoM2'],
    });
  });
});
