import { queryOptions } from '@tanstack/react-query';
import { RADNICI_PATHS, radnikListSchema, radnikSchema } from '@rp/contract';
import { apiFetch } from '../../lib/api-client.ts';

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
