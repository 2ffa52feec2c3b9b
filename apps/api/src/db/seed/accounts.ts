import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { DEMO_LOGINS, PASSWORD_MESSAGES } from '@rp/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../client.ts';
import { radnici } from '../schema/index.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { PASSWORD_MESSAGES_EN, passwordRuleBroken } from '../../lib/password-policy.ts';

/** Creates an Admin with the given credentials, or resets the password of the worker with that username. */
export async function createAdmin(
  db: Db,
  username: string,
  password: string,
): Promise<{ id: number; created: boolean }> {
  const rule = await passwordRuleBroken(password, username);
  if (rule) throw new Error(`${PASSWORD_MESSAGES_EN[rule]} / ${PASSWORD_MESSAGES[rule]}`);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: radnici.id })
      .from(radnici)
      .where(eq(sql`lower(${radnici.username})`, username.toLowerCase()));
    if (existing) {
      await tx
        .update(radnici)
        .set({
          passwordHash,
          permission: 'Admin',
          aktivan: true,
          verzija: sql`${radnici.verzija} + 1`,
          tokenVerzija: sql`${radnici.tokenVerzija} + 1`,
        })
        .where(eq(radnici.id, existing.id));
      return { id: existing.id, created: false };
    }
    const [row] = await tx
      .insert(radnici)
      .values({ ime: 'Administrator', prezime: '', username, passwordHash, permission: 'Admin' })
      .returning({ id: radnici.id });
    return { id: row!.id, created: true };
  });
}

export async function hasActiveAdmin(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(radnici)
    .where(and(eq(radnici.permission, 'Admin'), eq(radnici.aktivan, true)));
  return (row?.count ?? 0) > 0;
}

/**
 * Outside demo mode no account may keep a publicly known password: demo accounts left from a demo run get an
 * unusable random password and are deactivated.
 */
export async function lockKnownPasswords(db: Db, log: FastifyBaseLogger): Promise<number> {
  let locked = 0;
  for (const login of DEMO_LOGINS) {
    const [row] = await db
      .select({ id: radnici.id, passwordHash: radnici.passwordHash })
      .from(radnici)
      .where(eq(sql`lower(${radnici.username})`, login.username));
    if (!row || !(await verifyPassword(login.password, row.passwordHash))) continue;
    await db
      .update(radnici)
      .set({
        passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
        aktivan: false,
        tokenVerzija: sql`${radnici.tokenVerzija} + 1`,
      })
      .where(eq(radnici.id, row.id));
    log.warn({ username: login.username }, 'demo account with a known password deactivated (DEMO=0)');
    locked++;
  }
  return locked;
}
