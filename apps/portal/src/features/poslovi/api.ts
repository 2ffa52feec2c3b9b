import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  GANTT_PATHS,
  POSLOVI_PATHS,
  ZADACI_PATHS,
  ganttSaveResultSchema,
  ganttAnswerSchema,
  posaoListSchema,
  posaoSchema,
  sablonPoslaListSchema,
  uspehSchema,
  zadatakListSchema,
  zauzetostZaSveSchema,
  type GanttSave,
  type Posao,
  type PosaoIzmena,
  type PosaoUnos,
} from '@rp/contract';
import { apiFetch, reportError } from '../../lib/api-client.ts';
import { ApiClientError } from '../../lib/api-error.ts';
import { createdId, createdSchema } from '../../lib/new-record-id.ts';
import { i18n } from '../../i18n/i18n.ts';
import { ganttRequest } from './gantt-filter.ts';
import { isRecordKey, refreshAfterDelete } from '../../lib/refresh-after-delete.ts';

/** The Gantt filters of part 1 §7, as the URL keeps them (days YYYY-MM-DD; prioritet 0 = all). */
export interface GanttFilter {
  aktivan?: boolean;
  prvi?: string;
  drugi?: string;
  prioritet?: number;
}

export const posloviKeys = {
  all: ['poslovi'] as const,
  gantt: (filter: GanttFilter) => [...posloviKeys.all, 'gantt', filter] as const,
  zauzetost: (ids: readonly number[]) => [...posloviKeys.all, 'zauzetost', ids] as const,
};

/** GET gantt/get, or gantt/filter/ when a filter is set: every job with its tasks for the planner. */
export const ganttQuery = (filter: GanttFilter) =>
  queryOptions({
    queryKey: posloviKeys.gantt(filter),
    queryFn: ({ signal }) => {
      const { path, query } = ganttRequest(filter);
      return apiFetch(path, { ...(query && { query }), schema: ganttAnswerSchema, signal });
    },
    // The planner holds the edits: a background refetch would throw them away.
    staleTime: Number.POSITIVE_INFINITY,
    meta: { context: 'GetGantt' },
  });

/** GET zadaci/zauzetostzasve: the chosen workers' tasks, pauses, leave and holidays. */
export const zauzetostZaSveQuery = (ids: readonly number[]) =>
  queryOptions({
    queryKey: posloviKeys.zauzetost(ids),
    queryFn: ({ signal }) =>
      apiFetch(ZADACI_PATHS.zauzetostZaSve, {
        query: { listRadnik: ids.map(String) },
        schema: zauzetostZaSveSchema,
        signal,
      }),
    enabled: ids.length > 0,
    meta: { context: 'GetZauzetost' },
  });

/** POST gantt/save: the planner's save with the versions it was loaded at; all of it, or nothing (409 when stale). */
export function useSaveGantt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GanttSave) =>
      apiFetch(GANTT_PATHS.save, { method: 'POST', body, schema: ganttSaveResultSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: posloviKeys.all }),
    meta: { context: 'SaveGantt' },
  });
}

/** The job list's filters as `poslovi/filter/` takes them: days (YYYY-MM-DD, both included), prioritet 0 = all. */
export interface PosloviFilter {
  aktivan: boolean;
  prvi: string;
  drugi: string;
  prioritet: number;
}

export const posloviListKeys = {
  list: (filter: PosloviFilter) => [...posloviKeys.all, 'list', filter] as const,
  detail: (id: number) => [...posloviKeys.all, 'detail', id] as const,
  sabloni: () => [...posloviKeys.all, 'sabloni'] as const,
  zadaci: (posaoId: number) => [...posloviKeys.all, 'zadaci', posaoId] as const,
};

/** GET poslovi/filter/?aktivan,prvi,drugi,prioritet: the jobs of the list and its map. */
export const posloviListQuery = (filter: PosloviFilter) =>
  queryOptions({
    queryKey: posloviListKeys.list(filter),
    queryFn: ({ signal }) =>
      apiFetch(POSLOVI_PATHS.filter, {
        query: {
          ...(filter.aktivan && { aktivan: true }),
          prvi: filter.prvi,
          drugi: filter.drugi,
          prioritet: filter.prioritet,
        },
        schema: posaoListSchema,
        signal,
      }).then((response) => response.itemList),
    meta: { context: 'GetPoslovi' },
  });

/** GET poslovi/get/{id} with its Verzija. */
export const posaoQuery = (id: number) =>
  queryOptions({
    queryKey: posloviListKeys.detail(id),
    queryFn: ({ signal }) => apiFetch(POSLOVI_PATHS.byId.replace(':id', String(id)), { schema: posaoSchema, signal }),
    meta: { context: 'GetPosao' },
  });

/** GET poslovi/sablon/get: the templates with their task count and laid-out length. */
export const sabloniQuery = () =>
  queryOptions({
    queryKey: posloviListKeys.sabloni(),
    queryFn: ({ signal }) =>
      apiFetch(POSLOVI_PATHS.sabloni, { schema: sablonPoslaListSchema, signal }).then((response) => response.itemList),
    meta: { context: 'GetSabloni' },
  });

/** GET zadaci/get/posao/{posaoId}: the job's tasks (loaded only for Admin and Demo, part 1 §6). */
export const zadaciPoslaQuery = (posaoId: number) =>
  queryOptions({
    queryKey: posloviListKeys.zadaci(posaoId),
    queryFn: ({ signal }) =>
      apiFetch(ZADACI_PATHS.zaPosao.replace(':posaoId', String(posaoId)), { schema: zadatakListSchema, signal }).then(
        (response) => response.itemList,
        (error: unknown) => {
          // Task-list load errors are shown only when their Type is above 2 (part 1 §8).
          if (!(error instanceof ApiClientError) || error.type > 2) reportError(error, 'GetZadaciPosla');
          throw error;
        },
      ),
    meta: { context: 'GetZadaciPosla', isSilent: true },
  });

/** POST poslovi/save: resolves with the new job's id (a template's tasks are created with it). */
export function useSavePosao() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PosaoUnos) => {
      const response = await apiFetch(POSLOVI_PATHS.save, { method: 'POST', body, schema: createdSchema });
      return createdId(response, i18n.t('posao.errors.badId'));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: posloviKeys.all }),
    onError: (error) => reportError(error, 'SavePosao'),
    meta: { isSilent: true },
  });
}

/** POST poslovi/update with the Verzija read; a 409 (someone saved first) is reported and the job is reloaded. */
export function useUpdatePosao() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PosaoIzmena) => apiFetch(POSLOVI_PATHS.update, { method: 'POST', body, schema: uspehSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: posloviKeys.all }),
    onError: (error) => reportError(error, 'UpdatePosao'),
    meta: { isSilent: true },
  });
}

/** POST poslovi/delete/{id}: the job with its tasks and documents. */
export function useDeletePosao() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ Id }: Pick<Posao, 'Id' | 'Naziv'>) =>
      apiFetch(POSLOVI_PATHS.delete.replace(':id', String(Id)), { method: 'POST', schema: uspehSchema }),
    // The deleted job's own queries (its record, its tasks) are only marked stale (see refreshAfterDelete).
    onSuccess: (_response, { Id }) =>
      refreshAfterDelete(queryClient, [posloviKeys.all], isRecordKey('poslovi', ['detail', 'zadaci'], Id)),
    onError: (error) => reportError(error, 'DeletePosao'),
    meta: { isSilent: true },
  });
}

/** POST poslovi/sablon/save ('add as template'): a new template from the job's tasks. */
export function useSaveSablon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ Id }: Pick<Posao, 'Id'>) =>
      apiFetch(POSLOVI_PATHS.sablonSave, { method: 'POST', body: { Id }, schema: uspehSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: posloviListKeys.sabloni() }),
    onError: (error) => reportError(error, 'SaveSablon'),
    meta: { isSilent: true },
  });
}
