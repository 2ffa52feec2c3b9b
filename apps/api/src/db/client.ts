import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PgliteSession, drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';
import { acquireDataDirLock, type DataDirLock } from './lock.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** The rows of `db.execute(sql…)`: node-postgres and PGlite both answer `{ rows }`. */
export function resultRows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Whether `db` (the database or a transaction in it) runs on the embedded PGlite. */
export function isPglite(db: Db): boolean {
  return db._.session instanceof PgliteSession;
}

/**
 * The rows of a query that answers thousands (a plan's 20,000 tasks, a year's 30,000 clients), in the order `orderBy`
 * gives (it names the query's columns as `x.column`). On PGlite they are read as one JSON array: PostgreSQL builds it
 * (`json_agg`) and it crosses to JavaScript as one text value, parsed at once, where PGlite's WASM engine would hand
 * every row's values over one by one (the plan's tasks ~460 → ~200 ms, the clients statistics ~700 → ~450 ms). On a
 * PostgreSQL server the rows come as they are: there building the JSON costs more than node-postgres's reading the
 * rows (a plan's first read 390 → 450 ms). Only for columns JSON carries as they are, so that both give the same
 * values: text, booleans, int4 and float8 (without NaN or infinities).
 */
export async function manyRows<T>(db: Db, query: SQL, orderBy: SQL): Promise<T[]> {
  if (!isPglite(db)) return resultRows<T>(await db.execute(sql`select * from (${query}) x order by ${orderBy}`));
  const result = await db.execute(sql`select coalesce(json_agg(x order by ${orderBy}), '[]')::text as rows
    from (${query}) x`);
  const [row] = resultRows<{ rows: string }>(result);
  return JSON.parse(row?.rows ?? '[]') as T[];
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** The connection pool's state (PostgreSQL); PGlite has one connection and no pool. */
  poolStats(): PoolStats | undefined;
  /**
   * Runs `work` while this process holds the instances' start lock (a PostgreSQL advisory lock): instances that start
   * at the same moment migrate and seed one after the other. PGlite has one process by its data directory's lock.
   */
  withStartLock<T>(work: () => Promise<T>): Promise<T>;
}

/** The advisory lock key of migrations and start-up seeding: any bigint unique to this product ('RP start'). */
export const START_LOCK_KEY = 0x52505f7374617274n;

/**
 * Runs `work` holding a session-level advisory lock on a connection of its own (the work may use the pool's others).
 * pg_advisory_lock waits for an instance that holds it; the lock ends with the connection if the process dies.
 */
export async function withAdvisoryLock<T>(pool: pg.Pool, key: bigint, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1::bigint)', [key.toString()]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1::bigint)', [key.toString()]);
    }
  } finally {
    client.release();
  }
}

const here = dirname(fileURLToPath(import.meta.url));
/** Migrations sit in apps/api/drizzle both for the sources (src/db) and for the bundle (dist). */
function migrationsFolder(): string {
  const candidates = [resolve(here, '../../drizzle'), resolve(here, '../drizzle')];
  return process.env.MIGRATIONS_DIR ?? candidates.find((dir) => existsSync(join(dir, 'meta'))) ?? candidates[0]!;
}

/**
 * PGlite's contrib extensions the migrations create (PostgreSQL ships them): pg_trgm for the client search, cube and
 * earthdistance for the property radius search.
 */
export const PGLITE_EXTENSIONS = { pg_trgm, cube, earthdistance };

export interface OpenOptions {
  dataDir: string;
  databaseUrl: string | undefined;
  /** At most this many connections to PostgreSQL (DATABASE_POOL_SIZE); each instance has its own pool. */
  databasePoolSize?: number;
}

/** Opens the database (PGlite in `dataDir/pgdata` or a PostgreSQL server) and applies the migrations. */
export async function openDatabase({
  dataDir,
  databaseUrl,
  databasePoolSize: poolSize = 10,
}: OpenOptions): Promise<Database> {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
    // An idle connection the server dropped (a restart, a failover) is an 'error' on the pool: logged by the next
    // query's failure, never a crash of the process.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const withStartLock = <T>(work: () => Promise<T>) => withAdvisoryLock(pool, START_LOCK_KEY, work);
    try {
      // Under the lock: a second instance waits, then finds every migration applied and applies none.
      await withStartLock(() => migratePg(drizzlePg(pool), { migrationsFolder: migrationsFolder() }));
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      db,
      kind: 'postgres',
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      withStartLock,
    };
  }

  mkdirSync(dataDir, { recursive: true });
  const lock: DataDirLock = acquireDataDirLock(dataDir);
  try {
    const client = await PGlite.create(join(dataDir, 'pgdata'), { extensions: PGLITE_EXTENSIONS });
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder: migrationsFolder() });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      poolStats: () => undefined,
      withStartLock: (work) => work(),
      async close() {
        try {
          await client.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
