import { and, asc, desc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Zahtev, Zaposlenje } from '@rp/contract';
import type { Db } from '../../db/client.ts';
import {
  drzavniPraznici,
  evidencija,
  evidencijaIntervali,
  evidencijaZahtevi,
  godisnji,
  prazniciRadnika,
  radnici,
} from '../../db/schema/index.ts';
import { prepared } from '../../lib/prepared.ts';
import { formatDuration } from '../../lib/time.ts';

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

/** The worker's employment dates, or undefined when there is no such worker. */
export async function employmentOf(db: Db, radnikId: number): Promise<Zaposlenje | undefined> {
  const [row] = await prepared(db, 'rp_ev_zaposlenje', (db, name) =>
    db
      .select({ datumPocetka: radnici.datumPocetka, datumOdlaska: radnici.datumOdlaska })
      .from(radnici)
      .where(eq(radnici.id, sql.placeholder('radnikId')))
      .prepare(name),
  ).execute({ radnikId });
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

export type ZahtevRow = typeof evidencijaZahtevi.$inferSelect;
export type ZahtevValues = Pick<
  typeof evidencijaZahtevi.$inferInsert,
  'radnikId' | 'vrsta' | 'datum' | 'kraj' | 'odradjeno' | 'trajanjePocetak' | 'trajanjeKraj' | 'podneo'
>;

export async function insertZahtev(db: Db, values: ZahtevValues): Promise<number> {
  const [row] = await db.insert(evidencijaZahtevi).values(values).returning({ id: evidencijaZahtevi.id });
  return row!.id;
}

/** Locks a request for its approval or rejection, so that two Admins cannot both resolve it. */
export async function lockZahtev(db: Db, id: number): Promise<ZahtevRow | undefined> {
  const [row] = await db.select().from(evidencijaZahtevi).where(eq(evidencijaZahtevi.id, id)).for('update');
  return row;
}

export async function resolveZahtev(db: Db, id: number, status: 'odobren' | 'odbijen', resio: number): Promise<void> {
  await db
    .update(evidencijaZahtevi)
    .set({ status, resio, reseno: sql`now()` })
    .where(eq(evidencijaZahtevi.id, id));
}

/** Pending requests, oldest first: every worker's, or one worker's. */
export async function listPendingZahtevi(db: Db, radnikId?: number): Promise<Zahtev[]> {
  const rows = await db
    .select({
      zahtev: evidencijaZahtevi,
      radnik: sql<string>`trim(${radnici.ime} || ' ' || ${radnici.prezime})`,
    })
    .from(evidencijaZahtevi)
    .innerJoin(radnici, eq(radnici.id, evidencijaZahtevi.radnikId))
    .where(
      and(
        eq(evidencijaZahtevi.status, 'ceka'),
        radnikId === undefined ? undefined : eq(evidencijaZahtevi.radnikId, radnikId),
      ),
    )
    .orderBy(asc(evidencijaZahtevi.podneto), asc(evidencijaZahtevi.id));
  return rows.map(({ zahtev, radnik }) => toZahtev(zahtev, radnik));
}

export function toZahtev(row: ZahtevRow, radnik: string): Zahtev {
  return {
    Id: row.id,
    RadnikId: row.radnikId,
    Radnik: radnik,
    Vrsta: row.vrsta,
    Datum: row.datum,
    Kraj: row.kraj,
    Odradjeno: row.odradjeno === null ? null : formatDuration(row.odradjeno),
    TrajanjePocetak: row.trajanjePocetak,
    TrajanjeKraj: row.trajanjeKraj,
    Status: row.status,
    Podneto: row.podneto.toISOString(),
  };
}

/** The days of a range that a pending request of the worker touches (a `planirano` request covers its whole range). */
export async function pendingDaysInRange(db: Db, radnikId: number, from: string, to: string) {
  return prepared(db, 'rp_ev_pending', (db, name) =>
    db
      .select({ datum: evidencijaZahtevi.datum, kraj: evidencijaZahtevi.kraj })
      .from(evidencijaZahtevi)
      .where(
        and(
          eq(evidencijaZahtevi.radnikId, placeholders.radnikId),
          eq(evidencijaZahtevi.status, 'ceka'),
          lte(evidencijaZahtevi.datum, placeholders.to),
          or(gte(evidencijaZahtevi.datum, placeholders.from), gte(evidencijaZahtevi.kraj, placeholders.from)),
        ),
      )
      .prepare(name),
  ).execute({ radnikId, from, to });
}
