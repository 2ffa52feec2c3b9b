import { and, asc, eq, sql } from 'drizzle-orm';
import type { Radnik } from '@rp/contract';
import type { Db } from '../../db/client.ts';
import { radnici } from '../../db/schema/index.ts';
import { prepared } from '../../lib/prepared.ts';

type Row = typeof radnici.$inferSelect;

function toRadnik(row: Row): Radnik {
  return {
    id: row.id,
    ime: row.ime,
    prezime: row.prezime,
    username: row.username,
    aktivan: row.aktivan,
    permission: row.permission,
    slobodniDani: row.slobodniDani,
    IskoristeniDani: row.iskoristeniDani,
    cenaRada: row.cenaRada,
    idGrada: row.idGrada,
    idOpstine: row.idOpstine,
    jezik: row.jezik,
    verzija: row.verzija,
    datumPocetka: row.datumPocetka,
    datumOdlaska: row.datumOdlaska,
  };
}

export async function findRadnik(db: Db, id: number): Promise<Radnik | undefined> {
  const [row] = await db.select().from(radnici).where(eq(radnici.id, id));
  return row ? toRadnik(row) : undefined;
}

/**
 * The signed-in worker, read on every API call by the auth hook. Prepared once per app: Drizzle would otherwise
 * rebuild its SQL on each request, the largest share of a request's CPU time in the API benchmark.
 */
export function prepareFindSigner(db: Db) {
  return db
    .select({
      id: radnici.id,
      role: radnici.permission,
      username: radnici.username,
      aktivan: radnici.aktivan,
      tokenVerzija: radnici.tokenVerzija,
      jezik: radnici.jezik,
    })
    .from(radnici)
    .where(eq(radnici.id, sql.placeholder('id')))
    .prepare('rp_auth_radnik');
}

export async function listRadnici(db: Db, activeOnly: boolean): Promise<Radnik[]> {
  const rows = await prepared(db, activeOnly ? 'rp_radnici_active' : 'rp_radnici_all', (db, name) =>
    db
      .select()
      .from(radnici)
      .where(activeOnly ? eq(radnici.aktivan, true) : undefined)
      .orderBy(asc(radnici.prezime), asc(radnici.ime), asc(radnici.id))
      .prepare(name),
  ).execute();
  return rows.map(toRadnik);
}

export async function findByUsername(db: Db, username: string) {
  const [row] = await db
    .select()
    .from(radnici)
    .where(eq(sql`lower(${radnici.username})`, username.toLowerCase()));
  return row;
}

export type RadnikValues = Pick<
  typeof radnici.$inferInsert,
  | 'ime'
  | 'prezime'
  | 'username'
  | 'aktivan'
  | 'permission'
  | 'slobodniDani'
  | 'iskoristeniDani'
  | 'cenaRada'
  | 'idGrada'
  | 'idOpstine'
  | 'jezik'
  | 'datumPocetka'
  | 'datumOdlaska'
>;

export async function insertRadnik(db: Db, values: RadnikValues & { passwordHash: string }): Promise<number> {
  const [row] = await db.insert(radnici).values(values).returning({ id: radnici.id });
  return row!.id;
}

/** Writes when `verzija` is still the stored one and bumps it; false when it is not (or the worker is gone). */
export async function updateRadnik(
  db: Db,
  id: number,
  verzija: number,
  values: RadnikValues & { passwordHash?: string },
): Promise<boolean> {
  const rows = await db
    .update(radnici)
    .set({ ...values, verzija: sql`${radnici.verzija} + 1`, tokenVerzija: revokesTokens(values) })
    .where(and(eq(radnici.id, id), eq(radnici.verzija, verzija)))
    .returning({ id: radnici.id });
  return rows.length > 0;
}

/**
 * The new `token_verzija` of an update: bumped (revoking the worker's tokens) when it sets a password, deactivates
 * the worker or changes their role. In an UPDATE the column names read the row's values before the change.
 */
function revokesTokens(values: Partial<RadnikValues> & { passwordHash?: string }) {
  const reasons = [
    values.passwordHash !== undefined ? sql`true` : undefined,
    values.aktivan === false ? sql`${radnici.aktivan}` : undefined,
    values.permission !== undefined ? sql`${radnici.permission} <> ${values.permission}` : undefined,
  ].filter((reason) => reason !== undefined);
  if (reasons.length === 0) return sql`${radnici.tokenVerzija}`;
  return sql`${radnici.tokenVerzija} + (case when ${sql.join(reasons, sql` or `)} then 1 else 0 end)`;
}

/** A new password revokes every token signed before it; answers the new `token_verzija`. */
export async function setPassword(db: Db, id: number, passwordHash: string): Promise<number> {
  const [row] = await db
    .update(radnici)
    .set({ passwordHash, verzija: sql`${radnici.verzija} + 1`, tokenVerzija: sql`${radnici.tokenVerzija} + 1` })
    .where(eq(radnici.id, id))
    .returning({ tokenVerzija: radnici.tokenVerzija });
  return row?.tokenVerzija ?? 0;
}

export async function setJezik(db: Db, id: number, jezik: 'sr' | 'en_US'): Promise<void> {
  await db.update(radnici).set({ jezik }).where(eq(radnici.id, id));
}

/** Every username with its worker's id (a firm's staff: a short list), for the look-alike check. */
export async function listUsernames(db: Db): Promise<{ id: number; username: string }[]> {
  return db.select({ id: radnici.id, username: radnici.username }).from(radnici);
}
