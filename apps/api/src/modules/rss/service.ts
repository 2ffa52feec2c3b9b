import type { RssItem } from '@rp/contract';
import type { Db } from '../../db/client.ts';
import { fetchFeed } from '../../lib/feed.ts';
import { cachedItems, listFeeds, storeItems } from './repository.ts';

export const FEED_TIMEOUT_MS = 3000;
/** A feed that failed is tried again sooner than the cache lifetime. */
const FAILURE_RETRY_SECONDS = 120;
const MAX_ITEMS = 50;

/**
 * The items of every feed, newest first. Fresh results come from the rss_kes table (shared by all instances);
 * stale ones are fetched again with a timeout. A feed that cannot be reached gives no items, never an error.
 */
export async function feedItems(db: Db, cacheSeconds: number, now = new Date()): Promise<RssItem[]> {
  const feeds = await listFeeds(db);
  const cache = new Map((await cachedItems(db)).map((row) => [row.feedId, row]));
  const perFeed = await Promise.all(
    feeds.map(async (feed) => {
      const cached = cache.get(feed.id);
      const lifetime = cached?.uspeh ? cacheSeconds : Math.min(cacheSeconds, FAILURE_RETRY_SECONDS);
      if (cached && cached.url === feed.url && now.getTime() - cached.fetchedAt.getTime() < lifetime * 1000)
        return { feed, stavke: cached.stavke };
      const fetched = await fetchFeed(feed.url, FEED_TIMEOUT_MS);
      await storeItems(db, feed.id, feed.url, fetched ?? [], fetched !== undefined, now);
      return { feed, stavke: fetched ?? [] };
    }),
  );
  return perFeed
    .flatMap(({ feed, stavke }) => stavke.map((item) => ({ feedId: feed.id, feed: feed.naziv, ...item })))
    .sort((x, y) => (y.date ?? '').localeCompare(x.date ?? ''))
    .slice(0, MAX_ITEMS);
}
