import { queryOptions } from '@tanstack/react-query';
import { MASINE_PATHS, masinaListSchema } from '@rp/contract';
import { apiFetch } from '../../lib/api-client.ts';

export const masineKeys = {
  all: ['masine'] as const,
  list: () => [...masineKeys.all, 'list'] as const,
};

/** GET masine/get: the equipment list (response itemList). */
export const masineListQuery = () =>
  queryOptions({
    queryKey: masineKeys.list(),
    queryFn: ({ signal }) =>
      apiFetch(MASINE_PATHS.list, { schema: masinaListSchema, signal }).then((response) => response.itemList),
    meta: { context: 'GetMasine' },
  });
