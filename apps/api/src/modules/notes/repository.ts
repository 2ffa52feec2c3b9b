import { and, desc, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Note } from '@rp/contract';
import type { Db } from '../../db/client.ts';
import { napomene } from '../../db/schema/index.ts';

function toNote(row: typeof napomene.$inferSelect): Note {
  return {
    Id: row.id,
    Radnik: row.radnikId,
    Prioritet: row.prioritet,
    idKreatora: row.idKreatora,
    Tekst: row.tekst,
    Kreirano: row.kreirano.toISOString(),
    verzija: row.verzija,
  };
}

/** Notes, most urgent first. `zaRadnika`: only that worker's notes and the notes for everyone. */
export async function listNotes(db: Db, filter: { radnikId?: number; zaRadnika?: number }): Promise<Note[]> {
  const conditions: SQL[] = [];
  if (filter.radnikId !== undefined) conditions.push(eq(napomene.radnikId, filter.radnikId));
  if (filter.zaRadnika !== undefined)
    conditions.push(or(eq(napomene.radnikId, filter.zaRadnika), isNull(napomene.radnikId))!);
  const rows = await db
    .select()
    .from(napomene)
    .where(and(...conditions))
    .orderBy(asc(napomene.prioritet), desc(napomene.kreirano), desc(napomene.id));
  return rows.map(toNote);
}

export async function findNote(db: Db, id: number): Promise<Note | undefined> {
  const [row] = await db.select().from(napomene).where(eq(napomene.id, id));
  return row ? toNote(row) : undefined;
}

export async function insertNote(
  db: Db,
  values: { radnikId: number | null; prioritet: number; tekst: string; idKreatora: number },
): Promise<number> {
  const [row] = await db.insert(napomene).values(values).returning({ id: napomene.id });
  return row!.id;
}

export async function updateNote(
  db: Db,
  id: number,
  verzija: number,
  values: { radnikId: number | null; prioritet: number; tekst: string },
): Promise<boolean> {
  const rows = await db
    .update(napomene)
    .set({ ...values, verzija: sql`${napomene.verzija} + 1` })
    .where(and(eq(napomene.id, id), eq(napomene.verzija, verzija)))
    .returning({ id: napomene.id });
  return rows.length > 0;
}

export async function deleteNote(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(napomene).where(eq(napomene.id, id)).returning({ id: napomene.id });
  return rows.length > 0;
}
