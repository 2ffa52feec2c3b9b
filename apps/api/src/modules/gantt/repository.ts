import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { StatusZadatka } from '@rp/contract';
import { manyRows, resultRows, type Db } from '../../db/client.ts';
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
  /** The assigned workers' ids. */
  radnici: number[];
}

/**
 * A timestamp as epoch milliseconds: the same number from node-postgres and PGlite, and no date text to parse.
 * `date_part` works in double precision (`extract` in numeric, 3× slower over a plan's 20,000 rows); a fraction of
 * a millisecond it may leave is dropped by `new Date`.
 */
const epochMs = (column: SQL) => sql`date_part('epoch', ${column}) * 1000`;

type TaskRead = Omit<GanttTaskRow, 'pocetak' | 'kraj' | 'stvarniPocetak' | 'radnici'> & {
  pocetak: number;
  kraj: number | null;
  stvarniPocetak: number | null;
};

/**
 * The tasks of the jobs, in each job's Gantt order, with their workers. Written as SQL of its own: the plan of 2,000
 * jobs reads 20,000 tasks, and the query builder's row mapping took half of the read; the workers are read by job
 * (2,000 ids) rather than by task (20,000).
 */
export async function tasksOfJobs(db: Db, jobIds: readonly number[]): Promise<GanttTaskRow[]> {
  if (jobIds.length === 0) return [];
  const jobs = sql.param(jobIds);
  // both at once: on PostgreSQL one query runs while the other's rows are parsed (PGlite takes them in turn)
  const [tasks, workers] = await Promise.all([
    manyRows<TaskRead>(
      db,
      sql`
        select id, naziv, posao_id as "posaoId", ${epochMs(sql`pocetak`)} as pocetak, ${epochMs(sql`kraj`)} as kraj,
               planirano_trajanje::float8 as sati, zavisnost, status,
               ${epochMs(sql`stvarni_pocetak`)} as "stvarniPocetak", verzija, redosled
        from zadaci where posao_id in (select unnest(${jobs}::int[]))`,
      sql`x."posaoId", x.redosled, x.pocetak, x.id`,
    ),
    assignmentsOfJobs(db, jobIds),
  ]);
  const workersOf = new Map<number, number[]>();
  for (const row of workers) {
    const list = workersOf.get(row.zadatakId);
    if (list) list.push(row.radnikId);
    else workersOf.set(row.zadatakId, [row.radnikId]);
  }
  return tasks.map((task) => ({ ...taskOf(task), radnici: workersOf.get(task.id) ?? [] }));
}

function taskOf(task: TaskRead): Omit<GanttTaskRow, 'radnici'> {
  return {
    id: task.id,
    naziv: task.naziv,
    posaoId: task.posaoId,
    pocetak: new Date(task.pocetak),
    kraj: task.kraj === null ? null : new Date(task.kraj),
    sati: task.sati,
    zavisnost: task.zavisnost,
    status: task.status,
    stvarniPocetak: task.stvarniPocetak === null ? null : new Date(task.stvarniPocetak),
    verzija: task.verzija,
  };
}

/** The workers of every task of the jobs (read by job: a plan's 2,000 jobs rather than its 20,000 tasks). */
export async function assignmentsOfJobs(db: Db, jobIds: readonly number[]) {
  if (jobIds.length === 0) return [];
  return manyRows<{ zadatakId: number; radnikId: number }>(
    db,
    sql`
      select zr.zadatak_id as "zadatakId", zr.radnik_id as "radnikId"
      from zadatak_radnici zr join zadaci z on z.id = zr.zadatak_id
      where z.posao_id = any(${sql.param(jobIds)}::int[])`,
    sql`x."zadatakId", x."radnikId"`,
  );
}

/** The worked intervals of every task of the jobs, by task and start: what the pauses are made of. */
export async function intervalsOfJobs(db: Db, jobIds: readonly number[]) {
  if (jobIds.length === 0) return [];
  return db
    .select({ zadatakId: zadatakIntervali.zadatakId, pocetak: zadatakIntervali.pocetak, kraj: zadatakIntervali.kraj })
    .from(zadatakIntervali)
    .innerJoin(zadaci, eq(zadaci.id, zadatakIntervali.zadatakId))
    .where(sql`${zadaci.posaoId} in (select unnest(${sql.param(jobIds)}::int[]))`)
    .orderBy(asc(zadatakIntervali.zadatakId), asc(zadatakIntervali.pocetak));
}

export async function activeWorkers(db: Db) {
  return db
    .select({ id: radnici.id, ime: radnici.ime, prezime: radnici.prezime })
    .from(radnici)
    .orderBy(asc(radnici.prezime), asc(radnici.ime), asc(radnici.id));
}

/** The jobs of a save with their versions, as they are now (no lock: only the jobs a save writes are locked). */
export async function readJobs(tx: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return tx
    .select({ id: poslovi.id, naziv: poslovi.naziv, sablon: poslovi.sablon, verzija: poslovi.verzija })
    .from(poslovi)
    .where(sql`${poslovi.id} = any(${sql.param(ids)}::int[])`);
}

/**
 * The tasks of a save as they are now, with their order (no lock: a plan of 20,000 tasks is compared with the
 * payload and only the tasks it writes are locked; plain SQL, as tasksOfJobs).
 */
export async function readTasks(tx: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = resultRows<TaskRead & { redosled: number }>(
    await tx.execute(sql`
      select id, naziv, posao_id as "posaoId", ${epochMs(sql`pocetak`)} as pocetak, ${epochMs(sql`kraj`)} as kraj,
             planirano_trajanje::float8 as sati, zavisnost, status,
             ${epochMs(sql`stvarni_pocetak`)} as "stvarniPocetak", verzija, redosled
      from zadaci where id = any(${sql.param(ids)}::int[])`),
  );
  return rows.map((row) => ({ ...taskOf(row), redosled: row.redosled }));
}

/** Locks rows of `poslovi` or `zadaci` in id order (as every writer does) and answers their versions now. */
export async function lockVersions(tx: Db, table: 'poslovi' | 'zadaci', ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = resultRows<{ id: number; verzija: number }>(
    await tx.execute(sql`
      select id, verzija from ${table === 'poslovi' ? poslovi : zadaci}
      where id = any(${sql.param(ids)}::int[])
      order by id
      for update`),
  );
  return new Map(rows.map((row) => [row.id, row.verzija]));
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
