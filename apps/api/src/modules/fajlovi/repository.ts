import { and, asc, eq, sql } from 'drizzle-orm';
import type { Fajl } from '@rp/contract';
import type { Db } from '../../db/client.ts';
import { fajlovi, masine, radnici } from '../../db/schema/index.ts';

export type FajlRow = typeof fajlovi.$inferSelect;

export function toFajl(row: FajlRow): Fajl {
  return {
    id: row.id,
    name: row.naziv,
    mime: row.mime,
    velicina: row.velicina,
    kreirano: row.kreirano.toISOString(),
    idKreatora: row.idKreatora,
  };
}

export function listFajlovi(db: Db, entitet: string, grupaId: number): Promise<FajlRow[]> {
  return db
    .select()
    .from(fajlovi)
    .where(and(eq(fajlovi.entitet, entitet), eq(fajlovi.grupaId, grupaId)))
    .orderBy(asc(fajlovi.id));
}

export async function findFajl(db: Db, entitet: string, id: number): Promise<FajlRow | undefined> {
  const [row] = await db
    .select()
    .from(fajlovi)
    .where(and(eq(fajlovi.entitet, entitet), eq(fajlovi.id, id)));
  return row;
}

export function insertFajlovi(db: Db, rows: (typeof fajlovi.$inferInsert)[]): Promise<FajlRow[]> {
  return db.insert(fajlovi).values(rows).returning();
}

export async function deleteFajl(db: Db, id: number): Promise<FajlRow | undefined> {
  const [row] = await db.delete(fajlovi).where(eq(fajlovi.id, id)).returning();
  return row;
}

export async function radnikExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: radnici.id }).from(radnici).where(eq(radnici.id, id));
  return !!row;
}

export async function masinaExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: masine.id }).from(masine).where(eq(masine.id, id));
  return !!row;
}

export interface FajlUsage {
  recordFiles: number;
  recordBytes: number;
  storeBytes: number;
}

/** How many documents and bytes one record has, and how many bytes the whole store holds. */
export async function fajlUsage(db: Db, entitet: string, grupaId: number): Promise<FajlUsage> {
  const ofRecord = and(eq(fajlovi.entitet, entitet), eq(fajlovi.grupaId, grupaId));
  const [row] = await db
    .select({
      recordFiles: sql<number>`count(*) filter (where ${ofRecord})`.mapWith(Number),
      recordBytes: sql<number>`coalesce(sum(${fajlovi.velicina}) filter (where ${ofRecord}), 0)`.mapWith(Number),
      storeBytes: sql<number>`coalesce(sum(${fajlovi.velicina}), 0)`.mapWith(Number),
    })
    .from(fajlovi);
  return row ?? { recordFiles: 0, recordBytes: 0, storeBytes: 0 };
}

/** Our own key among the advisory locks (any constant no other lock of ours uses). */
const FAJL_QUOTA_LOCK = 0x52500001;

/** Serialises the check of the storage limits with the insert of the new rows, on PostgreSQL and PGlite alike. */
export async function lockFajlQuota(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${FAJL_QUOTA_LOCK}::bigint)`);
}

/** Removes the rows of every document of a record (its bytes are deleted by the caller after the commit). */
export function deleteFajloviGrupe(tx: Db, entitet: string, grupaId: number): Promise<FajlRow[]> {
  return tx
    .delete(fajlovi)
    .where(and(eq(fajlovi.entitet, entitet), eq(fajlovi.grupaId, grupaId)))
    .returning();
}
