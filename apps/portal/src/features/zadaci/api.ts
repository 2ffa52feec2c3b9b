import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZADACI_PATHS,
  trenutniSledeciSchema,
  uspehSchema,
  zadatakListSchema,
  zadatakSchema,
  zauzetostSchema,
} from '@rp/contract';
import { apiFetch } from '../../lib/api-client.ts';
import { ApiClientError } from '../../lib/api-error.ts';

export const zadaciKeys = {
  all: ['zadaci'] as const,
  detail: (id: number) => [...zadaciKeys.all, 'detail', id] as const,
  zaRadnika: (radnikId: number, a: string, b: string) => [...zadaciKeys.all, 'radnik', radnikId, a, b] as const,
  trenutniSledeci: (radnikId: number) => [...zadaciKeys.all, 'trenutniSledeci', radnikId] as const,
  zauzetost: (radnikId: number) => [...zadaciKeys.all, 'zauzetost', radnikId] as const,
};

/** GET zadaci/get/{id}: one task; null when there is no such task (the screen then answers /404). */
export const zadatakQuery = (id: number) =>
  queryOptions({
    queryKey: zadaciKeys.detail(id),
    queryFn: ({ signal }) =>
      apiFetch(ZADACI_PATHS.byId.replace(':id', String(id)), { schema: zadatakSchema, signal }).catch(
        (error: unknown) => {
          if (error instanceof ApiClientError && error.status === 404) return null;
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
