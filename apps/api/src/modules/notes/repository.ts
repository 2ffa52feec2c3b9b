import { and, desc, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Note } from '@rp/contract';
import type { Db } from '../../db/client.ts';
import { napomene } from '../../db/schema/index.ts';
import { prepared } from '../../lib/prepared.ts';

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
  const hasRadnik = filter.radnikId !== undefined;
  const hasZaRadnika = filter.zaRadnika !== undefined;
  const query = prepared(db, `rp_notes_${Number(hasRadnik)}${Number(hasZaRadnika)}`, (db, name) => {
    const conditions: SQL[] = [];
    if (hasRadnik) conditions.push(eq(napomene.radnikId, sql.placeholder('radnikId')));
    if (hasZaRadnika)
      conditions.push(or(eq(napomene.radnikId, sql.placeholder('zaRadnika')), isNull(napomene.radnikId))!);
    return db
      .select()
      .from(napomene)
      .where(and(...conditions))
      .orderBy(asc(napomene.prioritet), desc(napomene.kreirano), desc(napomene.id))
      .prepare(name);
  });
  const rows = await query.execute({ radnikId: filter.radnikId, zaRadnika: filter.zaRadnika });
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
  verzija: number | undefined,
  values: { radnikId: number | null; prioritet: number; tekst: string },
): Promise<boolean> {
  const rows = await db
    .update(napomene)
    .set({ ...values, verzija: sql`${napomene.verzija} + 1` })
    .where(and(eq(napomene.id, id), verzija === undefined ? undefined : eq(napomene.verzija, verzija)))
    .returning({ id: napomene.id });
  return rows.length > 0;
}

export async function deleteNote(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(napomene).where(eq(napomene.id, id)).returning({ id: napomene.id });
  return rows.length > 0;
}
