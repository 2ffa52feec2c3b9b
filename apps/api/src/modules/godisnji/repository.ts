import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Godisnji } from '@rp/contract';
import type { Db } from '../../db/client.ts';
import { drzavniPraznici, godisnji, prazniciRadnika, radnici } from '../../db/schema/index.ts';

type Row = typeof godisnji.$inferSelect;

function toGodisnji(row: Row): Godisnji {
  return {
    Id: row.id,
    Radnik: row.radnikId,
    Pocetak: row.pocetak,
    Kraj: row.kraj,
    RadniDani: row.radniDani,
    Odobren: row.odobren !== null,
  };
}

export async function listForRadnik(db: Db, radnikId: number): Promise<Godisnji[]> {
  const rows = await db.select().from(godisnji).where(eq(godisnji.radnikId, radnikId)).orderBy(asc(godisnji.pocetak));
  return rows.map(toGodisnji);
}

export function findBalance(db: Db, radnikId: number) {
  return db
    .select({ slobodniDani: radnici.slobodniDani, iskoristeniDani: radnici.iskoristeniDani })
    .from(radnici)
    .where(eq(radnici.id, radnikId))
    .then((rows) => rows[0]);
}

export async function lockBalance(db: Db, radnikId: number) {
  const [row] = await db
    .select({ slobodniDani: radnici.slobodniDani, iskoristeniDani: radnici.iskoristeniDani })
    .from(radnici)
    .where(eq(radnici.id, radnikId))
    .for('update');
  return row;
}

export async function lockLeave(db: Db, id: number): Promise<Row | undefined> {
  const [row] = await db.select().from(godisnji).where(eq(godisnji.id, id)).for('update');
  return row;
}

export async function overlapping(db: Db, radnikId: number, pocetak: string, kraj: string): Promise<boolean> {
  const [row] = await db
    .select({ id: godisnji.id })
    .from(godisnji)
    .where(and(eq(godisnji.radnikId, radnikId), lte(godisnji.pocetak, kraj), gte(godisnji.kraj, pocetak)))
    .limit(1);
  return !!row;
}

/** Days off (state holidays and the worker's holidays) in a range. */
export async function holidaysInRange(db: Db, radnikId: number, from: string, to: string): Promise<Set<string>> {
  const state = await db
    .select({ datum: drzavniPraznici.datum })
    .from(drzavniPraznici)
    .where(and(gte(drzavniPraznici.datum, from), lte(drzavniPraznici.datum, to)));
  const own = await db
    .select({ datum: prazniciRadnika.datum })
    .from(prazniciRadnika)
    .where(
      and(eq(prazniciRadnika.radnikId, radnikId), gte(prazniciRadnika.datum, from), lte(prazniciRadnika.datum, to)),
    );
  return new Set([...state, ...own].map((row) => row.datum));
}

export async function insertLeave(
  db: Db,
  values: { radnikId: number; pocetak: string; kraj: string; radniDani: number },
): Promise<number> {
  const [row] = await db.insert(godisnji).values(values).returning({ id: godisnji.id });
  return row!.id;
}

export async function approveLeave(db: Db, id: number, odobrio: number): Promise<void> {
  await db.update(godisnji).set({ odobren: new Date(), odobrio }).where(eq(godisnji.id, id));
}

export async function deleteLeave(db: Db, id: number): Promise<void> {
  await db.delete(godisnji).where(eq(godisnji.id, id));
}

/** Adds (or, with a negative number, gives back) used leave days. */
export async function addUsedDays(db: Db, radnikId: number, days: number): Promise<void> {
  await db
    .update(radnici)
    .set({
      iskoristeniDani: sql`greatest(0, ${radnici.iskoristeniDani} + ${days})`,
      verzija: sql`${radnici.verzija} + 1`,
    })
    .where(eq(radnici.id, radnikId));
}
