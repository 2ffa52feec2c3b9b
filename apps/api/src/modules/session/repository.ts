import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginBrojaci, loginPokusaji, radnici } from '../../db/schema/index.ts';

export function findRadnikByUsername(db: Db, username: string) {
  return db
    .select({
      id: radnici.id,
      username: radnici.username,
      passwordHash: radnici.passwordHash,
      aktivan: radnici.aktivan,
      permission: radnici.permission,
      tokenVerzija: radnici.tokenVerzija,
    })
    .from(radnici)
    .where(eq(sql`lower(${radnici.username})`, username.toLowerCase()))
    .then((rows) => rows[0]);
}

export interface Counter {
  /** Attempts counted in the current window, this one included. */
  broj: number;
  /** When the current window started. */
  pocetak: Date;
}

/**
 * Counts one attempt under `key` in a single statement (atomic on PGlite and PostgreSQL alike; the row stays locked
 * until the caller's transaction ends). A window older than `windowMinutes` starts again at 1.
 */
export async function bumpCounter(db: Db, key: string, windowMinutes: number): Promise<Counter> {
  const expired = sql`${loginBrojaci.pocetak} <= now() - make_interval(mins => ${windowMinutes}::int)`;
  const [row] = await db
    .insert(loginBrojaci)
    .values({ kljuc: key, broj: 1 })
    .onConflictDoUpdate({
      target: loginBrojaci.kljuc,
      set: {
        broj: sql`case when ${expired} then 1 else ${loginBrojaci.broj} + 1 end`,
        pocetak: sql`case when ${expired} then now() else ${loginBrojaci.pocetak} end`,
      },
    })
    .returning({ broj: loginBrojaci.broj, pocetak: loginBrojaci.pocetak });
  return row!;
}

/** Gives back one reserved attempt (a sign-in that succeeded is not a failure). */
export async function releaseCounter(db: Db, key: string): Promise<void> {
  await db
    .update(loginBrojaci)
    .set({ broj: sql`greatest(${loginBrojaci.broj} - 1, 0)` })
    .where(eq(loginBrojaci.kljuc, key));
}

/** Drops counters whose window ended more than `olderThanMinutes` ago (they would start again at 1 anyway). */
export async function dropExpiredCounters(db: Db, olderThanMinutes: number): Promise<void> {
  await db
    .delete(loginBrojaci)
    .where(sql`${loginBrojaci.pocetak} < now() - make_interval(mins => ${olderThanMinutes}::int)`);
}

export async function clearCounter(db: Db, key: string): Promise<void> {
  await db.delete(loginBrojaci).where(eq(loginBrojaci.kljuc, key));
}

export async function recordAttempt(db: Db, attempt: { username: string; ip: string; uspeh: boolean; razlog: string }) {
  await db.insert(loginPokusaji).values({ ...attempt, username: attempt.username.toLowerCase() });
}
