import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ErrorType,
  KOMPARATIVI_MAX,
  KOMPARATIVI_MAXSELECTED_CODE,
  KOMPARATIVI_PATHS,
  NEPOKRETNOSTI_LIMIT,
  NEPOKRETNOSTI_LOAD_MORE,
  komparativListSchema,
  komparativPretragaSchema,
  uspehSchema,
  type KomparativPretragaQuery,
  type KomparativUpdateItem,
} from '@rp/contract';
import { apiFetch, reportError } from '../../lib/api-client.ts';
import { ApiClientError } from '../../lib/api-error.ts';
import { report } from '../../lib/notify.ts';
import { i18n } from '../../i18n/i18n.ts';

const fill = (template: string, values: Record<string, number>) =>
  template.replace(/:(\w+)/g, (_, name: string) => String(values[name]));

/** Keys under the valuations' root: a valuation's save refreshes its comparables too (the subject's area, places). */
export const komparativiKeys = {
  all: ['procene', 'komparativi'] as const,
  list: (procenaId: number, predmetId: number) => [...komparativiKeys.all, 'list', procenaId, predmetId] as const,
  pretrage: (procenaId: number, predmetId: number) =>
    [...komparativiKeys.all, 'pretraga', procenaId, predmetId] as const,
  pretraga: (procenaId: number, predmetId: number, query: Omit<KomparativPretragaQuery, 'predmetKomparativ'>) =>
    [...komparativiKeys.pretrage(procenaId, predmetId), query] as const,
};

/** GET procene/{id}/komparativi?predmetKomparativ: the subject, its comparables and the indicated value. */
export const komparativiQuery = (procenaId: number, predmetId: number) =>
  queryOptions({
    queryKey: komparativiKeys.list(procenaId, predmetId),
    queryFn: ({ signal }) =>
      apiFetch(fill(KOMPARATIVI_PATHS.list, { id: procenaId }), {
        query: { predmetKomparativ: predmetId },
        schema: komparativListSchema,
        signal,
      }),
    meta: { context: 'GetKomparativi' },
  });

type PretragaFilter = Omit<KomparativPretragaQuery, 'predmetKomparativ' | 'offset' | 'currentPage' | 'itemsPerPage'>;

/** The register around the subject (50, then 20 more, as the register's list): nearest first, chosen ones marked. */
export const pretragaQuery = (procenaId: number, predmetId: number, filter: PretragaFilter) =>
  infiniteQueryOptions({
    queryKey: komparativiKeys.pretraga(procenaId, predmetId, filter),
    queryFn: ({ pageParam, signal }) =>
      apiFetch(fill(KOMPARATIVI_PATHS.pretraga, { id: procenaId }), {
        query: {
          ...(filter as Record<string, string | number | readonly number[] | undefined>),
          predmetKomparativ: predmetId,
          offset: pageParam,
          itemsPerPage: pageParam === 0 ? NEPOKRETNOSTI_LIMIT : NEPOKRETNOSTI_LOAD_MORE,
        },
        schema: komparativPretragaSchema,
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.itemList.length, 0);
      return loaded < last.ukupno && last.itemList.length > 0 ? loaded : undefined;
    },
    meta: { context: 'GetKomparativiPretraga' },
  });

/** ERRORS.MAXSELECTED (part 2 §8): the server refused a selection past the subject's limit. */
export function isMaxSelected(error: unknown): boolean {
  return error instanceof ApiClientError && error.status === 409 && error.code === KOMPARATIVI_MAXSELECTED_CODE;
}

/** PUT procene/komparativi/update ('Uspešno sačuvane izmene'). */
export function useSaveKomparativi(procenaId: number, predmetId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: KomparativUpdateItem[]) =>
      apiFetch(KOMPARATIVI_PATHS.update, {
        method: 'PUT',
        body: items,
        schema: uspehSchema,
        successMessage: (message) => (i18n.language === 'sr' ? message : i18n.t('komparativi.saved')),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: komparativiKeys.list(procenaId, predmetId) }),
    onError: (error) => reportError(error, 'SaveKomparativi'),
    meta: { isSilent: true },
  });
}

/** POST procene/{id}/komparativi?komparativIds&predmetKomparativ. */
export function useAddKomparativi(procenaId: number, predmetId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly number[]) =>
      apiFetch(fill(KOMPARATIVI_PATHS.dodaj, { id: procenaId }), {
        method: 'POST',
        query: { predmetKomparativ: predmetId, komparativIds: ids.join(',') },
        schema: uspehSchema,
        successMessage: () => i18n.t('komparativi.added', { count: ids.length }),
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: komparativiKeys.list(procenaId, predmetId) }),
        queryClient.invalidateQueries({ queryKey: komparativiKeys.pretrage(procenaId, predmetId) }),
      ]),
    onError: (error) => {
      if (isMaxSelected(error))
        report(
          ErrorType.Danger,
          KOMPARATIVI_MAXSELECTED_CODE,
          i18n.t('komparativi.errors.MAXSELECTED', { max: KOMPARATIVI_MAX }),
          'SetKomparativi',
        );
      else reportError(error, 'SetKomparativi');
    },
    meta: { isSilent: true },
  });
}

/** DELETE procene/{id}/komparativi?komparativIds&predmetKomparativ. */
export function useRemoveKomparativi(procenaId: number, predmetId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly number[]) =>
      apiFetch(fill(KOMPARATIVI_PATHS.ukloni, { id: procenaId }), {
        method: 'DELETE',
        query: { predmetKomparativ: predmetId, komparativIds: ids.join(',') },
        schema: uspehSchema,
        successMessage: () => i18n.t('komparativi.removed', { count: ids.length }),
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: komparativiKeys.list(procenaId, predmetId) }),
        queryClient.invalidateQueries({ queryKey: komparativiKeys.pretrage(procenaId, predmetId) }),
      ]),
    onError: (error) => reportError(error, 'DeleteKomparativi'),
    meta: { isSilent: true },
  });
}
