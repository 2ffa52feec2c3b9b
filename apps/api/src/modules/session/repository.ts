import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginPokusaji, radnici } from '../../db/schema/index.ts';

export function findRadnikByUsername(db: Db, username: string) {
  return db
    .select({
      id: radnici.id,
      username: radnici.username,
      passwordHash: radnici.passwordHash,
      aktivan: radnici.aktivan,
      permission: radnici.permission,
    })
    .from(radnici)
    .where(eq(sql`lower(${radnici.username})`, username.toLowerCase()))
    .then((rows) => rows[0]);
}

/** Failed attempts of a username inside the window and after its last successful sign-in. */
export async function countRecentFailures(db: Db, username: string, since: Date): Promise<number> {
  const key = username.toLowerCase();
  const [lastSuccess] = await db
    .select({ vreme: loginPokusaji.vreme })
    .from(loginPokusaji)
    .where(and(eq(loginPokusaji.username, key), eq(loginPokusaji.uspeh, true), gt(loginPokusaji.vreme, since)))
    .orderBy(desc(loginPokusaji.vreme))
    .limit(1);
  const from = lastSuccess ? lastSuccess.vreme : since;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(loginPokusaji)
    .where(and(eq(loginPokusaji.username, key), eq(loginPokusaji.uspeh, false), gt(loginPokusaji.vreme, from)));
  return row?.count ?? 0;
}

/** The oldest counted failure, to tell the user when the refusal ends. */
export async function oldestFailureSince(db: Db, username: string, since: Date): Promise<Date | undefined> {
  const [row] = await db
    .select({ vreme: loginPokusaji.vreme })
    .from(loginPokusaji)
    .where(
      and(
        eq(loginPokusaji.username, username.toLowerCase()),
        eq(loginPokusaji.uspeh, false),
        gt(loginPokusaji.vreme, since),
      ),
    )
    .orderBy(loginPokusaji.vreme)
    .limit(1);
  return row?.vreme;
}

export async function recordAttempt(db: Db, attempt: { username: string; ip: string; uspeh: boolean; razlog: string }) {
  await db.insert(loginPokusaji).values({ ...attempt, username: attempt.username.toLowerCase() });
}
