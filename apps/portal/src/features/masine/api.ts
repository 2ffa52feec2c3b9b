import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ErrorCode,
  MASINE_PATHS,
  masinaListSchema,
  masinaSchema,
  ulogeZa,
  uspehSchema,
  type Masina,
  type MasinaSave,
  type MasinaUpdate,
  type Role,
} from '@rp/contract';
import { apiFetch, reportError } from '../../lib/api-client.ts';
import { ApiClientError } from '../../lib/api-error.ts';
import { duplicateNameMessage, report } from '../../lib/notify.ts';
import { i18n } from '../../i18n/i18n.ts';
import { createdId, createdSchema } from '../../lib/new-record-id.ts';
import { isRecordKey, refreshAfterDelete } from '../../lib/refresh-after-delete.ts';

/** Who may create, rename and delete equipment (the permission module's masine.izmena); others only read. */
export const MASINE_WRITERS: readonly Role[] = ulogeZa('masine.izmena');

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

/** The name field's message when the server refused the name as another machine's; undefined otherwise. */
export const duplicateMasinaName = (error: unknown) => duplicateNameMessage(error, ErrorCode.DuplicateEquipmentName);

// A duplicate name is shown on the form's name field; every other failure goes to the shared handler.
function reportUnlessDuplicate(context: string) {
  return (error: unknown) => {
    if (duplicateMasinaName(error) === undefined) reportError(error, context);
  };
}

/** POST masine/save; resolves with the new machine's id. */
export function useSaveMasina() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: MasinaSave) => {
      const response = await apiFetch(MASINE_PATHS.save, { method: 'POST', body, schema: createdSchema });
      return createdId(response, i18n.t('masine.badNewId'));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: masineKeys.list() }),
    onError: reportUnlessDuplicate('SaveMasina'),
    meta: { context: 'SaveMasina', isSilent: true },
  });
}

/** POST masine/update; a stale verzija (409) is reported by the shared handler and the record is reloaded. */
export function useUpdateMasina() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MasinaUpdate) => apiFetch(MASINE_PATHS.update, { method: 'POST', body, schema: uspehSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: masineKeys.all }),
    onError: reportUnlessDuplicate('UpdateMasina'),
    meta: { context: 'UpdateMasina', isSilent: true },
  });
}

/**
 * DELETE masine/{id} (Admin, Demo). A machine that tasks name is refused (409, ErrorCode.MasinaInUse); on an English
 * screen that refusal is shown in English, every other failure goes to the shared handler.
 */
export function useDeleteMasina() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ Id, Ime }: Pick<Masina, 'Id' | 'Ime'>) =>
      apiFetch(MASINE_PATHS.delete.replace(':id', String(Id)), {
        method: 'DELETE',
        schema: uspehSchema,
        successMessage: (message) => (i18n.language === 'sr' ? message : i18n.t('masine.deleted', { naziv: Ime })),
      }),
    onSuccess: (_response, { Id }) =>
      refreshAfterDelete(queryClient, [masineKeys.list()], isRecordKey('masine', ['detail'], Id)),
    onError: (error, { Ime }) => {
      if (error instanceof ApiClientError && error.body.ErrorCode === ErrorCode.MasinaInUse && i18n.language !== 'sr') {
        const count = /\((\d+)\)/.exec(error.body.Message)?.[1] ?? '';
        return report(error.type, error.code, i18n.t('masine.inUse', { naziv: Ime, count }), 'DeleteMasina');
      }
      reportError(error, 'DeleteMasina');
    },
    meta: { context: 'DeleteMasina', isSilent: true },
  });
}
