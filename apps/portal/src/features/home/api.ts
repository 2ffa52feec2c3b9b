import { queryOptions } from '@tanstack/react-query';
import { RSS_PATHS, rssItemListSchema } from '@rp/contract';
import { apiFetch } from '../../lib/api-client.ts';

/** GET rss/items: the news of the firm's feeds, with the feeds the server could not read named apart. */
export const rssItemsQuery = () =>
  queryOptions({
    queryKey: ['rss', 'items'] as const,
    queryFn: ({ signal }) => apiFetch(RSS_PATHS.items, { schema: rssItemListSchema, signal }),
    staleTime: 5 * 60_000,
    meta: { context: 'GetRss', isSilent: true },
  });
