import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * After a record is deleted: every query under `refresh` is refreshed except the record's own (`isOfRecord`), which
 * are only marked stale, so whoever opens them again asks the server and learns the record is gone. The screen still
 * open would otherwise ask for the deleted record at once and report its 404 ('… ne postoji') after the success.
 * Removing them is no help: a query still watched is made anew, and fetched, at the screen's next render.
 */
export function refreshAfterDelete(
  queryClient: QueryClient,
  refresh: readonly QueryKey[],
  isOfRecord: (key: QueryKey) => boolean,
): Promise<unknown> {
  return Promise.all([
    ...refresh.map((queryKey) =>
      queryClient.invalidateQueries({ queryKey, predicate: (query) => !isOfRecord(query.queryKey) }),
    ),
    queryClient.invalidateQueries({ predicate: (query) => isOfRecord(query.queryKey), refetchType: 'none' }),
  ]);
}

/** Whether a key is one of `kinds` of a record: `[root, kind, id, …]`. */
export const isRecordKey =
  (root: string, kinds: readonly string[], id: number) =>
  (key: QueryKey): boolean =>
    key[0] === root && kinds.includes(String(key[1])) && key[2] === id;
