import { describe, expect, it } from 'vitest';
import { procenaListQuerySchema } from '@rp/contract';
import {
  activeFilterCount,
  correctRange,
  dayBoundary,
  defaultPeriod,
  filterFromParams,
  paramsFromFilter,
  queryFromFilter,
} from './filters.ts';
import { fileNameFromDisposition, izvozUrl } from './izvoz.ts';

const today = '2026-11-20';

describe('the valuation list filter in the address', () => {
  it('defaults to 30 days back to today, nothing else chosen', () => {
    expect(filterFromParams(new URLSearchParams(), { today })).toEqual({
      datumOd: '2026-10-21',
      datumDo: '2026-11-20',
      aktivnaFaza: false,
      prioritet: [],
      tipNepokretnosti: [],
      faze: [],
      radnik: [],
      inspekcija: [],
      klijentId: null,
    });
    expect(defaultPeriod(today)).toEqual({ datumOd: '2026-10-21', datumDo: '2026-11-20' });
  });

  it('reads every filter and drops what is out of range', () => {
    const filter = filterFromParams(
      new URLSearchParams(
        'od=2026-01-01&do=2026-02-01&aktivna=1&prioritet=3,1,9&grupa=81,99&faze=6,1,7&radnik=4,x&inspekcija=7&klijentId=12',
      ),
      { today },
    );
    expect(filter).toEqual({
      datumOd: '2026-01-01',
      datumDo: '2026-02-01',
      aktivnaFaza: true,
      prioritet: [1, 3],
      tipNepokretnosti: [81],
      faze: [1, 6],
      radnik: [4],
      inspekcija: [7],
      klijentId: 12,
    });
    expect(activeFilterCount(filter)).toBe(6);
  });

  it.each([
    ['od=2026-13-01&do=2026-02-30', '2026-10-21', '2026-11-20'],
    // A start after the end moves the end to start + 1 day (part 2 §5).
    ['od=2026-03-10&do=2026-03-01', '2026-03-10', '2026-03-11'],
  ])('an unreadable or reversed range in %s opens as %s – %s', (search, datumOd, datumDo) => {
    expect(filterFromParams(new URLSearchParams(search), { today })).toMatchObject({ datumOd, datumDo });
  });

  it('corrects a range the way the user changed it', () => {
    expect(correctRange({ datumOd: '2026-03-10', datumDo: '2026-03-01' }, 'datumOd')).toEqual({
      datumOd: '2026-03-10',
      datumDo: '2026-03-11',
    });
    expect(correctRange({ datumOd: '2026-03-10', datumDo: '2026-03-01' }, 'datumDo')).toEqual({
      datumOd: '2026-02-28',
      datumDo: '2026-03-01',
    });
  });

  it('writes a plain address for the defaults and round-trips a search', () => {
    const plain = filterFromParams(new URLSearchParams(), { today });
    expect(paramsFromFilter(plain, undefined, { today }).toString()).toBe('');
    const search = new URLSearchParams('od=2026-01-01&aktivna=1&faze=1,6&klijentId=12');
    const filter = filterFromParams(search, { today });
    expect(filterFromParams(paramsFromFilter(filter, undefined, { today }), { today })).toEqual(filter);
  });

  it("opens a phone on the user's own inspections, and keeps an emptied choice as such", () => {
    const phone = { today, ownInspections: 5 };
    const own = filterFromParams(new URLSearchParams(), phone);
    expect(own.inspekcija).toEqual([5]);
    expect(paramsFromFilter(own, undefined, phone).toString()).toBe('');
    const everyone = { ...own, inspekcija: [] };
    const params = paramsFromFilter(everyone, undefined, phone);
    expect(params.toString()).toBe('inspekcija=');
    expect(filterFromParams(params, phone).inspekcija).toEqual([]);
  });
});

describe('the query sent to GET procene', () => {
  it('bounds the days in Belgrade time, summer and winter', () => {
    expect(dayBoundary('2026-07-01', 'start')).toBe('2026-07-01T00:00:00.000+02:00');
    expect(dayBoundary('2026-12-01', 'end')).toBe('2026-12-01T23:59:59.999+01:00');
    // The day summer time ends: midnight is still summer, the evening is winter.
    expect(dayBoundary('2026-10-25', 'start')).toBe('2026-10-25T00:00:00.000+02:00');
    expect(dayBoundary('2026-10-25', 'end')).toBe('2026-10-25T23:59:59.999+01:00');
  });

  it('is a query the contract accepts, with arrays only when chosen', () => {
    const filter = filterFromParams(new URLSearchParams('aktivna=1&faze=1,6&inspekcija=7&klijentId=12'), { today });
    const query = queryFromFilter(filter);
    expect(query).toMatchObject({ aktivnaFaza: 'true', 'faze[]': [1, 6], 'inspekcija[]': [7], klijentId: 12 });
    expect(query['prioritet[]']).toBeUndefined();
    expect(procenaListQuerySchema.safeParse(query).success).toBe(true);
  });

  it('exports with the same filters and the chosen format', () => {
    const filter = filterFromParams(new URLSearchParams('faze=3&radnik=2'), { today });
    const url = new URL(izvozUrl(filter, 'csv'), 'http://localhost');
    expect(url.pathname).toBe('/api/procene/izvoz');
    expect(url.searchParams.getAll('faze[]')).toEqual(['3']);
    expect(url.searchParams.getAll('radnik[]')).toEqual(['2']);
    expect(url.searchParams.get('format')).toBe('csv');
    expect(url.searchParams.get('datumOd')).toBe('2026-10-21T00:00:00.000+02:00');
  });

  it.each([
    ['attachment; filename="procene-2026-11-20.xlsx"', 'procene-2026-11-20.xlsx'],
    ['attachment; filename*=UTF-8\'\'procene%20%C5%A1.csv; filename="x.csv"', 'procene š.csv'],
    ['inline', null],
  ])('reads the file name of %s', (value, name) => {
    expect(fileNameFromDisposition(new Headers({ 'content-disposition': value }))).toBe(name);
  });
});
