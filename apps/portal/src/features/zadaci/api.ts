import { queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import {
  ZADACI_PATHS,
  moguceZavisnostiSchema,
  trenutniSledeciSchema,
  uspehSchema,
  zadatakListSchema,
  zadatakSchema,
  zauzetostSchema,
  zauzetostZaSveSchema,
  type ZadatakIzmena,
  type ZadatakUnos,
} from '@rp/contract';
import { apiFetch, isNotFound, reportError } from '../../lib/api-client.ts';
import { createdId, createdSchema } from '../../lib/new-record-id.ts';
import { i18n } from '../../i18n/i18n.ts';
import { refreshAfterDelete } from '../../lib/refresh-after-delete.ts';

export const zadaciKeys = {
  all: ['zadaci'] as const,
  detail: (id: number) => [...zadaciKeys.all, 'detail', id] as const,
  zaRadnika: (radnikId: number, a: string, b: string) => [...zadaciKeys.all, 'radnik', radnikId, a, b] as const,
  trenutniSledeci: (radnikId: number) => [...zadaciKeys.all, 'trenutniSledeci', radnikId] as const,
  zauzetost: (radnikId: number) => [...zadaciKeys.all, 'zauzetost', radnikId] as const,
  moguceZavisnosti: (posaoId: number, zadatakId: number) =>
    [...zadaciKeys.all, 'moguceZavisnosti', posaoId, zadatakId] as const,
  odsustva: (ids: readonly number[], prvi: string, drugi: string) =>
    [...zadaciKeys.all, 'odsustva', ids, prvi, drugi] as const,
};

/** GET zadaci/get/{id}: one task; null when there is no such task (the screen then answers /404). */
export const zadatakQuery = (id: number) =>
  queryOptions({
    queryKey: zadaciKeys.detail(id),
    queryFn: ({ signal }) =>
      apiFetch(ZADACI_PATHS.byId.replace(':id', String(id)), { schema: zadatakSchema, signal }).catch(
        (error: unknown) => {
          if (isNotFound(error)) return null;
          throw error;
        },
      ),
    meta: { context: 'GetZadatak' },
  });

/** GET zadaci/get/radnik/{radnikId}/{a}/{b}: a worker's tasks between two days (YYYY-MM-DD). */
export const zadaciRadnikaQuery = (radnikId: number, a: string, b: string) =>
  queryOptions({
    queryKey: zadaciKeys.zaRadnika(radnikId, a, b),
    queryFn: ({ signal }) =>
      apiFetch(ZADACI_PATHS.zaRadnika.replace(':radnikId', String(radnikId)).replace(':a', a).replace(':b', b), {
        schema: zadatakListSchema,
        signal,
      }).then((response) => response.itemList),
    meta: { context: 'GetZadaci' },
  });

/** GET zadaci/get/trenutnisledeci/{radnikId}: the current and the next task. */
export const trenutniSledeciQuery = (radnikId: number) =>
  queryOptions({
    queryKey: zadaciKeys.trenutniSledeci(radnikId),
    queryFn: ({ signal }) =>
      apiFetch(ZADACI_PATHS.trenutniSledeci.replace(':radnikId', String(radnikId)), {
        schema: trenutniSledeciSchema,
        signal,
      }).then((response) => response.itemList),
    meta: { context: 'GetTrenutniSledeci' },
  });

/** GET zadaci/zauzetost/{radnikId}: the worker's timeline (planned spans of open tasks, intervals worked). */
export const zauzetostQuery = (radnikId: number) =>
  queryOptions({
    queryKey: zadaciKeys.zauzetost(radnikId),
    queryFn: ({ signal }) =>
      apiFetch(ZADACI_PATHS.zauzetost.replace(':id', String(radnikId)), { schema: zauzetostSchema, signal }),
    meta: { context: 'GetZauzetost' },
  });

export type TaskCommand =
  { kind: 'pocni'; id: number; radnikId: number; isForced?: boolean } | { kind: 'pauziraj' | 'zavrsi'; id: number };

function commandPath(command: TaskCommand): string {
  if (command.kind === 'pocni') {
    return ZADACI_PATHS.pocni.replace(':id', String(command.id)).replace(':radnikId', String(command.radnikId));
  }
  return ZADACI_PATHS[command.kind].replace(':id', String(command.id));
}

/**
 * Start, pause and finish. A start may answer a warning of Type -1 that the user confirms; the caller handles
 * that error (meta.isSilent) and re-sends with `isForced`.
 */
export function useTaskCommand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (command: TaskCommand) =>
      apiFetch(commandPath(command), {
        method: 'POST',
        schema: uspehSchema,
        ...(command.kind === 'pocni' && command.isForced && { query: { force: true } }),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: zadaciKeys.all }),
    meta: { isSilent: true, context: 'Zadatak' },
  });
}

/** GET zadaci/mogucezavisnosti/{posaoId}/{zadatakId}: the tasks this one may wait for (0 = a task not saved yet). */
export const moguceZavisnostiQuery = (posaoId: number, zadatakId: number) =>
  queryOptions({
    queryKey: zadaciKeys.moguceZavisnosti(posaoId, zadatakId),
    queryFn: ({ signal }) =>
      apiFetch(
        ZADACI_PATHS.moguceZavisnosti.replace(':posaoId', String(posaoId)).replace(':zadatakId', String(zadatakId)),
        { schema: moguceZavisnostiSchema, signal },
      ).then((response) => response.itemList),
    meta: { context: 'GetMoguceZavisnosti' },
  });

/**
 * GET zadaci/zauzetostzasve/?listRadnik=..&prvi&drugi for the worker picker: each worker's annual leave and own
 * holidays in the task's span, and the state holidays in it.
 */
export const odsustvaQuery = (ids: readonly number[], prvi: string, drugi: string) =>
  queryOptions({
    queryKey: zadaciKeys.odsustva(ids, prvi, drugi),
    queryFn: ({ signal }) =>
      apiFetch(ZADACI_PATHS.zauzetostZaSve, {
        query: { listRadnik: ids.map(String), prvi, drugi },
        schema: zauzetostZaSveSchema,
        signal,
      }),
    enabled: ids.length > 0,
    meta: { context: 'GetOdsustva', isSilent: true },
  });

/** POST zadaci/save: resolves with the new task's id. */
export function useSaveZadatak() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ZadatakUnos) => {
      const response = await apiFetch(ZADACI_PATHS.save, { method: 'POST', body, schema: createdSchema });
      return createdId(response, i18n.t('zadatakForm.errors.badId'));
    },
    onSuccess: () => invalidatePlanning(queryClient),
    onError: (error) => reportError(error, 'SaveZadatak'),
    meta: { isSilent: true },
  });
}

/** POST zadaci/update with the Verzija read; a 409 (someone changed it first) is reported and the task reloaded. */
export function useUpdateZadatak() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ZadatakIzmena) => apiFetch(ZADACI_PATHS.update, { method: 'POST', body, schema: uspehSchema }),
    onSettled: () => invalidatePlanning(queryClient),
    onError: (error) => reportError(error, 'UpdateZadatak'),
    meta: { isSilent: true },
  });
}

/** POST zadaci/delete/{id}. */
export function useDeleteZadatak() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ Id }: { Id: number }) =>
      apiFetch(ZADACI_PATHS.delete.replace(':id', String(Id)), { method: 'POST', schema: uspehSchema }),
    // The deleted task's own queries (its record, what it may depend on) are only marked stale (refreshAfterDelete).
    onSuccess: (_response, { Id }) =>
      refreshAfterDelete(queryClient, [zadaciKeys.all, ['poslovi']], (key) => isOfZadatak(key, Id)),
    onError: (error) => reportError(error, 'DeleteZadatak'),
    meta: { isSilent: true },
  });
}

/** Whether a query is one of a task's own: its record, or what it may depend on. */
function isOfZadatak(key: QueryKey, id: number): boolean {
  return (
    key[0] === 'zadaci' && ((key[1] === 'detail' && key[2] === id) || (key[1] === 'moguceZavisnosti' && key[3] === id))
  );
}

/** A task write changes the task screens, the job's list and span, and the Gantt. */
function invalidatePlanning(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: zadaciKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['poslovi'] }),
  ]);
}
