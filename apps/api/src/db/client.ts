import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';
import { acquireDataDirLock, type DataDirLock } from './lock.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
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
}

/** Opens the database (PGlite in `dataDir/pgdata` or a PostgreSQL server) and applies the migrations. */
export async function openDatabase({ dataDir, databaseUrl }: OpenOptions): Promise<Database> {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    try {
      await migratePg(drizzlePg(pool), { migrationsFolder: migrationsFolder() });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db, kind: 'postgres', close: () => pool.end() };
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
