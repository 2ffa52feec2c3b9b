import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { StatusZadatka } from '@rp/contract';
import type { Db } from '../../db/client.ts';
import { poslovi, radnici, zadaci, zadatakIntervali, zadatakRadnici } from '../../db/schema/index.ts';

export interface GanttTaskRow {
  id: number;
  naziv: string;
  posaoId: number;
  pocetak: Date;
  kraj: Date | null;
  sati: number;
  zavisnost: number | null;
  status: StatusZadatka;
  stvarniPocetak: Date | null;
  verzija: number;
}

const taskColumns = {
  id: zadaci.id,
  naziv: zadaci.naziv,
  posaoId: zadaci.posaoId,
  pocetak: zadaci.pocetak,
  kraj: zadaci.kraj,
  sati: zadaci.planiranoTrajanje,
  zavisnost: zadaci.zavisnost,
  status: zadaci.status,
  stvarniPocetak: zadaci.stvarniPocetak,
  verzija: zadaci.verzija,
};

/** The tasks of the jobs, in each job's Gantt order. */
export async function tasksOfJobs(db: Db, jobIds: readonly number[]): Promise<GanttTaskRow[]> {
  if (jobIds.length === 0) return [];
  return db
    .select(taskColumns)
    .from(zadaci)
    .where(sql`${zadaci.posaoId} = any(${sql.param(jobIds)}::int[])`)
    .orderBy(asc(zadaci.posaoId), asc(zadaci.redosled), asc(zadaci.pocetak), asc(zadaci.id));
}

export async function assignmentsOf(db: Db, taskIds: readonly number[]) {
  if (taskIds.length === 0) return [];
  return db
    .select({ zadatakId: zadatakRadnici.zadatakId, radnikId: zadatakRadnici.radnikId })
    .from(zadatakRadnici)
    .where(sql`${zadatakRadnici.zadatakId} = any(${sql.param(taskIds)}::int[])`);
}

/** Worked intervals of the tasks that have more than one, or are paused: what the pauses are made of. */
export async function intervalsForPauses(db: Db, taskIds: readonly number[]) {
  if (taskIds.length === 0) return [];
  return db
    .select({ zadatakId: zadatakIntervali.zadatakId, pocetak: zadatakIntervali.pocetak, kraj: zadatakIntervali.kraj })
    .from(zadatakIntervali)
    .where(sql`${zadatakIntervali.zadatakId} = any(${sql.param(taskIds)}::int[])`)
    .orderBy(asc(zadatakIntervali.zadatakId), asc(zadatakIntervali.pocetak));
}

export async function activeWorkers(db: Db) {
  return db
    .select({ id: radnici.id, ime: radnici.ime, prezime: radnici.prezime })
    .from(radnici)
    .orderBy(asc(radnici.prezime), asc(radnici.ime), asc(radnici.id));
}

/** Locks the jobs of a save (in id order, as every writer does) and answers them. */
export async function lockJobs(tx: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return tx
    .select({ id: poslovi.id, naziv: poslovi.naziv, sablon: poslovi.sablon, verzija: poslovi.verzija })
    .from(poslovi)
    .where(inArray(poslovi.id, [...ids]))
    .orderBy(asc(poslovi.id))
    .for('update');
}

/** Locks the tasks of a save and answers them with their order. */
export async function lockTasks(tx: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return tx
    .select({ ...taskColumns, redosled: zadaci.redosled })
    .from(zadaci)
    .where(sql`${zadaci.id} = any(${sql.param(ids)}::int[])`)
    .orderBy(asc(zadaci.id))
    .for('update');
}

export interface TaskWrite {
  id: number;
  naziv: string;
  posaoId: number;
  pocetak: Date;
  kraj: Date;
  sati: number;
  zavisnost: number | null;
  redosled: number;
  status: StatusZadatka;
  zavrseno: Date | null;
}

/** One statement for any number of changed tasks: an UPDATE over unnested arrays. */
export async function updateTasks(tx: Db, rows: readonly TaskWrite[]): Promise<void> {
  if (rows.length === 0) return;
  const col = <T>(pick: (row: TaskWrite) => T) => rows.map(pick);
  await tx.execute(sql`
    update ${zadaci} as z set
      naziv = v.naziv,
      posao_id = v.posao_id,
      pocetak = v.pocetak,
      kraj = v.kraj,
      planirano_trajanje = v.sati,
      zavisnost = v.zavisnost,
      redosled = v.redosled,
      status = v.status,
      zavrseno = case when v.status = 'zavrsen' then coalesce(z.zavrseno, v.zavrseno) end,
      verzija = z.verzija + 1
    from unnest(
      ${sql.param(col((row) => row.id))}::int[],
      ${sql.param(col((row) => row.naziv))}::text[],
      ${sql.param(col((row) => row.posaoId))}::int[],
      ${sql.param(col((row) => row.pocetak.toISOString()))}::timestamptz[],
      ${sql.param(col((row) => row.kraj.toISOString()))}::timestamptz[],
      ${sql.param(col((row) => row.sati))}::numeric[],
      ${sql.param(col((row) => row.zavisnost))}::int[],
      ${sql.param(col((row) => row.redosled))}::int[],
      ${sql.param(col((row) => row.status))}::text[],
      ${sql.param(col((row) => row.zavrseno?.toISOString() ?? null))}::timestamptz[]
    ) as v(id, naziv, posao_id, pocetak, kraj, sati, zavisnost, redosled, status, zavrseno)
    where z.id = v.id`);
}

export async function insertTasks(
  tx: Db,
  rows: readonly Omit<TaskWrite, 'id' | 'zavisnost' | 'zavrseno'>[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await tx
    .insert(zadaci)
    .values(
      rows.map((row) => ({
        naziv: row.naziv,
        posaoId: row.posaoId,
        pocetak: row.pocetak,
        kraj: row.kraj,
        planiranoTrajanje: row.sati,
        redosled: row.redosled,
        status: row.status,
      })),
    )
    .returning({ id: zadaci.id });
  return inserted.map((row) => row.id);
}

export async function deleteTasks(tx: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(zadaci).where(sql`${zadaci.id} = any(${sql.param(ids)}::int[])`);
}

/** Ends the open work intervals of tasks finished or paused from the plan. */
export async function closeOpenIntervals(tx: Db, taskIds: readonly number[], kraj: Date): Promise<void> {
  if (taskIds.length === 0) return;
  await tx
    .update(zadatakIntervali)
    .set({ kraj })
    .where(sql`${zadatakIntervali.zadatakId} = any(${sql.param(taskIds)}::int[]) and ${zadatakIntervali.kraj} is null`);
}

export async function replaceAssignments(
  tx: Db,
  taskIds: readonly number[],
  rows: readonly { zadatakId: number; radnikId: number }[],
): Promise<void> {
  if (taskIds.length === 0) return;
  await tx.delete(zadatakRadnici).where(sql`${zadatakRadnici.zadatakId} = any(${sql.param(taskIds)}::int[])`);
  for (let start = 0; start < rows.length; start += 5000)
    await tx.insert(zadatakRadnici).values(rows.slice(start, start + 5000));
}

export async function existingWorkers(tx: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: radnici.id })
    .from(radnici)
    .where(sql`${radnici.id} = any(${sql.param(ids)}::int[])`);
  return new Set(rows.map((row) => row.id));
}

export async function renameJob(tx: Db, id: number, naziv: string): Promise<void> {
  await tx
    .update(poslovi)
    .set({ naziv, verzija: sql`${poslovi.verzija} + 1` })
    .where(eq(poslovi.id, id));
}

export async function touchJobs(tx: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(poslovi)
    .set({ verzija: sql`${poslovi.verzija} + 1` })
    .where(sql`${poslovi.id} = any(${sql.param(ids)}::int[])`);
}
