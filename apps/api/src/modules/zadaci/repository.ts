import { and, asc, desc, eq, inArray, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import { MISSING_DATE, SATI_PO_DANU, type StatusZadatka, type Zadatak } from '@rp/contract';
import type { Db } from '../../db/client.ts';
import {
  masine,
  poslovi,
  radnici,
  zadaci,
  zadatakIntervali,
  zadatakOprema,
  zadatakRadnici,
} from '../../db/schema/index.ts';

export type ZadatakRow = typeof zadaci.$inferSelect;
export type IntervalRow = typeof zadatakIntervali.$inferSelect;

async function hydrate(db: Db, condition: SQL | undefined, order = asc(zadaci.pocetak)): Promise<Zadatak[]> {
  const rows = await db
    .select({ zadatak: zadaci, posaoNaziv: poslovi.naziv })
    .from(zadaci)
    .innerJoin(poslovi, eq(poslovi.id, zadaci.posaoId))
    .where(condition)
    .orderBy(order, asc(zadaci.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.zadatak.id);
  const [workers, equipment] = [
    await db
      .select({ zadatakId: zadatakRadnici.zadatakId, Id: radnici.id, Ime: radnici.ime, Prezime: radnici.prezime })
      .from(zadatakRadnici)
      .innerJoin(radnici, eq(radnici.id, zadatakRadnici.radnikId))
      .where(inArray(zadatakRadnici.zadatakId, ids))
      .orderBy(asc(radnici.prezime), asc(radnici.ime)),
    await db
      .select({ zadatakId: zadatakOprema.zadatakId, Id: masine.id, Ime: masine.ime })
      .from(zadatakOprema)
      .innerJoin(masine, eq(masine.id, zadatakOprema.masinaId))
      .where(inArray(zadatakOprema.zadatakId, ids))
      .orderBy(asc(masine.ime)),
  ];
  return rows.map(({ zadatak, posaoNaziv }) => ({
    Id: zadatak.id,
    Naziv: zadatak.naziv,
    Posao: zadatak.posaoId,
    PosaoNaziv: posaoNaziv,
    Pocetak: zadatak.pocetak.toISOString(),
    PlaniranoTrajanje: zadatak.planiranoTrajanje,
    PlaniranoTrajanjeDani: Math.round((zadatak.planiranoTrajanje / SATI_PO_DANU) * 100) / 100,
    Oprema: equipment.filter((row) => row.zadatakId === zadatak.id).map(({ Id, Ime }) => ({ Id, Ime })),
    Radnici: workers
      .filter((row) => row.zadatakId === zadatak.id)
      .map(({ Id, Ime, Prezime }) => ({ Id, Ime, Prezime })),
    Zavisnost: zadatak.zavisnost,
    StvarniPocetak: zadatak.stvarniPocetak?.toISOString() ?? MISSING_DATE,
    Zavrseno: zadatak.zavrseno?.toISOString() ?? MISSING_DATE,
    Pauza: zadatak.status === 'pauziran' ? 1 : 0,
    Godisnji: zadatak.godisnji === 1 ? 1 : 0,
    Status: zadatak.status,
  }));
}

const assignedTo = (radnikId: number) =>
  inArray(
    zadaci.id,
    sql`(select ${zadatakRadnici.zadatakId} from ${zadatakRadnici} where ${zadatakRadnici.radnikId} = ${radnikId})`,
  );

export async function findZadatak(db: Db, id: number): Promise<Zadatak | undefined> {
  const [zadatak] = await hydrate(db, eq(zadaci.id, id));
  return zadatak;
}

/** The worker's tasks that start before `before`. */
export function tasksOfWorkerBefore(db: Db, radnikId: number, before: Date): Promise<Zadatak[]> {
  return hydrate(db, and(assignedTo(radnikId), lt(zadaci.pocetak, before)));
}

export function tasksOfWorker(db: Db, radnikId: number, statuses: readonly StatusZadatka[]): Promise<Zadatak[]> {
  return hydrate(db, and(assignedTo(radnikId), inArray(zadaci.status, [...statuses])));
}

export async function isAssigned(db: Db, zadatakId: number, radnikId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: zadatakRadnici.zadatakId })
    .from(zadatakRadnici)
    .where(and(eq(zadatakRadnici.zadatakId, zadatakId), eq(zadatakRadnici.radnikId, radnikId)));
  return !!row;
}

export async function assignedWorkers(db: Db, zadatakId: number): Promise<number[]> {
  const rows = await db
    .select({ id: zadatakRadnici.radnikId })
    .from(zadatakRadnici)
    .where(eq(zadatakRadnici.zadatakId, zadatakId));
  return rows.map((row) => row.id);
}

export async function lockZadatak(db: Db, id: number): Promise<ZadatakRow | undefined> {
  const [row] = await db.select().from(zadaci).where(eq(zadaci.id, id)).for('update');
  return row;
}

export async function statusOf(db: Db, id: number): Promise<StatusZadatka | undefined> {
  const [row] = await db.select({ status: zadaci.status }).from(zadaci).where(eq(zadaci.id, id));
  return row?.status;
}

/** Other running tasks of a worker. */
export function otherRunning(db: Db, radnikId: number, exceptId: number) {
  return db
    .select({ id: zadaci.id, naziv: zadaci.naziv })
    .from(zadaci)
    .where(and(assignedTo(radnikId), eq(zadaci.status, 'uToku'), ne(zadaci.id, exceptId)));
}

export async function setStatus(
  db: Db,
  id: number,
  values: { status: StatusZadatka; stvarniPocetak?: Date; zavrseno?: Date },
): Promise<void> {
  await db
    .update(zadaci)
    .set({ ...values, verzija: sql`${zadaci.verzija} + 1` })
    .where(eq(zadaci.id, id));
}

export async function openInterval(db: Db, zadatakId: number, radnikId: number, pocetak: Date): Promise<void> {
  await db.insert(zadatakIntervali).values({ zadatakId, radnikId, pocetak });
}

export async function closeIntervals(db: Db, zadatakId: number, kraj: Date): Promise<void> {
  await db
    .update(zadatakIntervali)
    .set({ kraj })
    .where(and(eq(zadatakIntervali.zadatakId, zadatakId), isNull(zadatakIntervali.kraj)));
}

/** The intervals a worker has worked on tasks, with the task's name and job. */
export function workedIntervals(db: Db, radnikId: number) {
  return db
    .select({
      zadatakId: zadaci.id,
      naziv: zadaci.naziv,
      posaoId: zadaci.posaoId,
      status: zadaci.status,
      pocetak: zadatakIntervali.pocetak,
      kraj: zadatakIntervali.kraj,
    })
    .from(zadatakIntervali)
    .innerJoin(zadaci, eq(zadaci.id, zadatakIntervali.zadatakId))
    .where(eq(zadatakIntervali.radnikId, radnikId))
    .orderBy(desc(zadatakIntervali.pocetak))
    .limit(500);
}
