import {
  NEPOKRETNOSTI_PERIOD_MS,
  NEPOKRETNOST_SORT,
  OPSEZI_PRETRAGE,
  RADIUS_DEFAULT_M,
  RADIUS_MAX_M,
  RADIUS_MIN_M,
  VRSTA_KODOVI,
  isVrstaKod,
  type NepokretnostListQuery,
  type NepokretnostSort,
  type VrstaKod,
} from '@rp/contract';
import { firmToday } from '../../lib/format.ts';

/** The four from–to ranges of the search (part 2 §7), by the contract's field names. */
export type RangeField = (typeof OPSEZI_PRETRAGE)[number][number];
export const RANGE_FIELDS: readonly RangeField[] = OPSEZI_PRETRAGE.flat();

/** The warning of a reversed range (part 2 §5): ERRORS.KVADRATURAMATCH for the area, ERRORS.CENAMATCH for the rest. */
export type RangeWarning = 'KVADRATURAMATCH' | 'CENAMATCH';

export interface RadiusSearch {
  lat: number;
  lon: number;
  /** Metres. */
  radius: number;
}

/** The list's search, as the URL holds it. */
export interface NepokretnostiFilter {
  opstinaId: number | null;
  katastarId: number | null;
  gradId: number | null;
  vrste: readonly VrstaKod[];
  /** Days `yyyy-MM-dd`, both included. */
  prvi: string;
  drugi: string;
  ranges: Partial<Record<RangeField, number>>;
  radius: RadiusSearch | null;
  sort: NepokretnostSort;
  smer: 'asc' | 'desc';
}

const DAY_MS = 86_400_000;

/** `yyyy-MM-dd` plus `days` calendar days (negative: back). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The default window (part 2 §9): 31,622,400,000 ms (366 days) back to today, in the firm's calendar. */
export function defaultPeriod(today = firmToday()): { prvi: string; drugi: string } {
  return { prvi: addDays(today, -Math.round(NEPOKRETNOSTI_PERIOD_MS / DAY_MS)), drugi: today };
}

const isDay = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

const positiveId = (value: string | null) => {
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id > 0 && id <= 99_999_999 ? id : null;
};

const amount = (value: string | null) => {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : undefined;
};

/** The default order: the newest first, or the nearest first in a radius search. */
export function defaultSort(hasRadius: boolean): { sort: NepokretnostSort; smer: 'asc' | 'desc' } {
  return hasRadius ? { sort: 'udaljenost', smer: 'asc' } : { sort: 'datum', smer: 'desc' };
}

function radiusFromParams(params: URLSearchParams): RadiusSearch | null {
  const lat = Number(params.get('lat'));
  const lon = Number(params.get('lon'));
  if (params.get('lat') === null || params.get('lon') === null) return null;
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  const radius = Number(params.get('r') ?? RADIUS_DEFAULT_M);
  return { lat, lon, radius: clampRadius(Number.isFinite(radius) ? radius : RADIUS_DEFAULT_M) };
}

/** The address's days, defaulted when unreadable; a start after the end moves the end to start + 1 day (part 2 §5). */
function readPeriod(prvi: string | null, drugi: string | null, today: string): { prvi: string; drugi: string } {
  const fallback = defaultPeriod(today);
  const start = isDay(prvi) ? prvi : fallback.prvi;
  const end = isDay(drugi) ? drugi : fallback.drugi;
  return start > end ? { prvi: start, drugi: addDays(start, 1) } : { prvi: start, drugi: end };
}

/** A radius the server accepts: whole metres between RADIUS_MIN_M and RADIUS_MAX_M. */
export function clampRadius(meters: number): number {
  return Math.min(RADIUS_MAX_M, Math.max(RADIUS_MIN_M, Math.round(meters)));
}

/**
 * The list's state in the URL, with the contract's names where it has them:
 * `?opstinaId=1&katastarId=4&idVrste=811,812&prvi=2025-01-01&drugi=2025-12-31&prviCena=50000&lat=45.25&lon=19.84&r=750&sort=jedinicnaCena&smer=asc`.
 * Anything unreadable falls back to its default, so a mangled address still opens the list.
 */
export function filterFromParams(params: URLSearchParams, today = firmToday()): NepokretnostiFilter {
  const opstinaId = positiveId(params.get('opstinaId'));
  const vrste = (params.get('idVrste') ?? '')
    .split(',')
    .map(Number)
    .filter((kod): kod is VrstaKod => isVrstaKod(kod));
  const ranges: NepokretnostiFilter['ranges'] = {};
  for (const field of RANGE_FIELDS) {
    const value = amount(params.get(field));
    if (value !== undefined) ranges[field] = value;
  }
  const radius = radiusFromParams(params);
  const sortParam = params.get('sort');
  const sort = NEPOKRETNOST_SORT.find((column) => column === sortParam && (column !== 'udaljenost' || radius));
  const period = readPeriod(params.get('prvi'), params.get('drugi'), today);
  return {
    opstinaId,
    // A cadastral municipality and a city belong to a municipality: without one they mean nothing.
    katastarId: opstinaId === null ? null : positiveId(params.get('katastarId')),
    gradId: opstinaId === null ? null : positiveId(params.get('gradId')),
    vrste: VRSTA_KODOVI.filter((kod) => vrste.includes(kod)),
    ...period,
    ranges,
    radius,
    ...(sort ? { sort, smer: params.get('smer') === 'desc' ? 'desc' : 'asc' } : defaultSort(radius !== null)),
  };
}

/** The URL's search params for a filter; defaults are left out so the plain list keeps a plain address. */
export function paramsFromFilter(
  filter: NepokretnostiFilter,
  base?: URLSearchParams,
  today = firmToday(),
): URLSearchParams {
  const params = new URLSearchParams(base);
  const period = defaultPeriod(today);
  const set = (key: string, value: string | number | null | undefined, fallback?: string) =>
    value === null || value === undefined || String(value) === fallback
      ? params.delete(key)
      : params.set(key, String(value));
  set('opstinaId', filter.opstinaId);
  set('katastarId', filter.katastarId);
  set('gradId', filter.gradId);
  set('idVrste', filter.vrste.join(','), '');
  set('prvi', filter.prvi, period.prvi);
  set('drugi', filter.drugi, period.drugi);
  for (const field of RANGE_FIELDS) set(field, filter.ranges[field]);
  set('lat', filter.radius ? Number(filter.radius.lat.toFixed(6)) : null);
  set('lon', filter.radius ? Number(filter.radius.lon.toFixed(6)) : null);
  set('r', filter.radius?.radius, String(RADIUS_DEFAULT_M));
  const fallback = defaultSort(filter.radius !== null);
  const isDefaultOrder = filter.sort === fallback.sort && filter.smer === fallback.smer;
  set('sort', isDefaultOrder ? null : filter.sort);
  set('smer', isDefaultOrder ? null : filter.smer);
  return params;
}

/** GET nepokretnosti's query for a filter (paging is added by the caller). */
export function queryFromFilter(
  filter: Omit<NepokretnostiFilter, 'sort' | 'smer'> & Partial<Pick<NepokretnostiFilter, 'sort' | 'smer'>>,
): NepokretnostListQuery {
  return {
    opstinaId: filter.opstinaId ?? undefined,
    katastarId: filter.katastarId ?? undefined,
    gradId: filter.gradId ?? undefined,
    prvi: filter.prvi,
    drugi: filter.drugi,
    ...filter.ranges,
    ...(filter.radius && {
      lat: Number(filter.radius.lat.toFixed(6)),
      lon: Number(filter.radius.lon.toFixed(6)),
      radiusInMeters: filter.radius.radius,
    }),
    idVrste: filter.vrste.length > 0 ? [...filter.vrste] : undefined,
    sort: filter.sort,
    smer: filter.smer,
  };
}

/** The ranges whose from-value exceeds their to-value, each with its warning (part 2 §5). */
export function rangeWarnings(
  ranges: Partial<Record<RangeField, number>>,
): Array<{ from: RangeField; to: RangeField; warning: RangeWarning }> {
  return OPSEZI_PRETRAGE.flatMap(([from, to]) => {
    const low = ranges[from];
    const high = ranges[to];
    if (low === undefined || high === undefined || low <= high) return [];
    return [{ from, to, warning: from === 'prviKvadratura' ? 'KVADRATURAMATCH' : 'CENAMATCH' } as const];
  });
}

/** A typed amount: '' is none, '12,5' and '12.5' are both 12.5 (the Serbian keyboard's comma); NaN when unreadable. */
export function parseAmount(text: string): number | undefined {
  const trimmed = text.trim().replace(/\s/g, '');
  if (trimmed === '') return undefined;
  const normalised = /^\d{1,3}(\.\d{3})+(,\d+)?$/.test(trimmed)
    ? trimmed.replaceAll('.', '').replace(',', '.')
    : trimmed.replace(',', '.');
  return /^\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : Number.NaN;
}

/** The ranges as typed, one text a field. */
export type RangeTexts = Record<RangeField, string>;

/** The typed ranges read: the values, and the fields whose text is not a number. */
export function parseRanges(texts: RangeTexts): {
  values: Partial<Record<RangeField, number>>;
  unreadable: RangeField[];
} {
  const values: Partial<Record<RangeField, number>> = {};
  const unreadable: RangeField[] = [];
  for (const field of RANGE_FIELDS) {
    const value = parseAmount(texts[field]);
    if (value === undefined) continue;
    if (Number.isNaN(value)) unreadable.push(field);
    else values[field] = value;
  }
  return { values, unreadable };
}
