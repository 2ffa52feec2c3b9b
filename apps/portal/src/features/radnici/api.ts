import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  RADNICI_PATHS,
  changePasswordResponseSchema,
  radnikListSchema,
  radnikSchema,
  resetPasswordResponseSchema,
  uspehSchema,
  type ChangePassword,
  type RadnikCreate,
  type RadnikUpdate,
  type ResetPassword,
} from '@rp/contract';
import { apiFetch } from '../../lib/api-client.ts';
import { ApiClientError } from '../../lib/api-error.ts';
import { i18n } from '../../i18n/i18n.ts';
import { createdId, createdSchema } from '../../lib/new-record-id.ts';
import { getSession, setSession } from '../../lib/session-store.ts';

export const radniciKeys = {
  all: ['radnici'] as const,
  detail: (id: number) => [...radniciKeys.all, 'detail', id] as const,
};

export const radnikQuery = (id: number) =>
  queryOptions({
    queryKey: radniciKeys.detail(id),
    queryFn: ({ signal }) => apiFetch(RADNICI_PATHS.byId.replace(':id', String(id)), { schema: radnikSchema, signal }),
    meta: { context: 'GetRadnik' },
  });

/** GET radnici?activeOnly: the worker list (Admin, Demo). */
export const radniciListQuery = (activeOnly: boolean) =>
  queryOptions({
    queryKey: [...radniciKeys.all, 'list', { activeOnly }] as const,
    queryFn: ({ signal }) =>
      apiFetch(RADNICI_PATHS.list, { query: { activeOnly }, schema: radnikListSchema, signal }).then(
        (response) => response.itemList,
      ),
    meta: { context: 'GetRadnici' },
  });

/** POST radnici: answers the new worker's id; an id that is not a number is a data-preparation failure (§5). */
export function useCreateRadnik() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RadnikCreate) => {
      const response = await apiFetch(RADNICI_PATHS.create, { method: 'POST', body, schema: createdSchema });
      return createdId(response, i18n.t('radnik.errors.badId'));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: radniciKeys.all }),
    meta: { context: 'SaveRadnik' },
  });
}

/** PUT radnici with the `verzija` read; a 409 (someone saved first) refetches the record after the shared notice. */
export function useUpdateRadnik() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RadnikUpdate) => apiFetch(RADNICI_PATHS.update, { method: 'PUT', body, schema: uspehSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: radniciKeys.all }),
    onError: (error, body) => {
      if (error instanceof ApiClientError && error.status === 409)
        return queryClient.invalidateQueries({ queryKey: radniciKeys.detail(body.id) });
    },
    meta: { context: 'UpdateRadnik' },
  });
}

/**
 * PUT radnici/changepassword: the signed-in worker's own password, proving the old one. The change revokes every
 * earlier token, this session's too, so the session goes on with the fresh token the answer carries.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePassword) =>
      apiFetch(RADNICI_PATHS.changePassword, { method: 'PUT', body, schema: changePasswordResponseSchema }),
    onSuccess: (response) => {
      const session = getSession();
      if (session) setSession({ ...session, token: response.access_token });
    },
    meta: { context: 'ChangePassword' },
  });
}

/**
 * PUT radnici/resetpassword (Admin): any worker's password, without the old one. An Admin resetting their own
 * password revokes their own token too; the answer then carries a fresh one, which the session keeps.
 */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPassword) =>
      apiFetch(RADNICI_PATHS.resetPassword, { method: 'PUT', body, schema: resetPasswordResponseSchema }),
    onSuccess: (response) => {
      const session = getSession();
      if (session && response.access_token) setSession({ ...session, token: response.access_token });
    },
    meta: { context: 'ResetPassword' },
  });
}
