import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ErrorCode,
  ErrorType,
  NEPOKRETNOSTI_PATHS,
  nepokretnostSchema,
  slikaListSchema,
  uspehSchema,
  type NepokretnostCreate,
  type NepokretnostUpdate,
  type SlikeListaSave,
} from '@rp/contract';
import { saveResponse } from '@rp/ui';
import { apiFetch, isAuthFailure, reportError as reportShared } from '../../lib/api-client.ts';
import { ApiClientError } from '../../lib/api-error.ts';
import { report } from '../../lib/notify.ts';
import { i18n } from '../../i18n/i18n.ts';
import { createdId, createdSchema } from '../../lib/new-record-id.ts';
import { downloadResponse } from '../dokumenti/api.ts';
import { isRecordKey, refreshAfterDelete } from '../../lib/refresh-after-delete.ts';

const fill = (template: string, values: Record<string, number>) =>
  template.replace(/:(\w+)/g, (_, name: string) => String(values[name]));

/** Keys under the register's root, so a save also refreshes the list and the map. */
export const nepokretnostKeys = {
  all: ['nepokretnosti'] as const,
  detail: (id: number) => [...nepokretnostKeys.all, 'detail', id] as const,
  slike: (groupId: number) => [...nepokretnostKeys.all, 'slike', groupId] as const,
  slika: (id: number) => [...nepokretnostKeys.all, 'slika', id] as const,
};

/** GET nepokretnosti/{id} with its verzija and the server's derived values. */
export const nepokretnostQuery = (id: number) =>
  queryOptions({
    queryKey: nepokretnostKeys.detail(id),
    queryFn: ({ signal }) => apiFetch(fill(NEPOKRETNOSTI_PATHS.byId, { id }), { schema: nepokretnostSchema, signal }),
    meta: { context: 'GetNepokretnost' },
  });

/** The server's quoted message in Serbian (part 2 §8), its translation otherwise (a screen never mixes languages). */
const inLanguage = (key: string) => (message: string) => (i18n.language === 'sr' ? message : i18n.t(key));

/** Someone saved the record after it was read: the form keeps what was typed and offers the newer version. */
export function isStaleVersion(error: unknown): boolean {
  return error instanceof ApiClientError && error.status === 409;
}

/** The shared handler; in English a refusal the server words in Serbian is named in English. */
function reportError(error: unknown, context: string) {
  if (!(error instanceof ApiClientError) || i18n.language === 'sr') return reportShared(error, context);
  if (error.status === 401 || error.status === 403) return;
  const key = error.status === 404 ? 'nepokretnost.errors.notFound' : 'nepokretnost.errors.refused';
  report(error.type, error.code, error.status >= 500 ? error.body.Message : i18n.t(key), context);
}

/** POST nepokretnosti: resolves with the new record's id ('Uspešno sačuvana nepokretnost'). */
export function useCreateNepokretnost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: NepokretnostCreate) => {
      const response = await apiFetch(NEPOKRETNOSTI_PATHS.create, {
        method: 'POST',
        body,
        schema: createdSchema,
        successMessage: inLanguage('nepokretnost.saved.created'),
      });
      return createdId(response, i18n.t('nepokretnost.errors.badId'));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: nepokretnostKeys.all }),
    onError: (error) => reportError(error, 'SaveNepokretnost'),
    meta: { isSilent: true },
  });
}

/** PUT nepokretnosti with the verzija read ('Uspešno ažurirana nepokretnost'); a 409 is left to the form. */
export function useUpdateNepokretnost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NepokretnostUpdate) =>
      apiFetch(NEPOKRETNOSTI_PATHS.update, {
        method: 'PUT',
        body,
        schema: uspehSchema,
        successMessage: inLanguage('nepokretnost.saved.updated'),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: nepokretnostKeys.all }),
    onError: (error) => {
      if (!isStaleVersion(error)) reportError(error, 'UpdateNepokretnost');
    },
    meta: { isSilent: true },
  });
}

/** DELETE nepokretnosti/{id} (NEPOKRETNOST_BRISANJE_ROLES): its images and documents go with it. */
export function useDeleteNepokretnost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiFetch(fill(NEPOKRETNOSTI_PATHS.delete, { id }), {
        method: 'DELETE',
        schema: uspehSchema,
        successMessage: inLanguage('nepokretnost.deleted'),
      }),
    onSuccess: (_response, id) =>
      refreshAfterDelete(queryClient, [nepokretnostKeys.all], isRecordKey('nepokretnosti', ['detail'], id)),
    onError: (error) => reportError(error, 'DeleteNepokretnost'),
    meta: { isSilent: true },
  });
}

// --- Images ------------------------------------------------------------------------------------------------------

/** GET nepokretnosti/{id}/slike: the group's images in their order. */
export const slikeQuery = (groupId: number) =>
  queryOptions({
    queryKey: nepokretnostKeys.slike(groupId),
    queryFn: ({ signal }) =>
      apiFetch(fill(NEPOKRETNOSTI_PATHS.slike, { id: groupId }), { schema: slikaListSchema, signal }).then(
        (response) => response.itemList,
      ),
    meta: { context: 'GetSlike' },
  });

/**
 * One image's bytes, fetched with the bearer token (an <img> cannot send it); the screen shows them through an
 * object URL. An image never changes under its id, so it is fetched once.
 */
export const slikaBlobQuery = (id: number) =>
  queryOptions({
    queryKey: nepokretnostKeys.slika(id),
    queryFn: async () => {
      const response = await downloadResponse(fill(NEPOKRETNOSTI_PATHS.slika, { id }));
      if (!response.ok) throw new ApiClientError(response.status, await errorBody(response));
      return response.blob();
    },
    staleTime: Infinity,
    meta: { isSilent: true },
  });

async function errorBody(response: Response) {
  try {
    const body = (await response.json()) as { ErrorCode?: number; Type?: number; Message?: string };
    return {
      ErrorCode: body.ErrorCode ?? response.status,
      Type: body.Type ?? ErrorType.Danger,
      Message: body.Message ?? '',
    };
  } catch {
    return { ErrorCode: response.status, Type: ErrorType.Danger, Message: '' };
  }
}

function useSlikeMutation<V>(groupId: number, context: string, call: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: nepokretnostKeys.slike(groupId) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: nepokretnostKeys.detail(groupId) }),
    onError: (error) => reportError(error, context),
    meta: { isSilent: true },
  });
}

/** PUT nepokretnosti/slike/: the whole list with its new order, names and main image. */
export function useSaveSlike(groupId: number) {
  return useSlikeMutation(groupId, 'SaveSlike', (itemList: SlikeListaSave['itemList']) =>
    apiFetch(NEPOKRETNOSTI_PATHS.slikeLista, {
      method: 'PUT',
      body: { groupId, itemList },
      schema: uspehSchema,
      successMessage: inLanguage('slike.saved'),
    }),
  );
}

/** PUT nepokretnosti/{groupId}/glavna/{imageId} */
export function useSetGlavna(groupId: number) {
  return useSlikeMutation(groupId, 'SetGlavna', (imageId: number) =>
    apiFetch(fill(NEPOKRETNOSTI_PATHS.glavna, { groupId, imageId }), {
      method: 'PUT',
      schema: uspehSchema,
      successMessage: inLanguage('slike.mainSet'),
    }),
  );
}

/** POST nepokretnosti/slike/: deletes the chosen images. */
export function useDeleteSlike(groupId: number) {
  return useSlikeMutation(groupId, 'DeleteSlike', (ids: number[]) =>
    apiFetch(NEPOKRETNOSTI_PATHS.slikeLista, {
      method: 'POST',
      body: { ids },
      schema: uspehSchema,
      successMessage: inLanguage('slike.deleted'),
    }),
  );
}

export const slikeUploadPath = (groupId: number) => fill(NEPOKRETNOSTI_PATHS.upload, { id: groupId });

/** GET nepokretnosti/{id}/sveslike: every image as one zip, saved under the server's name. */
export async function downloadAllSlike(groupId: number): Promise<void> {
  try {
    await saveResponse(
      await downloadResponse(fill(NEPOKRETNOSTI_PATHS.sveSlike, { id: groupId })),
      `slike-${groupId}.zip`,
    );
  } catch (error) {
    if (isAuthFailure(error)) return;
    const failure = error as { type?: number; code?: number; message?: string };
    report(
      failure.type ?? ErrorType.Danger,
      failure.code ?? ErrorCode.ServerUnavailable,
      i18n.language === 'sr' && failure.message ? failure.message : i18n.t('slike.downloadFailed'),
      'DownloadSlike',
    );
  }
}
