import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ErrorCode,
  ErrorType,
  MASINE_PATHS,
  masinaListSchema,
  masinaSchema,
  uspehSchema,
  type MasinaSave,
  type MasinaUpdate,
  type Role,
} from '@rp/contract';
import { apiFetch } from '../../lib/api-client.ts';
import { ApiClientError } from '../../lib/api-error.ts';
import { i18n } from '../../i18n/i18n.ts';
import { newRecordId } from '../../lib/new-record-id.ts';

/** Who may create and rename equipment (the server's masine/save and masine/update); others only read. */
export const MASINE_WRITERS: readonly Role[] = ['Admin', 'Demo'];

export const masineKeys = {
  all: ['masine'] as const,
  list: () => [...masineKeys.all, 'list'] as const,
  detail: (id: number) => [...masineKeys.all, 'detail', id] as const,
};

/** GET masine/get: the equipment list (response itemList). */
export const masineListQuery = () =>
  queryOptions({
    queryKey: masineKeys.list(),
    queryFn: ({ signal }) =>
      apiFetch(MASINE_PATHS.list, { schema: masinaListSchema, signal }).then((response) => response.itemList),
    meta: { context: 'GetMasine' },
  });

/** GET masine/get/{id}: one machine with its verzija. */
export const masinaQuery = (id: number) =>
  queryOptions({
    queryKey: masineKeys.detail(id),
    queryFn: ({ signal }) => apiFetch(MASINE_PATHS.byId.replace(':id', String(id)), { schema: masinaSchema, signal }),
    meta: { context: 'GetMasina' },
  });

// The Id is checked by newRecordId rather than by the schema, so a wrong one is reported as such (part 1 §5).
const savedSchema = uspehSchema.extend({ Id: z.unknown() });

/** POST masine/save; resolves with the new machine's id. */
export function useSaveMasina() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: MasinaSave) => {
      const response = await apiFetch(MASINE_PATHS.save, { method: 'POST', body, schema: savedSchema });
      const id = newRecordId(response.Id);
      if (id === null)
        throw new ApiClientError(200, {
          ErrorCode: ErrorCode.DataPreparation,
          Type: ErrorType.Danger,
          Message: i18n.t('masine.badNewId'),
        });
      return id;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: masineKeys.list() }),
    meta: { context: 'SaveMasina' },
  });
}

/** POST masine/update; a stale verzija (409) is reported by the shared handler and the record is reloaded. */
export function useUpdateMasina() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MasinaUpdate) => apiFetch(MASINE_PATHS.update, { method: 'POST', body, schema: uspehSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: masineKeys.all }),
    meta: { context: 'UpdateMasina' },
  });
}
