import { and, asc, eq, sql } from 'drizzle-orm';
import { kljucPretrage, type RssFeed } from '@rp/contract';
import type { Db } from '../../db/client.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { rssFeedovi, rssKes, type RssKesStavka } from '../../db/schema/index.ts';

const toFeed = (row: typeof rssFeedovi.$inferSelect): RssFeed => ({
  id: row.id,
  naziv: row.naziv,
  url: row.url,
  verzija: row.verzija,
});

export async function listFeeds(db: Db): Promise<RssFeed[]> {
  return (await db.select().from(rssFeedovi).orderBy(asc(rssFeedovi.naziv), asc(rssFeedovi.id))).map(toFeed);
}

export async function feedExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: rssFeedovi.id }).from(rssFeedovi).where(eq(rssFeedovi.id, id));
  return !!row;
}

export async function insertFeed(db: Db, naziv: string, url: string): Promise<number> {
  const [row] = await db.insert(rssFeedovi).values({ naziv, url }).returning({ id: rssFeedovi.id });
  return row!.id;
}

/** Updates when `verzija` (if given) is still current; false when it is not or the feed is gone. */
export async function updateFeed(
  db: Db,
  input: { id: number; verzija?: number | undefined; naziv: string; url: string },
) {
  const rows = await db
    .update(rssFeedovi)
    .set({ naziv: input.naziv, url: input.url, verzija: sql`${rssFeedovi.verzija} + 1` })
    .where(
      and(eq(rssFeedovi.id, input.id), input.verzija === undefined ? undefined : eq(rssFeedovi.verzija, input.verzija)),
    )
    .returning({ id: rssFeedovi.id });
  return rows.length > 0;
}

/** Our own key among the advisory locks: serialises the name check of a feed's create or rename with its write. */
const RSS_NAZIV_LOCK = 0x52500003;

/**
 * The feed (other than `exceptId`) whose name equals `naziv` without case and accents. It takes a transaction-wide
 * lock first, so no other create or rename of a feed slips in between the check and the write.
 */
export async function findFeedIstogNaziva(db: Db, naziv: string, exceptId?: number): Promise<RssFeed | undefined> {
  await db.execute(sql`select pg_advisory_xact_lock(${RSS_NAZIV_LOCK}::bigint)`);
  const kljuc = kljucPretrage(naziv);
  const rows = await db.select().from(rssFeedovi).orderBy(asc(rssFeedovi.id));
  const row = rows.find((candidate) => candidate.id !== exceptId && kljucPretrage(candidate.naziv) === kljuc);
  return row ? toFeed(row) : undefined;
}

export async function findFeed(db: Db, id: number): Promise<RssFeed | undefined> {
  const [row] = await db.select().from(rssFeedovi).where(eq(rssFeedovi.id, id));
  return row ? toFeed(row) : undefined;
}

export async function deleteFeed(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(rssFeedovi).where(eq(rssFeedovi.id, id)).returning({ id: rssFeedovi.id });
  return rows.length > 0;
}

export function cachedItems(db: Db) {
  return db.select().from(rssKes);
}

/** How long an instance may take to fetch a feed it claimed before another instance may claim it. */
const CLAIM_SECONDS = 15;

/**
 * Claims the fetching of a cached feed for this instance: true for exactly one of the instances that ask while the
 * feed is stale (the others answer the cached items meanwhile). A claim ends with the stored items, or after
 * CLAIM_SECONDS when its instance died.
 */
export async function claimRefresh(db: Db, feedId: number): Promise<boolean> {
  const rows = await db
    .update(rssKes)
    .set({ osvezavaDo: sql`now() + make_interval(secs => ${CLAIM_SECONDS})` })
    .where(and(eq(rssKes.feedId, feedId), sql`(${rssKes.osvezavaDo} is null or ${rssKes.osvezavaDo} <= now())`))
    .returning({ feedId: rssKes.feedId });
  return rows.length > 0;
}

export async function storeItems(
  db: Db,
  feedId: number,
  url: string,
  stavke: RssKesStavka[],
  uspeh: boolean,
  fetchedAt: Date,
): Promise<void> {
  await db
    .insert(rssKes)
    .values({ feedId, url, stavke, uspeh: uspeh ? 1 : 0, fetchedAt })
    .onConflictDoUpdate({
      target: rssKes.feedId,
      set: { url, stavke, uspeh: uspeh ? 1 : 0, fetchedAt, osvezavaDo: null },
    })
    .catch((error: unknown) => {
      // The feed was deleted while it was being fetched: nothing to keep.
      if (!isForeignKeyViolation(error)) throw error;
    });
}
