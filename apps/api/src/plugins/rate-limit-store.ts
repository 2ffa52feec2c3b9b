import { sql } from 'drizzle-orm';
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';

/**
 * Counts one request under `key` in one statement and answers the count in the current window and the milliseconds
 * left of it. A window that has ended starts again at 1.
 */
export async function countRequest(db: Db, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const ended = sql`${rateLimits.istice} <= now()`;
  const fresh = sql`now() + make_interval(secs => ${windowMs / 1000})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ kljuc: key, broj: 1, istice: fresh })
    .onConflictDoUpdate({
      target: rateLimits.kljuc,
      set: {
        broj: sql`case when ${ended} then 1 else ${rateLimits.broj} + 1 end`,
        istice: sql`case when ${ended} then ${fresh} else ${rateLimits.istice} end`,
      },
    })
    .returning({
      current: rateLimits.broj,
      ttl: sql<number>`greatest(ceil(extract(epoch from ${rateLimits.istice} - now()) * 1000), 0)::int`,
    });
  return { current: row!.current, ttl: Number(row!.ttl) };
}

/** Drops windows that ended (a later request starts a new one anyway). */
export async function dropEndedRateLimits(db: Db): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.istice} < now() - interval '1 minute'`);
}

/**
 * @fastify/rate-limit's store in PostgreSQL (or PGlite), so that every instance counts the same requests: the plugin's
 * own store counts in the memory of each process, which lets N instances take N times the limit.
 */
export function postgresRateLimitStore(getDb: () => Db): FastifyRateLimitStoreCtor {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;
    private readonly defaultWindowMs: number;

    constructor(options: FastifyRateLimitOptions & { prefix?: string; timeWindow?: unknown }) {
      this.prefix = options.prefix ?? '';
      this.defaultWindowMs = typeof options.timeWindow === 'number' ? options.timeWindow : 60_000;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow?: number,
    ): void {
      countRequest(getDb(), `${this.prefix}${key}`, timeWindow ?? this.defaultWindowMs).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(
      routeOptions: FastifyRateLimitOptions & { routeInfo?: { method: string; url: string } },
    ): FastifyRateLimitStore {
      const route = routeOptions.routeInfo ? `${routeOptions.routeInfo.method} ${routeOptions.routeInfo.url} ` : '';
      return new PostgresRateLimitStore({ ...routeOptions, prefix: `${this.prefix}${route}` });
    }
  }
  return PostgresRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
