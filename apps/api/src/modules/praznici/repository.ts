import { and, asc, eq, sql } from 'drizzle-orm';
import type { DrzavniPraznik, Praznik } from '@rp/contract';
import type { Db } from '../../db/client.ts';
import { drzavniPraznici, prazniciRadnika } from '../../db/schema/index.ts';

export async function listWorkerHolidays(db: Db, radnikId: number): Promise<Praznik[]> {
  const rows = await db
    .select()
    .from(prazniciRadnika)
    .where(eq(prazniciRadnika.radnikId, radnikId))
    .orderBy(asc(prazniciRadnika.datum));
  return rows.map((row) => ({ Id: row.id, Datum: row.datum, Radnik: row.radnikId }));
}

export async function findWorkerHoliday(db: Db, id: number) {
  const [row] = await db.select().from(prazniciRadnika).where(eq(prazniciRadnika.id, id));
  return row;
}

export async function insertWorkerHoliday(db: Db, radnikId: number, datum: string): Promise<number> {
  const [row] = await db.insert(prazniciRadnika).values({ radnikId, datum }).returning({ id: prazniciRadnika.id });
  return row!.id;
}

/** Deletes a worker holiday and answers what it was, or undefined when it was already gone. */
export async function deleteWorkerHoliday(db: Db, id: number) {
  const [row] = await db.delete(prazniciRadnika).where(eq(prazniciRadnika.id, id)).returning();
  return row;
}

function toDrzavni(row: typeof drzavniPraznici.$inferSelect): DrzavniPraznik {
  return { Id: row.id, Datum: row.datum, Naziv: row.naziv, verzija: row.verzija };
}

export async function listStateHolidays(db: Db): Promise<DrzavniPraznik[]> {
  const rows = await db.select().from(drzavniPraznici).orderBy(asc(drzavniPraznici.datum));
  return rows.map(toDrzavni);
}

export async function insertStateHoliday(db: Db, datum: string, naziv: string): Promise<number> {
  const [row] = await db.insert(drzavniPraznici).values({ datum, naziv }).returning({ id: drzavniPraznici.id });
  return row!.id;
}

/** Updates when `verzija` (if given) is still current; returns false when it is not (or the row is gone). */
export async function updateStateHoliday(
  db: Db,
  input: { Id: number; verzija?: number | undefined; Datum: string; Naziv: string },
): Promise<boolean> {
  const rows = await db
    .update(drzavniPraznici)
    .set({ datum: input.Datum, naziv: input.Naziv, verzija: sql`${drzavniPraznici.verzija} + 1` })
    .where(
      and(
        eq(drzavniPraznici.id, input.Id),
        input.verzija === undefined ? undefined : eq(drzavniPraznici.verzija, input.verzija),
      ),
    )
    .returning({ id: drzavniPraznici.id });
  return rows.length > 0;
}

/** Reads a state holiday and locks it for the rest of the transaction (its audit entry names what it was). */
export async function lockStateHoliday(db: Db, id: number) {
  const [row] = await db.select().from(drzavniPraznici).where(eq(drzavniPraznici.id, id)).for('update');
  return row;
}

/** Deletes a state holiday and answers what it was, or undefined when it was already gone. */
export async function deleteStateHoliday(db: Db, id: number) {
  const [row] = await db.delete(drzavniPraznici).where(eq(drzavniPraznici.id, id)).returning();
  return row;
}
