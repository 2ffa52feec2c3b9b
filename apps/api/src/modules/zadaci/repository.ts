import { and, asc, desc, eq, inArray, isNull, lt, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { MISSING_DATE, SATI_PO_DANU, type StatusZadatka, type Zadatak } from '@rp/contract';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../lib/prepared.ts';
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

// The task lists are prepared once per database (lib/prepared.ts): building their SQL with Drizzle was the largest
// share of a task list's CPU time in the API benchmark. The id lists go in as one array, so one statement serves any
// number of tasks.
const placeholders = {
  id: sql.placeholder('id'),
  radnikId: sql.placeholder('radnikId'),
  before: sql.placeholder('before'),
  statuses: sql.placeholder('statuses'),
  ids: sql.placeholder('ids'),
};

const assignedTo = (radnikId: Placeholder | number) =>
  inArray(
    zadaci.id,
    sql`(select ${zadatakRadnici.zadatakId} from ${zadatakRadnici} where ${zadatakRadnici.radnikId} = ${radnikId})`,
  );

function selectTasks(db: Db, condition: SQL | undefined) {
  return db
    .select({ zadatak: zadaci, posaoNaziv: poslovi.naziv })
    .from(zadaci)
    .innerJoin(poslovi, eq(poslovi.id, zadaci.posaoId))
    .where(condition)
    .orderBy(asc(zadaci.pocetak), asc(zadaci.id));
}

/** A job's tasks in their Gantt order, hydrated. */
export async function tasksOfJob(db: Db, posaoId: number): Promise<Zadatak[]> {
  const rows = await db
    .select({ zadatak: zadaci, posaoNaziv: poslovi.naziv })
    .from(zadaci)
    .innerJoin(poslovi, eq(poslovi.id, zadaci.posaoId))
    .where(eq(zadaci.posaoId, posaoId))
    .orderBy(asc(zadaci.redosled), asc(zadaci.pocetak), asc(zadaci.id));
  return hydrate(db, rows);
}

type TaskRow = Awaited<ReturnType<typeof selectTasks>>[number];

function groupBy<T extends { zadatakId: number }>(rows: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.zadatakId);
    if (group) group.push(row);
    else groups.set(row.zadatakId, [row]);
  }
  return groups;
}

/** The tasks' workers and equipment, in two statements whatever the number of tasks. */
async function hydrate(db: Db, rows: TaskRow[]): Promise<Zadatak[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.zadatak.id);
  const [workers, equipment] = [
    await prepared(db, 'rp_zadaci_radnici', (db, name) =>
      db
        .select({ zadatakId: zadatakRadnici.zadatakId, Id: radnici.id, Ime: radnici.ime, Prezime: radnici.prezime })
        .from(zadatakRadnici)
        .innerJoin(radnici, eq(radnici.id, zadatakRadnici.radnikId))
        .where(sql`${zadatakRadnici.zadatakId} = any(${placeholders.ids}::int[])`)
        .orderBy(asc(radnici.prezime), asc(radnici.ime))
        .prepare(name),
    ).execute({ ids }),
    await prepared(db, 'rp_zadaci_oprema', (db, name) =>
      db
        .select({ zadatakId: zadatakOprema.zadatakId, Id: masine.id, Ime: masine.ime })
        .from(zadatakOprema)
        .innerJoin(masine, eq(masine.id, zadatakOprema.masinaId))
        .where(sql`${zadatakOprema.zadatakId} = any(${placeholders.ids}::int[])`)
        .orderBy(asc(masine.ime))
        .prepare(name),
    ).execute({ ids }),
  ];
  const workersOf = groupBy(workers);
  const equipmentOf = groupBy(equipment);
  return rows.map(({ zadatak, posaoNaziv }) => ({
    Id: zadatak.id,
    Naziv: zadatak.naziv,
    Posao: zadatak.posaoId,
    PosaoNaziv: posaoNaziv,
    Pocetak: zadatak.pocetak.toISOString(),
    PlaniranoTrajanje: zadatak.planiranoTrajanje,
    PlaniranoTrajanjeDani: Math.round((zadatak.planiranoTrajanje / SATI_PO_DANU) * 100) / 100,
    Oprema: (equipmentOf.get(zadatak.id) ?? []).map(({ Id, Ime }) => ({ Id, Ime })),
    Radnici: (workersOf.get(zadatak.id) ?? []).map(({ Id, Ime, Prezime }) => ({ Id, Ime, Prezime })),
    Zavisnost: zadatak.zavisnost,
    StvarniPocetak: zadatak.stvarniPocetak?.toISOString() ?? MISSING_DATE,
    Zavrseno: zadatak.zavrseno?.toISOString() ?? MISSING_DATE,
    Pauza: zadatak.status === 'pauziran' ? 1 : 0,
    Godisnji: zadatak.godisnji === 1 ? 1 : 0,
    Status: zadatak.status,
    Kraj: (zadatak.kraj ?? zadatak.pocetak).toISOString(),
    Verzija: zadatak.verzija,
  }));
}

export async function findZadatak(db: Db, id: number): Promise<Zadatak | undefined> {
  const rows = await prepared(db, 'rp_zadatak', (db, name) =>
    selectTasks(db, eq(zadaci.id, placeholders.id)).prepare(name),
  ).execute({ id });
  const [zadatak] = await hydrate(db, rows);
  return zadatak;
}

/** The worker's tasks that start before `before`. */
export async function tasksOfWorkerBefore(db: Db, radnikId: number, before: Date): Promise<Zadatak[]> {
  const rows = await prepared(db, 'rp_zadaci_radnika_pre', (db, name) =>
    selectTasks(db, and(assignedTo(placeholders.radnikId), lt(zadaci.pocetak, placeholders.before))).prepare(name),
  ).execute({ radnikId, before: before.toISOString() });
  return hydrate(db, rows);
}

export async function tasksOfWorker(db: Db, radnikId: number, statuses: readonly StatusZadatka[]): Promise<Zadatak[]> {
  const rows = await prepared(db, 'rp_zadaci_radnika_status', (db, name) =>
    selectTasks(
      db,
      and(assignedTo(placeholders.radnikId), sql`${zadaci.status} = any(${placeholders.statuses}::text[])`),
    ).prepare(name),
  ).execute({ radnikId, statuses: [...statuses] });
  return hydrate(db, rows);
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
