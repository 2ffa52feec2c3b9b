import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { GODISNJI_PATHS, godisnjiListSchema, uspehSchema, type GodisnjiSave } from '@rp/contract';
import { apiFetch } from '../../lib/api-client.ts';
import { evidencijaKeys } from '../evidencija/api.ts';
import { radniciKeys } from '../radnici/api.ts';

export const godisnjiKeys = {
  all: ['godisnji'] as const,
  forRadnik: (radnikId: number) => [...godisnjiKeys.all, radnikId] as const,
};

/** GET godisnji/get/{radnikId}: the leave requests with the balance (remaining = free days − used days). */
export const godisnjiQuery = (radnikId: number) =>
  queryOptions({
    queryKey: godisnjiKeys.forRadnik(radnikId),
    queryFn: ({ signal }) =>
      apiFetch(GODISNJI_PATHS.get.replace(':radnikId', String(radnikId)), { schema: godisnjiListSchema, signal }),
    meta: { context: 'GetGodisnji' },
  });

type LeaveCommand = { kind: 'save'; body: GodisnjiSave } | { kind: 'approve' | 'delete'; id: number };

/** Request, approve and delete leave; each refreshes the balance, the month record and the worker. */
export function useLeaveCommand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (command: LeaveCommand) =>
      command.kind === 'save'
        ? apiFetch(GODISNJI_PATHS.save, { method: 'POST', body: command.body, schema: uspehSchema })
        : apiFetch(GODISNJI_PATHS[command.kind].replace(':id', String(command.id)), {
            method: 'POST',
            schema: uspehSchema,
          }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: godisnjiKeys.all }),
        queryClient.invalidateQueries({ queryKey: evidencijaKeys.all }),
        queryClient.invalidateQueries({ queryKey: radniciKeys.all }),
      ]),
    meta: { context: 'Godisnji' },
  });
}
