import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  EVIDENCIJA_PATHS,
  ErrorType,
  ZAHTEVI_PATHS,
  evidencijaMesecSchema,
  evidencijaResponseSchema,
  uspehIzmeneSchema,
  uspehSchema,
  zahtevListSchema,
  type UspehIzmene,
} from '@rp/contract';
import { apiFetch } from '../../lib/api-client.ts';
import { report } from '../../lib/notify.ts';
import { i18n } from '../../i18n/i18n.ts';

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

/**
 * The success notice of a change of a time record: the server's own when it applied the change, a translated one when
 * it stored a worker's own change as a request that waits for Admin.
 */
export function reportChange(answer: UspehIzmene): void {
  if (answer.NaCekanju) report(ErrorType.Success, 0, i18n.t('zahtevi.sent'));
  else if (answer.Message) report(ErrorType.Success, 0, answer.Message);
}

/**
 * POST evidencija/save and evidencija/update; both refresh the month, the working-day panel and the pending requests
 * (a worker's own change comes back as a request, NaCekanju).
 */
export function useEvidencijaWrite<T>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: T) =>
      apiFetch(path, { method: 'POST', body, schema: uspehIzmeneSchema, successMessage: () => null }),
    onSuccess: (answer) => {
      reportChange(answer);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: evidencijaKeys.all }),
        queryClient.invalidateQueries({ queryKey: zahteviKeys.all }),
      ]);
    },
    meta: { context: 'SetEvidencija' },
  });
}

export const zahteviKeys = {
  all: ['zahtevi'] as const,
  pending: () => [...zahteviKeys.all, 'pending'] as const,
  forRadnik: (radnikId: number) => [...zahteviKeys.all, 'radnik', radnikId] as const,
};

/** Pending correction requests: every worker's (Admin's home page) or one worker's (the record screen). */
export const zahteviQuery = (radnikId?: number) =>
  queryOptions({
    queryKey: radnikId === undefined ? zahteviKeys.pending() : zahteviKeys.forRadnik(radnikId),
    queryFn: ({ signal }) =>
      apiFetch(
        radnikId === undefined ? ZAHTEVI_PATHS.list : ZAHTEVI_PATHS.forRadnik.replace(':radnikId', String(radnikId)),
        { schema: zahtevListSchema, signal },
      ).then((response) => response.itemList),
    meta: { context: 'GetZahtevi' },
  });

/** Admin approves or rejects a request; an approval changes the record, so the month and holidays refresh too. */
export function useZahtevDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: 'approve' | 'reject'; id: number }) =>
      apiFetch(ZAHTEVI_PATHS[kind].replace(':id', String(id)), {
        method: 'POST',
        schema: uspehSchema,
        successMessage: () => i18n.t(kind === 'approve' ? 'zahtevi.approved' : 'zahtevi.rejected'),
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: zahteviKeys.all }),
        queryClient.invalidateQueries({ queryKey: evidencijaKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['praznici'] }),
      ]),
    meta: { context: 'Zahtevi' },
  });
}
