import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { fajlListSchema, fajloviPaths, uspehSchema, type FajlEntitet } from '@rp/contract';
import { apiFetch, fetchFile } from '../../lib/api-client.ts';

export const dokumentiKeys = {
  all: ['dokumenti'] as const,
  group: (entitet: FajlEntitet, groupId: number) => [...dokumentiKeys.all, entitet, groupId] as const,
};

const fill = (template: string, values: Record<string, number>) =>
  template.replace(/:(\w+)/g, (_, name: string) => String(values[name]));

/** GET /api/{entity}/{groupId}/fajlovi */
export const dokumentiQuery = (entitet: FajlEntitet, groupId: number) =>
  queryOptions({
    queryKey: dokumentiKeys.group(entitet, groupId),
    queryFn: ({ signal }) =>
      apiFetch(fill(fajloviPaths(entitet).list, { groupId }), { schema: fajlListSchema, signal }).then(
        (response) => response.itemList,
      ),
    meta: { context: 'GetFajlovi' },
  });

/** DELETE /api/{entity}/fajlovi/{id} */
export function useDeleteDokument(entitet: FajlEntitet, groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiFetch(fill(fajloviPaths(entitet).delete, { id }), { method: 'DELETE', schema: uspehSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dokumentiKeys.group(entitet, groupId) }),
    meta: { context: 'DeleteFajl' },
  });
}

/** A download with the bearer token and the 401/403 handling of every call; the caller saves it (x-filename). */
export function downloadResponse(path: string): Promise<Response> {
  return fetchFile(path);
}

export const downloadPaths = (entitet: FajlEntitet, groupId: number) => ({
  one: (id: number) => fill(fajloviPaths(entitet).download, { id }),
  all: fill(fajloviPaths(entitet).all, { groupId }),
  upload: fill(fajloviPaths(entitet).upload, { groupId }),
});
