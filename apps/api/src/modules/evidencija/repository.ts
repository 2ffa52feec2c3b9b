import { and, asc, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  drzavniPraznici,
  evidencija,
  evidencijaIntervali,
  godisnji,
  prazniciRadnika,
  radnici,
} from '../../db/schema/index.ts';
import { prepared } from '../../lib/prepared.ts';

export type DanRow = typeof evidencija.$inferSelect;
export type IntervalRow = typeof evidencijaIntervali.$inferSelect;

/** Locks the worker's row for the rest of the transaction, so that commands of one worker run one at a time. */
export async function lockRadnik(db: Db, radnikId: number) {
  const [row] = await db
    .select({
      id: radnici.id,
      slobodniDani: radnici.slobodniDani,
      iskoristeniDani: radnici.iskoristeniDani,
    })
    .from(radnici)
    .where(eq(radnici.id, radnikId))
    .for('update');
  return row;
}

export async function radnikExists(db: Db, radnikId: number): Promise<boolean> {
  const [row] = await prepared(db, 'rp_ev_radnik', (db, name) =>
    db
      .select({ id: radnici.id })
      .from(radnici)
      .where(eq(radnici.id, sql.placeholder('radnikId')))
      .prepare(name),
  ).execute({ radnikId });
  return !!row;
}

export async function findOpenInterval(db: Db, radnikId: number): Promise<IntervalRow | undefined> {
  const [row] = await db
    .select()
    .from(evidencijaIntervali)
    .where(and(eq(evidencijaIntervali.radnikId, radnikId), isNull(evidencijaIntervali.kraj)));
  return row;
}

export async function insertInterval(db: Db, radnikId: number, datum: string, pocetak: Date): Promise<void> {
  await db.insert(evidencijaIntervali).values({ radnikId, datum, pocetak });
}

export async function closeInterval(db: Db, id: number, kraj: Date, razlog: 'pauza' | 'odjava'): Promise<void> {
  await db.update(evidencijaIntervali).set({ kraj, razlogKraja: razlog }).where(eq(evidencijaIntervali.id, id));
}

/** Signs out from a pause: the day's last interval, closed by the pause, becomes the day's end (kraj stays). */
export async function endPausedDay(db: Db, radnikId: number, datum: string): Promise<void> {
  const [last] = await db
    .select({ id: evidencijaIntervali.id })
    .from(evidencijaIntervali)
    .where(and(eq(evidencijaIntervali.radnikId, radnikId), eq(evidencijaIntervali.datum, datum)))
    .orderBy(desc(evidencijaIntervali.pocetak))
    .limit(1);
  if (last)
    await db.update(evidencijaIntervali).set({ razlogKraja: 'odjava' }).where(eq(evidencijaIntervali.id, last.id));
}

// The month's reads are prepared once per database (lib/prepared.ts): the month screen runs six of them per call.
const placeholders = {
  radnikId: sql.placeholder('radnikId'),
  from: sql.placeholder('from'),
  to: sql.placeholder('to'),
};

export function intervalsInRange(db: Db, radnikId: number, from: string, to: string): Promise<IntervalRow[]> {
  return prepared(db, 'rp_ev_intervals', (db, name) =>
    db
      .select()
      .from(evidencijaIntervali)
      .where(
        and(
          eq(evidencijaIntervali.radnikId, placeholders.radnikId),
          gte(evidencijaIntervali.datum, placeholders.from),
          lte(evidencijaIntervali.datum, placeholders.to),
        ),
      )
      .orderBy(asc(evidencijaIntervali.pocetak))
      .prepare(name),
  ).execute({ radnikId, from, to });
}

export function daysInRange(db: Db, radnikId: number, from: string, to: string): Promise<DanRow[]> {
  return prepared(db, 'rp_ev_days', (db, name) =>
    db
      .select()
      .from(evidencija)
      .where(
        and(
          eq(evidencija.radnikId, placeholders.radnikId),
          gte(evidencija.datum, placeholders.from),
          lte(evidencija.datum, placeholders.to),
        ),
      )
      .prepare(name),
  ).execute({ radnikId, from, to });
}

export async function upsertPlannedHours(
  db: Db,
  rows: { radnikId: number; datum: string; trajanjePocetak: string; trajanjeKraj: string }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(evidencija)
    .values(rows)
    .onConflictDoUpdate({
      target: [evidencija.radnikId, evidencija.datum],
      set: { trajanjePocetak: sql`excluded.trajanje_pocetak`, trajanjeKraj: sql`excluded.trajanje_kraj` },
    });
}

export async function upsertWorked(
  db: Db,
  row: { radnikId: number; datum: string; odradjenoRucno: number; trajanjePocetak?: string; trajanjeKraj?: string },
): Promise<void> {
  const set: Partial<typeof evidencija.$inferInsert> = { odradjenoRucno: row.odradjenoRucno };
  if (row.trajanjePocetak) set.trajanjePocetak = row.trajanjePocetak;
  if (row.trajanjeKraj) set.trajanjeKraj = row.trajanjeKraj;
  await db
    .insert(evidencija)
    .values(row)
    .onConflictDoUpdate({ target: [evidencija.radnikId, evidencija.datum], set });
}

/** Days off in a range: state holidays, the worker's holidays and approved leave. */
export async function daysOffInRange(db: Db, radnikId: number, from: string, to: string) {
  const { radnikId: worker, from: first, to: last } = placeholders;
  const [state, own, leave] = await Promise.all([
    prepared(db, 'rp_ev_state_holidays', (db, name) =>
      db
        .select({ datum: drzavniPraznici.datum })
        .from(drzavniPraznici)
        .where(and(gte(drzavniPraznici.datum, first), lte(drzavniPraznici.datum, last)))
        .prepare(name),
    ).execute({ from, to }),
    prepared(db, 'rp_ev_own_holidays', (db, name) =>
      db
        .select({ datum: prazniciRadnika.datum })
        .from(prazniciRadnika)
        .where(
          and(
            eq(prazniciRadnika.radnikId, worker),
            gte(prazniciRadnika.datum, first),
            lte(prazniciRadnika.datum, last),
          ),
        )
        .prepare(name),
    ).execute({ radnikId, from, to }),
    prepared(db, 'rp_ev_leave', (db, name) =>
      db
        .select({ pocetak: godisnji.pocetak, kraj: godisnji.kraj, odobren: godisnji.odobren })
        .from(godisnji)
        .where(and(eq(godisnji.radnikId, worker), lte(godisnji.pocetak, last), gte(godisnji.kraj, first)))
        .prepare(name),
    ).execute({ radnikId, from, to }),
  ]);
  return {
    praznici: new Set([...state, ...own].map((row) => row.datum)),
    godisnji: leave.filter((row) => row.odobren !== null),
  };
}
