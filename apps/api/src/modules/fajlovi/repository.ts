import { and, asc, eq } from 'drizzle-orm';
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
