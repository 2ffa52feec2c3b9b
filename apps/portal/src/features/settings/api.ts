import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  DRZAVNI_PRAZNICI_PATHS,
  ErrorCode,
  RADNICI_PATHS,
  RSS_PATHS,
  drzavniPraznikListSchema,
  rssFeedListSchema,
  uspehSchema,
  type DrzavniPraznikSave,
  type DrzavniPraznikUpdate,
  type Jezik,
  type RssFeedSave,
  type RssFeedUpdate,
} from '@rp/contract';
import { apiFetch, reportError } from '../../lib/api-client.ts';
import { duplicateNameMessage } from '../../lib/notify.ts';
import { radniciKeys } from '../radnici/api.ts';

export const settingsKeys = {
  rss: ['rss', 'feeds'] as const,
  holidays: ['drzavniPraznici'] as const,
};

export const rssFeedsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.rss,
    queryFn: ({ signal }) => apiFetch(RSS_PATHS.list, { schema: rssFeedListSchema, signal }).then((r) => r.itemList),
    meta: { context: 'GetRss' },
  });

export const holidaysQuery = () =>
  queryOptions({
    queryKey: settingsKeys.holidays,
    queryFn: ({ signal }) =>
      apiFetch(DRZAVNI_PRAZNICI_PATHS.get, { schema: drzavniPraznikListSchema, signal }).then((r) => r.itemList),
    meta: { context: 'GetDrzavniPraznici' },
  });

function useWrite<T>(key: readonly unknown[], send: (input: T) => Promise<unknown>, context: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
    meta: { context },
  });
}

/** The name field's message when the server refused the name as another feed's; undefined otherwise. */
export const duplicateFeedName = (error: unknown) => duplicateNameMessage(error, ErrorCode.DuplicateFeedName);

/** POST rss/save; a name another feed has is left to the form's name field. */
export function useSaveFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RssFeedSave) => apiFetch(RSS_PATHS.save, { method: 'POST', body, schema: uspehSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.rss }),
    onError: (error) => {
      if (duplicateFeedName(error) === undefined) reportError(error, 'SaveRss');
    },
    meta: { context: 'SaveRss', isSilent: true },
  });
}
/** POST rss/update (with the verzija read, so a feed changed meanwhile is refused); a duplicate name as for a save. */
export function useUpdateFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RssFeedUpdate) => apiFetch(RSS_PATHS.update, { method: 'POST', body, schema: uspehSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.rss }),
    onError: (error) => {
      if (duplicateFeedName(error) === undefined) reportError(error, 'UpdateRss');
    },
    meta: { context: 'UpdateRss', isSilent: true },
  });
}
export const useDeleteFeed = () =>
  useWrite<number>(
    settingsKeys.rss,
    (id) => apiFetch(RSS_PATHS.delete.replace(':id', String(id)), { method: 'POST', schema: uspehSchema }),
    'DeleteRss',
  );
export const useSaveHoliday = () =>
  useWrite<DrzavniPraznikSave>(
    settingsKeys.holidays,
    (body) => apiFetch(DRZAVNI_PRAZNICI_PATHS.save, { method: 'POST', body, schema: uspehSchema }),
    'SaveDrzavniPraznik',
  );
export const useUpdateHoliday = () =>
  useWrite<DrzavniPraznikUpdate>(
    settingsKeys.holidays,
    (body) => apiFetch(DRZAVNI_PRAZNICI_PATHS.update, { method: 'POST', body, schema: uspehSchema }),
    'UpdateDrzavniPraznik',
  );
export const useDeleteHoliday = () =>
  useWrite<number>(
    settingsKeys.holidays,
    (id) => apiFetch(DRZAVNI_PRAZNICI_PATHS.delete.replace(':id', String(id)), { method: 'POST', schema: uspehSchema }),
    'DeleteDrzavniPraznik',
  );
/** PUT radnici/jezik: the signed-in worker's language, kept on the server. */
export const useSaveLanguage = () =>
  useWrite<Jezik>(
    radniciKeys.all,
    (jezik) => apiFetch(RADNICI_PATHS.jezik, { method: 'PUT', body: { jezik }, schema: uspehSchema }),
    'SaveJezik',
  );
