import { NEPOKRETNOSTI_LIMIT, NEPOKRETNOSTI_PATHS, type NepokretnostListQuery } from '@rp/contract';
import type { FirstGet } from '../../app/first-gets.ts';
import { filterFromParams, queryFromFilter, rangeWarnings, type NepokretnostiFilter } from './filters.ts';

type QueryValue = string | number | readonly (string | number)[] | undefined;

/** The contract's query as the API client sends it (arrays repeat their key). */
function wire(query: NepokretnostListQuery): Record<string, QueryValue> {
  return query as Record<string, QueryValue>;
}

/** The query of one page of GET nepokretnosti. */
export function nepokretnostiListParams(
  filter: NepokretnostiFilter,
  offset: number,
  itemsPerPage: number,
): Record<string, QueryValue> {
  return wire({ ...queryFromFilter(filter), offset, itemsPerPage });
}

/** The query of GET nepokretnosti/mapa: the list's search without its order. */
export function nepokretnostiMapaParams(
  filter: Omit<NepokretnostiFilter, 'sort' | 'smer'>,
): Record<string, QueryValue> {
  return wire(queryFromFilter(filter));
}

/**
 * The list's first page and the map of the same search: what the boot starts for /index/nepokretnosti/list
 * (first-gets.ts). A reversed range in the address asks for nothing (the page shows the warning instead).
 */
export function nepokretnostiFirstGets(url: URL): FirstGet[] {
  const filter = filterFromParams(url.searchParams);
  if (rangeWarnings(filter.ranges).length > 0) return [];
  const { sort: _sort, smer: _smer, ...mapa } = filter;
  return [
    { path: NEPOKRETNOSTI_PATHS.list, query: nepokretnostiListParams(filter, 0, NEPOKRETNOSTI_LIMIT) },
    { path: NEPOKRETNOSTI_PATHS.mapa, query: nepokretnostiMapaParams(mapa) },
  ];
}
