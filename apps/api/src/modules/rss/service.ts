import type { FastifyBaseLogger } from 'fastify';
import type { RssItemList } from '@rp/contract';
import type { Db } from '../../db/client.ts';
import type { AppConfig } from '../../config.ts';
import { fetchFeed } from '../../lib/feed.ts';
import { badRequest } from '../../lib/http-error.ts';
import { blockedReason, isIpLiteral } from '../../lib/ip.ts';
import { originOf } from '../../lib/safe-fetch.ts';
import { cachedItems, claimRefresh, listFeeds, storeItems } from './repository.ts';

export const FEED_TIMEOUT_MS = 3000;
/** A feed that failed is tried again sooner than the cache lifetime. */
const FAILURE_RETRY_SECONDS = 120;
const MAX_ITEMS = 50;

export interface FeedItemsOptions {
  cacheSeconds: number;
  /** Origins fetched although they are not public addresses (the demo's local feed). */
  allowedOrigins: readonly string[];
  log?: FastifyBaseLogger;
  now?: Date;
}

/**
 * The items of every feed, newest first. Fresh results come from the rss_kes table (shared by all instances);
 * stale ones are fetched again with a timeout. A feed that cannot be reached gives no items, never an error, and is
 * named in `nedostupni` so that the home page can say that the news failed rather than that there is none.
 */
export async function feedItems(db: Db, options: FeedItemsOptions): Promise<Required<RssItemList>> {
  const { cacheSeconds, now = new Date() } = options;
  const feeds = await listFeeds(db);
  const cache = new Map((await cachedItems(db)).map((row) => [row.feedId, row]));
  const perFeed = await Promise.all(
    feeds.map(async (feed) => {
      const cached = cache.get(feed.id);
      const lifetime = cached?.uspeh ? cacheSeconds : Math.min(cacheSeconds, FAILURE_RETRY_SECONDS);
      if (cached && cached.url === feed.url && now.getTime() - cached.fetchedAt.getTime() < lifetime * 1000)
        return { feed, stavke: cached.stavke, ok: Boolean(cached.uspeh) };
      // Another instance is fetching this stale feed right now: its cached items meanwhile, not a second fetch.
      if (cached && cached.url === feed.url && !(await claimRefresh(db, feed.id)))
        return { feed, stavke: cached.stavke, ok: Boolean(cached.uspeh) };
      const fetched = await fetchFeed(feed.url, { timeoutMs: FEED_TIMEOUT_MS, allowedOrigins: options.allowedOrigins });
      if (!fetched.ok) options.log?.warn({ feedId: feed.id, reason: fetched.reason }, 'RSS feed not fetched');
      const stavke = fetched.ok ? fetched.items : [];
      await storeItems(db, feed.id, feed.url, stavke, fetched.ok, now);
      return { feed, stavke, ok: fetched.ok };
    }),
  );
  const itemList = perFeed
    .flatMap(({ feed, stavke }) => stavke.map((item) => ({ feedId: feed.id, feed: feed.naziv, ...item })))
    .sort((x, y) => (y.date ?? '').localeCompare(x.date ?? ''))
    .slice(0, MAX_ITEMS);
  const nedostupni = perFeed.filter(({ ok }) => !ok).map(({ feed }) => ({ feedId: feed.id, feed: feed.naziv }));
  return { itemList, nedostupni, ukupnoIzvora: feeds.length };
}

/** The origins fetched although their address is not public: only the demo's local feed (`DEMO_RSS_URL`). */
export function allowedFeedOrigins(config: Pick<AppConfig, 'demoRssUrl'>): string[] {
  const demo = originOf(config.demoRssUrl);
  return demo ? [demo] : [];
}

const isLocalName = (host: string) => /(^|\.)localhost$/.test(host.toLowerCase().replace(/\.$/, ''));

/**
 * Refuses (400) a feed address the server must not fetch, as far as the address alone tells: not http(s),
 * credentials in it, or a loopback, private or link-local host. Names are checked again after DNS at every fetch.
 */
export function checkFeedUrl(text: string, allowedOrigins: readonly string[]): void {
  if (!URL.canParse(text)) throw badRequest('Adresa feed-a mora biti http(s) URL.');
  const url = new URL(text);
  if (!/^https?:$/.test(url.protocol)) throw badRequest('Adresa feed-a mora biti http(s) URL.');
  if (url.username || url.password) throw badRequest('Adresa feed-a ne sme da sadrži korisničko ime ni lozinku.');
  if (allowedOrigins.includes(url.origin)) return;
  const host = url.hostname;
  if (isLocalName(host) || (isIpLiteral(host) && blockedReason(host) !== undefined))
    throw badRequest(
      'Adresa feed-a mora biti javna adresa na internetu; lokalne i privatne adrese (localhost, 127.0.0.1, 10.x, 192.168.x i slične) nisu dozvoljene.',
    );
}
