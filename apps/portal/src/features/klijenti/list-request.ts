import { KLIJENTI_PATHS } from '@rp/contract';
import type { FirstGet } from '../../app/first-gets.ts';
import type { KlijentiFilter } from './api.ts';
import { filterFromParams } from './klijenti-filter.ts';

/** The first page of the list and each page loaded near its bottom (part 1 §9). */
export const FIRST_PAGE = 30;
export const NEXT_PAGE = 20;

/** The query of one page of GET klijenti. */
export function klijentiListParams(filter: KlijentiFilter, offset: number, limit: number) {
  return {
    'tipoviKlijenta[]': filter.tipovi.length > 0 ? filter.tipovi : undefined,
    searchData: filter.searchData || undefined,
    sort: filter.sort,
    smer: filter.smer,
    offset,
    limit,
  };
}

/** The list's first page with the address's filter: what the boot starts for /index/klijenti/list (first-gets.ts). */
export function klijentiFirstGets(url: URL): FirstGet[] {
  return [{ path: KLIJENTI_PATHS.list, query: klijentiListParams(filterFromParams(url.searchParams), 0, FIRST_PAGE) }];
}
