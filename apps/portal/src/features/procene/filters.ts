import { PROCENE_PERIOD_DANA, type ProcenaListQuery } from '@rp/contract';
import { FIRM_TIME_ZONE, firmToday } from '../../lib/format.ts';

/** The list's search, as the URL holds it (part 2 §7). Days are `yyyy-MM-dd` in the firm's calendar, both included. */
export interface ProceneFilter {
  datumOd: string;
  datumDo: string;
  /** Only the active phases (1 and 6). */
  aktivnaFaza: boolean;
  prioritet: readonly number[];
  /** Property groups 81–83 of the first subject. */
  tipNepokretnosti: readonly number[];
  faze: readonly number[];
  /** Leaders. */
  radnik: readonly number[];
  /** Inspectors. */
  inspekcija: readonly number[];
  /** Valuations naming this record as bank, client or banker (`?klijentId=` from the client form). */
  klijentId: number | null;
}

const DAY_MS = 86_400_000;

/** `yyyy-MM-dd` plus `days` calendar days (negative: back). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The default window (part 2 §9): 30 days back to today, in the firm's calendar. */
export function defaultPeriod(today = firmToday()): { datumOd: string; datumDo: string } {
  return { datumOd: addDays(today, -PROCENE_PERIOD_DANA), datumDo: today };
}

export function isDay(value: string | null | undefined): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  // 2026-02-30 parses as 2 March in some engines: the day must survive the round trip.
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/**
 * A range the user changed, auto-corrected (part 2 §5): a start moved past the end moves the end to start + 1 day;
 * an end moved before the start moves the start to end − 1 day.
 */
export function correctRange(
  range: { datumOd: string; datumDo: string },
  changed: 'datumOd' | 'datumDo',
): { datumOd: string; datumDo: string } {
  if (range.datumOd <= range.datumDo) return range;
  return changed === 'datumOd'
    ? { datumOd: range.datumOd, datumDo: addDays(range.datumOd, 1) }
    : { datumOd: addDays(range.datumDo, -1), datumDo: range.datumDo };
}

/** `+01:00` / `+02:00`: the firm's offset from UTC at an instant. */
function firmOffset(instant: number): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: FIRM_TIME_ZONE, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const offset = name?.replace('GMT', '') ?? '';
  return /^[+-]\d{2}:\d{2}$/.test(offset) ? offset : '+00:00';
}

/** The instant a firm's day starts (00:00) or ends (23:59:59.999), with the offset of that moment. */
export function dayBoundary(day: string, edge: 'start' | 'end'): string {
  // Summer time changes at 02:00/03:00, so midnight has the previous evening's offset and 23:59 the day's own.
  const probe = Date.parse(`${day}T${edge === 'start' ? '00' : '21'}:00:00Z`);
  return `${day}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}${firmOffset(probe)}`;
}

const ids = (value: string | null, allowed?: (id: number) => boolean): number[] =>
  [
    ...new Set(
      (value ?? '')
        .split(',')
        .filter((part) => /^\d{1,8}$/.test(part))
        .map(Number),
    ),
  ].filter((id) => id > 0 && (!allowed || allowed(id)));

const inRange = (low: number, high: number) => (id: number) => id >= low && id <= high;

/** The phone's default: the user's own inspections, unless the address says otherwise (`inspekcija=` empty). */
export interface FilterDefaults {
  today?: string;
  /** The signed-in worker on a phone; null elsewhere. */
  ownInspections?: number | null;
}

/**
 * The list's state in the URL: `?od=2026-10-01&do=2026-10-31&aktivna=1&prioritet=1,3&grupa=81&faze=1,6&radnik=4&
 * inspekcija=7&klijentId=12`. Anything unreadable falls back to its default, so a mangled address still opens the list.
 */
export function filterFromParams(params: URLSearchParams, defaults: FilterDefaults = {}): ProceneFilter {
  const fallback = defaultPeriod(defaults.today);
  const od = params.get('od');
  const do_ = params.get('do');
  const period = correctRange(
    { datumOd: isDay(od) ? od : fallback.datumOd, datumDo: isDay(do_) ? do_ : fallback.datumDo },
    'datumOd',
  );
  const klijentId = ids(params.get('klijentId'))[0] ?? null;
  const inspekcija = params.has('inspekcija')
    ? ids(params.get('inspekcija'))
    : defaults.ownInspections
      ? [defaults.ownInspections]
      : [];
  return {
    ...period,
    aktivnaFaza: params.get('aktivna') === '1',
    prioritet: ids(params.get('prioritet'), inRange(1, 3)).sort(),
    tipNepokretnosti: ids(params.get('grupa'), inRange(81, 83)).sort(),
    faze: ids(params.get('faze'), inRange(1, 6)).sort(),
    radnik: ids(params.get('radnik')),
    inspekcija,
    klijentId,
  };
}

/** The URL's search params for a filter; defaults are left out so the plain list keeps a plain address. */
export function paramsFromFilter(
  filter: ProceneFilter,
  base?: URLSearchParams,
  defaults: FilterDefaults = {},
): URLSearchParams {
  const params = new URLSearchParams(base);
  const period = defaultPeriod(defaults.today);
  const set = (key: string, value: string | null, fallback?: string) =>
    value === null || value === fallback ? params.delete(key) : params.set(key, value);
  set('od', filter.datumOd, period.datumOd);
  set('do', filter.datumDo, period.datumDo);
  set('aktivna', filter.aktivnaFaza ? '1' : null);
  set('prioritet', filter.prioritet.join(','), '');
  set('grupa', filter.tipNepokretnosti.join(','), '');
  set('faze', filter.faze.join(','), '');
  set('radnik', filter.radnik.join(','), '');
  const ownDefault = defaults.ownInspections ? String(defaults.ownInspections) : '';
  const inspekcija = filter.inspekcija.join(',');
  // On a phone an empty choice differs from the default (own inspections), so it is kept as `inspekcija=`.
  if (inspekcija === ownDefault) params.delete('inspekcija');
  else params.set('inspekcija', inspekcija);
  set('klijentId', filter.klijentId === null ? null : String(filter.klijentId));
  return params;
}

/** GET procene's query for a filter (paging is added by the caller). */
export function queryFromFilter(filter: ProceneFilter): ProcenaListQuery {
  const list = (values: readonly number[]) => (values.length > 0 ? [...values] : undefined);
  return {
    datumOd: dayBoundary(filter.datumOd, 'start'),
    datumDo: dayBoundary(filter.datumDo, 'end'),
    aktivnaFaza: filter.aktivnaFaza ? 'true' : undefined,
    'prioritet[]': list(filter.prioritet),
    'tipNepokretnosti[]': list(filter.tipNepokretnosti),
    'faze[]': list(filter.faze),
    'radnik[]': list(filter.radnik),
    'inspekcija[]': list(filter.inspekcija),
    klijentId: filter.klijentId ?? undefined,
  } as ProcenaListQuery;
}

/** How many filters differ from the defaults (the dates aside): the filter button's count. */
export function activeFilterCount(filter: ProceneFilter): number {
  return [
    filter.aktivnaFaza,
    filter.prioritet.length > 0,
    filter.tipNepokretnosti.length > 0,
    filter.faze.length > 0,
    filter.radnik.length > 0,
    filter.inspekcija.length > 0,
  ].filter(Boolean).length;
}
