import { PRIORITETI, PRIORITET_SVI, type Posao } from '@rp/contract';
import { firmToday } from '../../lib/format.ts';
import { addDays, correctRange, isDay } from '../procene/filters.ts';
import type { PosloviFilter } from './api.ts';

/** A job's priority as a badge variant: 1 high, 2 normal, 3 low. */
export const PRIORITET_BADGE = { 1: 'danger', 2: 'info', 3: 'secondary' } as const;

/** The search date default of job lists (part 1 §9): 30 days back to today. */
export const POSLOVI_PERIOD_DANA = 30;

export function defaultPosloviFilter(today = firmToday()): PosloviFilter {
  return { aktivan: false, prvi: addDays(today, -POSLOVI_PERIOD_DANA), drugi: today, prioritet: PRIORITET_SVI };
}

/** The list's filters in the URL: `?aktivan=1&prvi=2026-10-01&drugi=2026-11-20&prioritet=2&prikaz=mapa`. */
export function filterFromParams(params: URLSearchParams, today = firmToday()): PosloviFilter {
  const fallback = defaultPosloviFilter(today);
  const prvi = params.get('prvi');
  const drugi = params.get('drugi');
  const prioritet = Number(params.get('prioritet'));
  const range = correctRange(
    { datumOd: isDay(prvi) ? prvi : fallback.prvi, datumDo: isDay(drugi) ? drugi : fallback.drugi },
    isDay(prvi) ? 'datumOd' : 'datumDo',
  );
  return {
    aktivan: params.get('aktivan') === '1',
    prvi: range.datumOd,
    drugi: range.datumDo,
    prioritet: (PRIORITETI as readonly number[]).includes(prioritet) ? prioritet : PRIORITET_SVI,
  };
}

/** The URL's search params for a filter; the defaults are left out so the plain list keeps a plain address. */
export function paramsFromFilter(filter: PosloviFilter, base?: URLSearchParams, today = firmToday()): URLSearchParams {
  const fallback = defaultPosloviFilter(today);
  const params = new URLSearchParams(base);
  const set = (key: string, value: string, isDefault: boolean) =>
    isDefault ? params.delete(key) : params.set(key, value);
  set('aktivan', '1', !filter.aktivan);
  set('prvi', filter.prvi, filter.prvi === fallback.prvi);
  set('drugi', filter.drugi, filter.drugi === fallback.drugi);
  set('prioritet', String(filter.prioritet), filter.prioritet === PRIORITET_SVI);
  return params;
}

/** A range the user changed, corrected the way every search range is (part 1 §5). */
export function changeRange(filter: PosloviFilter, changed: 'prvi' | 'drugi', day: string): PosloviFilter {
  const next = { datumOd: changed === 'prvi' ? day : filter.prvi, datumDo: changed === 'drugi' ? day : filter.drugi };
  const range = correctRange(next, changed === 'prvi' ? 'datumOd' : 'datumDo');
  return { ...filter, prvi: range.datumOd, drugi: range.datumDo };
}

/** Tasks done of all, as the list shows it: '3/5'; '0/0' for a job without tasks. */
export function napredak(posao: Pick<Posao, 'BrojZavrsenih' | 'BrojZadataka'>): string {
  return `${posao.BrojZavrsenih}/${posao.BrojZadataka}`;
}
