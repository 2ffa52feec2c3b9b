import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  NEPOKRETNOSTI_LIMIT,
  NEPOKRETNOSTI_LOAD_MORE,
  NEPOKRETNOSTI_PATHS,
  katastarListSchema,
  nepokretnostListSchema,
  nepokretnostMapaSchema,
} from '@rp/contract';
import { apiFetch } from '../../lib/api-client.ts';
import { lokacijeKeys } from '../lokacije/api.ts';
import { type NepokretnostiFilter } from './filters.ts';
import { nepokretnostiListParams, nepokretnostiMapaParams } from './list-request.ts';

/** The list's and the map's keys, under the register's root that every save invalidates (form-api.ts). */
export const nepokretnostiListKeys = {
  all: ['nepokretnosti'] as const,
  lists: () => [...nepokretnostiListKeys.all, 'list'] as const,
  list: (filter: NepokretnostiFilter) => [...nepokretnostiListKeys.lists(), filter] as const,
  mape: () => [...nepokretnostiListKeys.all, 'mapa'] as const,
  mapa: (filter: MapaFilter) => [...nepokretnostiListKeys.mape(), filter] as const,
};

/** The map's search: the list's without its order (a new order must not reload the map). */
export type MapaFilter = Omit<NepokretnostiFilter, 'sort' | 'smer'>;

export function mapaFilterOf({ sort: _sort, smer: _smer, ...filter }: NepokretnostiFilter): MapaFilter {
  return filter;
}

/** GET nepokretnosti, paged (part 2 §9): 50 rows, then 20 more each time the list nears its bottom. */
export const nepokretnostiListQuery = (filter: NepokretnostiFilter) =>
  infiniteQueryOptions({
    queryKey: nepokretnostiListKeys.list(filter),
    queryFn: ({ pageParam, signal }) =>
      apiFetch(NEPOKRETNOSTI_PATHS.list, {
        query: nepokretnostiListParams(
          filter,
          pageParam,
          pageParam === 0 ? NEPOKRETNOSTI_LIMIT : NEPOKRETNOSTI_LOAD_MORE,
        ),
        schema: nepokretnostListSchema,
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.itemList.length, 0);
      return loaded < last.ukupno && last.itemList.length > 0 ? loaded : undefined;
    },
    meta: { context: 'GetNepokretnosti' },
  });

/** GET nepokretnosti/mapa: every match with coordinates (up to the contract's cap) for the map beside the list. */
export const nepokretnostiMapaQuery = (filter: MapaFilter) =>
  queryOptions({
    queryKey: nepokretnostiListKeys.mapa(filter),
    queryFn: ({ signal }) =>
      apiFetch(NEPOKRETNOSTI_PATHS.mapa, {
        query: nepokretnostiMapaParams(filter),
        schema: nepokretnostMapaSchema,
        signal,
      }),
    meta: { context: 'GetNepokretnostiMapa' },
  });

/** Cadastral municipalities change only with a new release of the reference data. */
const KATASTRI_STALE_TIME = 60 * 60_000;

/** GET lokacija/katastri?opstinaId: the cadastral municipalities of a municipality (under the locations' keys). */
export const katastriListQuery = (opstinaId: number) =>
  queryOptions({
    queryKey: [...lokacijeKeys.all, 'katastri', opstinaId] as const,
    queryFn: ({ signal }) =>
      apiFetch(NEPOKRETNOSTI_PATHS.katastri, { query: { opstinaId }, schema: katastarListSchema, signal }).then(
        (response) => response.katastarLista,
      ),
    staleTime: KATASTRI_STALE_TIME,
    meta: { context: 'GetKatastri' },
  });
