import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  GANTT_PATHS,
  ZADACI_PATHS,
  ganttSaveResultSchema,
  ganttSchema,
  zauzetostZaSveSchema,
  type GanttSave,
} from '@rp/contract';
import { apiFetch } from '../../lib/api-client.ts';

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

export function hasFilter(filter: GanttFilter): boolean {
  return filter.aktivan !== undefined || !!filter.prvi || !!filter.drugi || !!filter.prioritet;
}

/** GET gantt/get, or gantt/filter/ when a filter is set: every job with its tasks for the planner. */
export const ganttQuery = (filter: GanttFilter) =>
  queryOptions({
    queryKey: posloviKeys.gantt(filter),
    queryFn: ({ signal }) =>
      hasFilter(filter)
        ? apiFetch(GANTT_PATHS.filter, {
            query: {
              ...(filter.aktivan !== undefined && { aktivan: filter.aktivan }),
              ...(filter.prvi && { prvi: filter.prvi }),
              ...(filter.drugi && { drugi: filter.drugi }),
              ...(filter.prioritet !== undefined && { prioritet: filter.prioritet }),
            },
            schema: ganttSchema,
            signal,
          })
        : apiFetch(GANTT_PATHS.get, { schema: ganttSchema, signal }),
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
