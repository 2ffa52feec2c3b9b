import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { EVIDENCIJA_PATHS, evidencijaMesecSchema, evidencijaResponseSchema, uspehSchema } from '@rp/contract';
import { apiFetch } from '../../lib/api-client.ts';

export const evidencijaKeys = {
  all: ['evidencija'] as const,
  status: (radnikId: number) => [...evidencijaKeys.all, 'status', radnikId] as const,
};

const path = (template: string, radnikId: number) => template.replace(':radnikId', String(radnikId));

/** The working day's record (POST /Evidencija/provera): read-only, so safe to use as a query. */
export const workDayQuery = (radnikId: number) =>
  queryOptions({
    queryKey: evidencijaKeys.status(radnikId),
    queryFn: ({ signal }) =>
      apiFetch(path(EVIDENCIJA_PATHS.provera, radnikId), {
        method: 'POST',
        schema: evidencijaResponseSchema,
        signal,
      }).then((response) => response.evidencija),
    staleTime: 60_000,
    meta: { context: 'Provera' },
  });

export type WorkDayCommand = 'prijava' | 'pauza' | 'odjava';

/** Sign in, pause, sign out: the server's record is applied after every command and re-checked after a failure. */
export function useWorkDayCommand(radnikId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (command: WorkDayCommand) =>
      apiFetch(path(EVIDENCIJA_PATHS[command], radnikId), { method: 'POST', schema: evidencijaResponseSchema }),
    onSuccess: (response) => queryClient.setQueryData(evidencijaKeys.status(radnikId), response.evidencija),
    onError: () => queryClient.invalidateQueries({ queryKey: evidencijaKeys.status(radnikId) }),
    meta: { context: 'Evidencija' },
  });
}

export const monthKeys = {
  month: (radnikId: number, godina: number, mesec: number) =>
    [...evidencijaKeys.all, 'month', radnikId, godina, mesec] as const,
};

/** GET evidencija/info/{radnikId}/{godina}/{mesec}: every day of the month with its planned and worked time. */
export const monthQuery = (radnikId: number, godina: number, mesec: number) =>
  queryOptions({
    queryKey: monthKeys.month(radnikId, godina, mesec),
    queryFn: ({ signal }) =>
      apiFetch(
        EVIDENCIJA_PATHS.info
          .replace(':radnikId', String(radnikId))
          .replace(':godina', String(godina))
          .replace(':mesec', String(mesec)),
        { schema: evidencijaMesecSchema, signal },
      ),
    meta: { context: 'GetEvidencija' },
  });

/** POST evidencija/save and evidencija/update; both refresh the month and the working-day panel. */
export function useEvidencijaWrite<T>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => apiFetch(path, { method: 'POST', body, schema: uspehSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: evidencijaKeys.all }),
    meta: { context: 'SetEvidencija' },
  });
}
