import { queryOptions } from '@tanstack/react-query';
import { NOTES_PATHS, RSS_PATHS, noteListSchema, rssItemListSchema } from '@rp/contract';
import { apiFetch } from '../../lib/api-client.ts';

/** GET notes/get?radnikId: the signed-in worker's notes (and, for a User, those for everyone). */
export const homeNotesQuery = (radnikId: number) =>
  queryOptions({
    queryKey: ['notes', 'home', radnikId] as const,
    queryFn: ({ signal }) =>
      apiFetch(NOTES_PATHS.list, { query: { radnikId }, schema: noteListSchema, signal }).then((r) => r.itemList),
    meta: { context: 'GetNotes' },
  });

/** GET rss/items: the news of the firm's feeds; a feed the server cannot reach simply gives no items. */
export const rssItemsQuery = () =>
  queryOptions({
    queryKey: ['rss', 'items'] as const,
    queryFn: ({ signal }) => apiFetch(RSS_PATHS.items, { schema: rssItemListSchema, signal }).then((r) => r.itemList),
    staleTime: 5 * 60_000,
    meta: { context: 'GetRss', isSilent: true },
  });
