import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { PRAZNICI_PATHS, praznikListSchema, uspehIzmeneSchema, uspehSchema, type PraznikInsert } from '@rp/contract';
import { apiFetch } from '../../lib/api-client.ts';
import { evidencijaKeys, reportChange, zahteviKeys } from '../evidencija/api.ts';

export const prazniciKeys = {
  all: ['praznici'] as const,
  forRadnik: (radnikId: number) => [...prazniciKeys.all, radnikId] as const,
};

/** GET radnici/praznici/get/{radnikId}: a worker's own days off (slava and the like), oldest first. */
export const prazniciQuery = (radnikId: number) =>
  queryOptions({
    queryKey: prazniciKeys.forRadnik(radnikId),
    queryFn: ({ signal }) =>
      apiFetch(PRAZNICI_PATHS.get.replace(':radnikId', String(radnikId)), { schema: praznikListSchema, signal }).then(
        (response) => [...response.itemList].sort((a, b) => a.Datum.localeCompare(b.Datum)),
      ),
    meta: { context: 'GetPraznici' },
  });

type HolidayCommand = { kind: 'insert'; body: PraznikInsert } | { kind: 'delete'; id: number };

/**
 * Add and delete a worker holiday; both refresh the list and the month record (a holiday plans no hours). A worker's
 * own new holiday comes back as a request for Admin (NaCekanju).
 */
export function useHolidayCommand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (command: HolidayCommand) =>
      command.kind === 'insert'
        ? apiFetch(PRAZNICI_PATHS.insert, {
            method: 'POST',
            body: command.body,
            schema: uspehIzmeneSchema,
            successMessage: () => null,
          }).then((answer) => (reportChange(answer), answer))
        : apiFetch(PRAZNICI_PATHS.delete.replace(':id', String(command.id)), { method: 'POST', schema: uspehSchema }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: prazniciKeys.all }),
        queryClient.invalidateQueries({ queryKey: evidencijaKeys.all }),
        queryClient.invalidateQueries({ queryKey: zahteviKeys.all }),
      ]),
    meta: { context: 'Praznici' },
  });
}
