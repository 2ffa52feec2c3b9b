import type { z } from 'zod';
import {
  ULOGA_RADNIK,
  posaoIdReda,
  posaoRedId,
  radnikIdResursa,
  radnikResursId,
  type Gantt,
  type GanttSaveResult,
  type GanttTask,
  type StatusZadatka,
  type ganttSaveSchema,
} from '@rp/contract';
import type { Db } from '../../db/client.ts';
import { type HttpError, badRequest, conflict } from '../../lib/http-error.ts';
import {
  DAY_MS,
  KRAJ_RADA,
  POCETAK_RADA,
  daniTrajanja,
  dayOf,
  loadKalendar,
  localDayNumber,
} from '../../lib/radni-dani.ts';
import { localInstant } from '../../lib/time.ts';
import { listPoslovi, type PosloviUslov } from '../poslovi/repository.ts';
import { pauzeIzIntervala } from '../zadaci/plan.ts';
import {
  activeWorkers,
  assignmentsOfJobs,
  closeOpenIntervals,
  deleteTasks,
  existingWorkers,
  insertTasks,
  intervalsOfJobs,
  lockVersions,
  readJobs,
  readTasks,
  renameJob,
  replaceAssignments,
  tasksOfJobs,
  touchJobs,
  updateTasks,
  type GanttTaskRow,
  type TaskWrite,
} from './repository.ts';

type SaveInput = z.output<typeof ganttSaveSchema>;
type PlannerStatus = GanttTask['status'];

/** A task's state as the planner shows it (part 2 §4), and back (see apps/api/README.md, "The Gantt save"). */
const STATUS_U_PLANER: Record<StatusZadatka, PlannerStatus> = {
  nijePoceo: 'STATUS_UNDEFINED',
  uToku: 'STATUS_ACTIVE',
  pauziran: 'STATUS_SUSPENDED',
  zavrsen: 'STATUS_DONE',
};

const STALE_PLAN =
  'Plan je u međuvremenu izmenio neko drugi („{naziv}”). Ništa nije sačuvano: učitajte plan ponovo pa ponovite izmene.';
const stalePlan = (naziv: string) => conflict(STALE_PLAN.replace('{naziv}', naziv));

const utcDay = (day: number) => day * DAY_MS;
const dayOfUtc = (epoch: number) => Math.floor(epoch / DAY_MS);

/** The project of the planner: every job a summary row, its tasks below it (see @rp/contract gantt.ts). */
export async function buildGantt(db: Db, uslov: PosloviUslov, canWrite: boolean, now = new Date()): Promise<Gantt> {
  // independent reads at once (on PostgreSQL they overlap; PGlite takes them in turn)
  const [jobs, kalendar, workers] = await Promise.all([listPoslovi(db, uslov), loadKalendar(db), activeWorkers(db)]);
  const jobIds = jobs.map((job) => job.Id);
  const [tasks, intervals] = await Promise.all([tasksOfJobs(db, jobIds), intervalsOfJobs(db, jobIds)]);
  const intervalsOf = new Map<number, { pocetak: Date; kraj: Date | null }[]>();
  for (const row of intervals) {
    const list = intervalsOf.get(row.zadatakId);
    if (list) list.push(row);
    else intervalsOf.set(row.zadatakId, [row]);
  }
  const tasksOf = new Map<number, GanttTaskRow[]>();
  for (const task of tasks) {
    const list = tasksOf.get(task.posaoId);
    if (list) list.push(task);
    else tasksOf.set(task.posaoId, [task]);
  }

  const rows: GanttTask[] = [];
  const verzije: Record<string, number> = {};
  const today = kalendar.sledeciRadni(localDayNumber(now));
  let minDay = Number.POSITIVE_INFINITY;
  let maxDay = Number.NEGATIVE_INFINITY;
  for (const job of jobs) {
    const jobTasks = tasksOf.get(job.Id) ?? [];
    const jobRow = rows.length;
    verzije[posaoRedId(job.Id)] = job.Verzija;
    rows.push({
      id: posaoRedId(job.Id),
      name: job.Naziv,
      code: job.KlijentNaziv,
      description: job.Opis,
      level: 0,
      start: utcDay(today),
      end: utcDay(today + 1) - 1,
      duration: 1,
      status: jobStatus(jobTasks),
      progress: jobTasks.length === 0 ? 0 : Math.round((job.BrojZavrsenih / jobTasks.length) * 100),
      depends: '',
      collapsed: false,
      canWrite,
      assigs: [],
      pauze: [],
    });
    const rowOfTask = new Map<number, number>();
    const lastDayOf = new Map<number, number>();
    let jobStart = Number.POSITIVE_INFINITY;
    let jobEnd = Number.NEGATIVE_INFINITY;
    for (const task of jobTasks) {
      const first = localDayNumber(task.pocetak);
      const duration = daniTrajanja(task.sati);
      const last = kalendar.poslednjiDan(first, duration);
      rowOfTask.set(task.id, rows.length + 1);
      lastDayOf.set(task.id, last);
      jobStart = Math.min(jobStart, first);
      jobEnd = Math.max(jobEnd, last);
      verzije[String(task.id)] = task.verzija;
      rows.push({
        id: String(task.id),
        name: task.naziv,
        code: '',
        description: '',
        level: 1,
        start: utcDay(first),
        end: utcDay(last + 1) - 1,
        duration,
        status: STATUS_U_PLANER[task.status],
        progress: task.status === 'zavrsen' ? 100 : 0,
        depends: '',
        collapsed: false,
        canWrite,
        assigs: task.radnici.map((radnikId) => ({
          id: `${task.id}_${radnikId}`,
          resourceId: radnikResursId(radnikId),
          roleId: ULOGA_RADNIK,
          effort: Math.round(task.sati * 3_600_000),
        })),
        pauze: pauzeIzIntervala(intervalsOf.get(task.id) ?? [], task.status === 'pauziran'),
      });
    }
    // Dependencies as row numbers with the lag that keeps the stored start (the planner's `row:lag`).
    for (const task of jobTasks) {
      if (task.zavisnost === null) continue;
      const row = rowOfTask.get(task.zavisnost);
      if (row === undefined) continue;
      const first = localDayNumber(task.pocetak);
      const lag = Math.max(0, kalendar.radnihIzmedju(lastDayOf.get(task.zavisnost)!, first) - 1);
      rows[rowOfTask.get(task.id)! - 1]!.depends = lag > 0 ? `${row}:${lag}` : String(row);
    }
    if (jobTasks.length > 0) {
      const summary = rows[jobRow]!;
      summary.start = utcDay(jobStart);
      summary.end = utcDay(jobEnd + 1) - 1;
      summary.duration = Math.max(1, kalendar.radnihIzmedju(jobStart - 1, jobEnd));
      minDay = Math.min(minDay, jobStart);
      maxDay = Math.max(maxDay, jobEnd);
    }
  }
  const from = Number.isFinite(minDay) ? dayOf(Math.min(minDay, today) - 31) : dayOf(today - 366);
  const to = Number.isFinite(maxDay) ? dayOf(Math.max(maxDay, today) + 366) : dayOf(today + 366);
  return {
    tasks: rows,
    holidays: kalendar.praznici.filter((datum) => datum >= from && datum <= to),
    currentTime: now.toISOString(),
    verzije,
    resources: workers.map((worker) => ({
      id: radnikResursId(worker.id),
      name: `${worker.ime} ${worker.prezime}`.trim(),
    })),
    roles: [{ id: ULOGA_RADNIK, name: 'Radnik' }],
    canWrite,
  };
}

function jobStatus(tasks: readonly GanttTaskRow[]): PlannerStatus {
  if (tasks.length === 0) return 'STATUS_UNDEFINED';
  if (tasks.every((task) => task.status === 'zavrsen')) return 'STATUS_DONE';
  if (tasks.some((task) => task.status === 'uToku')) return 'STATUS_ACTIVE';
  if (tasks.some((task) => task.status === 'pauziran')) return 'STATUS_SUSPENDED';
  return 'STATUS_UNDEFINED';
}

interface SaveRow {
  key: string;
  row: SaveInput['tasks'][number];
  /** Row number (1-based) in the payload. */
  number: number;
  jobId: number;
}

/** The task's stored state after the plan's status (see the README): only what a plan may decide changes. */
function nextStatus(
  current: { status: StatusZadatka; stvarniPocetak: Date | null },
  requested: PlannerStatus | undefined,
  naziv: string,
): StatusZadatka {
  if (requested === undefined || requested === STATUS_U_PLANER[current.status]) return current.status;
  if (requested === 'STATUS_FAILED')
    throw badRequest(
      `Zadatak „${naziv}”: status FAILED (neuspešan) se ne čuva; zadatak se završava ili ostaje otvoren.`,
    );
  if (requested === 'STATUS_DONE') return 'zavrsen';
  if (current.status === 'zavrsen') return current.stvarniPocetak ? 'pauziran' : 'nijePoceo';
  if (requested === 'STATUS_SUSPENDED' && current.status === 'uToku') return 'pauziran';
  return current.status;
}

/**
 * Applies a planner save (tasks and deletedTaskIds with the versions they were loaded at) in one transaction: a row
 * someone else changed since (or deleted) refuses the whole save with 409, a rule broken refuses it with 400, and
 * nothing is written either way.
 */
export async function saveGantt(db: Db, input: SaveInput, now = new Date()): Promise<GanttSaveResult> {
  const rows: SaveRow[] = [];
  const jobIds: number[] = [];
  const seen = new Set<string>();
  let jobId: number | undefined;
  for (const [index, row] of input.tasks.entries()) {
    const key = row.id;
    if (seen.has(key)) throw badRequest(`Red ${index + 1} ponavlja id ${key}.`);
    seen.add(key);
    if (row.level === 0) {
      const id = posaoIdReda(key);
      if (id === undefined)
        throw badRequest(
          `„${row.name || key}”: novi projekat se dodaje na ekranu Projekti; u planu se dodaju samo zadaci projekta.`,
        );
      if (!(key in input.verzije)) throw badRequest(`Projekat ${key} nije učitan u ovaj plan.`);
      jobId = id;
      jobIds.push(id);
    } else {
      if (jobId === undefined) throw badRequest('Prvi red plana mora biti projekat.');
      if (!key.startsWith('tmp_') && !/^\d{1,8}$/.test(key)) throw badRequest(`Id zadatka „${key}” nije ispravan.`);
      if (!key.startsWith('tmp_') && !(key in input.verzije))
        throw badRequest(`Zadatak ${key} nije učitan u ovaj plan.`);
    }
    rows.push({ key, row, number: index + 1, jobId: jobId! });
  }
  const deleted: number[] = [];
  for (const key of new Set(input.deletedTaskIds)) {
    if (key.startsWith('tmp_')) continue;
    if (posaoIdReda(key) !== undefined) throw badRequest('Projekat se briše na ekranu Projekti, ne u planu.');
    if (!/^\d{1,8}$/.test(key) || !(key in input.verzije))
      throw badRequest(`Obrisani zadatak ${key} ne pripada projektima ovog plana.`);
    if (seen.has(key)) throw badRequest(`Zadatak ${key} je i obrisan i u planu.`);
    deleted.push(Number(key));
  }

  // Dependencies: at most one, a task of the same job, never itself, and no circle.
  const byNumber = new Map(rows.map((entry) => [entry.number, entry]));
  const superiorOf = new Map<string, string>();
  for (const entry of rows) {
    const text = entry.row.depends.trim();
    if (text === '') continue;
    const name = entry.row.name || entry.key;
    if (entry.row.level === 0) throw badRequest(`Projekat „${name}” ne može zavisiti od drugog reda.`);
    const parts = text.split(',').filter((part) => part.trim() !== '');
    if (parts.length > 1) throw badRequest(`Zadatak „${name}” može zavisiti samo od jednog zadatka.`);
    const match = /^\s*(\d+)\s*(?::\s*\d+\s*)?$/.exec(parts[0]!);
    const superior = match ? byNumber.get(Number(match[1])) : undefined;
    if (!superior) throw badRequest(`Zavisnost zadatka „${name}” („${text}”) ne postoji u planu.`);
    if (superior.key === entry.key) throw badRequest(`Zadatak „${name}” ne može zavisiti sam od sebe.`);
    if (superior.row.level === 0 || superior.jobId !== entry.jobId)
      throw badRequest(`Zadatak „${name}” može zavisiti samo od zadatka istog projekta.`);
    superiorOf.set(entry.key, superior.key);
  }
  for (const entry of rows) {
    const path = new Set<string>();
    let current: string | undefined = entry.key;
    while (current !== undefined) {
      if (path.has(current))
        throw badRequest(`Zavisnosti zadatka „${entry.row.name || entry.key}” zatvaraju krug (CIRCULAR_REFERENCE).`);
      path.add(current);
      current = superiorOf.get(current);
    }
  }

  const workerIds = new Set<number>();
  for (const entry of rows) {
    if (entry.row.level === 0) continue;
    const day = dayOfUtc(entry.row.start);
    const weekday = (((day + 4) % 7) + 7) % 7;
    if (weekday === 0 || weekday === 6)
      throw badRequest(`Početak zadatka „${entry.row.name || entry.key}” ne može biti subota ni nedelja.`);
    for (const assig of entry.row.assigs ?? []) {
      const radnikId = radnikIdResursa(assig.resourceId);
      if (radnikId === undefined)
        throw badRequest(`Zadatak „${entry.row.name || entry.key}”: dodeljeni resurs ${assig.resourceId} nije radnik.`);
      workerIds.add(radnikId);
    }
  }

  // The plan is compared with the rows as they are now without locking them (a plan of 20,000 tasks would lock
  // 20,000 rows to write a few); the jobs and tasks the save writes are then locked and their versions checked again.
  return db.transaction(async (tx) => {
    const jobs = await readJobs(tx, jobIds);
    const jobById = new Map(jobs.map((job) => [job.id, job]));
    for (const id of jobIds) {
      const job = jobById.get(id);
      if (!job || job.sablon !== 0) throw stalePlanMissing('projekat', id);
      if (job.verzija !== input.verzije[posaoRedId(id)]) throw stalePlan(job.naziv);
    }
    const existingIds = rows
      .filter((entry) => entry.row.level === 1 && !entry.key.startsWith('tmp_'))
      .map((e) => Number(e.key));
    const current = await readTasks(tx, [...existingIds, ...deleted]);
    const taskById = new Map(current.map((task) => [task.id, task]));
    for (const id of [...existingIds, ...deleted]) {
      const task = taskById.get(id);
      if (!task) throw stalePlanMissing('zadatak', id);
      if (task.verzija !== input.verzije[String(id)]) throw stalePlan(task.naziv);
    }
    const payloadJobs = new Set(jobIds);
    for (const id of deleted)
      if (!payloadJobs.has(taskById.get(id)!.posaoId))
        throw badRequest(`Obrisani zadatak „${taskById.get(id)!.naziv}” ne pripada projektima ovog plana.`);
    const known = await existingWorkers(tx, [...workerIds]);
    for (const id of workerIds) if (!known.has(id)) throw badRequest(`Dodeljeni radnik (id ${id}) ne postoji.`);

    const kalendar = await loadKalendar(tx);
    const currentAssignments = new Map<number, number[]>();
    for (const row of await assignmentsOfJobs(tx, jobIds)) {
      const list = currentAssignments.get(row.zadatakId);
      if (list) list.push(row.radnikId);
      else currentAssignments.set(row.zadatakId, [row.radnikId]);
    }

    const renames: { id: number; naziv: string }[] = [];
    for (const entry of rows) {
      if (entry.row.level !== 0) continue;
      const job = jobById.get(entry.jobId)!;
      const naziv = entry.row.name.trim();
      if (naziv !== '' && naziv !== job.naziv) renames.push({ id: job.id, naziv });
    }

    // Each task's stored values after the plan. A plan of 20,000 tasks falls on a few hundred days: each day's
    // start and end of work is worked out once.
    const starts = new Map<number, Date>();
    const ends = new Map<number, Date>();
    const dayStart = (day: number) => once(starts, day, () => localInstant(dayOf(day), POCETAK_RADA));
    const dayEnd = (day: number) => once(ends, day, () => localInstant(dayOf(day), KRAJ_RADA));
    const order = new Map<number, number>();
    const updates: TaskWrite[] = [];
    const inserts: { entry: SaveRow; write: Omit<TaskWrite, 'id' | 'zavisnost' | 'zavrseno'> }[] = [];
    const finished: number[] = [];
    const assignmentChanges = new Map<number | string, number[]>();
    const touched = new Set<number>();
    for (const entry of rows) {
      if (entry.row.level === 0) continue;
      const redosled = (order.get(entry.jobId) ?? 0) + 1;
      order.set(entry.jobId, redosled);
      const naziv = entry.row.name.trim() || `Zadatak ${entry.number}`;
      const firstDay = dayOfUtc(entry.row.start);
      const workers = [...new Set((entry.row.assigs ?? []).map((assig) => radnikIdResursa(assig.resourceId)!))];
      if (entry.key.startsWith('tmp_')) {
        const sati = entry.row.duration * 8;
        const last = kalendar.poslednjiDan(firstDay, entry.row.duration);
        inserts.push({
          entry,
          write: {
            naziv,
            posaoId: entry.jobId,
            pocetak: dayStart(firstDay),
            kraj: dayEnd(last),
            sati,
            redosled,
            status: 'nijePoceo',
          },
        });
        if (workers.length > 0) assignmentChanges.set(entry.key, workers);
        touched.add(entry.jobId);
        continue;
      }
      const id = Number(entry.key);
      const task = taskById.get(id)!;
      const currentDay = localDayNumber(task.pocetak);
      const sati = daniTrajanja(task.sati) === entry.row.duration ? task.sati : entry.row.duration * 8;
      const pocetak = currentDay === firstDay ? task.pocetak : dayStart(firstDay);
      const kraj = dayEnd(kalendar.poslednjiDan(firstDay, daniTrajanja(sati)));
      const superior = superiorOf.get(entry.key);
      const zavisnost = superior === undefined ? null : superior.startsWith('tmp_') ? -1 : Number(superior);
      const status = nextStatus(task, entry.row.status, naziv);
      const changed =
        naziv !== task.naziv ||
        entry.jobId !== task.posaoId ||
        pocetak.getTime() !== task.pocetak.getTime() ||
        sati !== task.sati ||
        kraj.getTime() !== task.kraj?.getTime() ||
        zavisnost !== task.zavisnost ||
        redosled !== task.redosled ||
        status !== task.status;
      if (status !== task.status && (status === 'zavrsen' || status === 'pauziran')) finished.push(id);
      if (changed)
        updates.push({
          id,
          naziv,
          posaoId: entry.jobId,
          pocetak,
          kraj,
          sati,
          zavisnost,
          redosled,
          status,
          zavrseno: status === 'zavrsen' ? now : null,
        });
      if (entry.row.assigs !== undefined) {
        const before = [...(currentAssignments.get(id) ?? [])].sort((a, b) => a - b);
        const after = [...workers].sort((a, b) => a - b);
        if (before.join(',') !== after.join(',')) assignmentChanges.set(id, workers);
      }
      if (changed || assignmentChanges.has(id)) {
        touched.add(entry.jobId);
        touched.add(task.posaoId);
      }
    }

    // Lock what is written (jobs, then tasks, each in id order as every writer does) and check it is still as loaded.
    const writtenJobs = [...new Set([...touched, ...renames.map((rename) => rename.id)])].filter((id) =>
      payloadJobs.has(id),
    );
    const jobVersions = await lockVersions(tx, 'poslovi', writtenJobs);
    for (const id of writtenJobs)
      if (jobVersions.get(id) !== input.verzije[posaoRedId(id)]) throw stalePlan(jobById.get(id)!.naziv);
    const writtenTasks = [
      ...new Set([
        ...updates.map((update) => update.id),
        ...deleted,
        ...[...assignmentChanges.keys()].filter((key): key is number => typeof key === 'number'),
      ]),
    ];
    const taskVersions = await lockVersions(tx, 'zadaci', writtenTasks);
    for (const id of writtenTasks) {
      const version = taskVersions.get(id);
      if (version === undefined) throw stalePlanMissing('zadatak', id);
      if (version !== input.verzije[String(id)]) throw stalePlan(taskById.get(id)!.naziv);
    }
    for (const rename of renames) await renameJob(tx, rename.id, rename.naziv);

    // New rows first (their ids are needed), then one UPDATE for every changed task, dependencies included.
    const newIds = await insertTasks(
      tx,
      inserts.map((insert) => insert.write),
    );
    const noviId: Record<string, number> = {};
    inserts.forEach((insert, index) => (noviId[insert.entry.key] = newIds[index]!));
    const idOf = (key: string) => (key.startsWith('tmp_') ? noviId[key]! : Number(key));
    for (const update of updates)
      if (update.zavisnost === -1) update.zavisnost = idOf(superiorOf.get(String(update.id))!);
    inserts.forEach((insert, index) => {
      const superior = superiorOf.get(insert.entry.key);
      if (superior === undefined) return;
      updates.push({ ...insert.write, id: newIds[index]!, zavisnost: idOf(superior), zavrseno: null });
    });
    // Deleted first: a kept task cannot wait for a deleted one (same job, and its row is gone from the plan).
    await deleteTasks(tx, deleted);
    for (const id of deleted) touched.add(taskById.get(id)!.posaoId);
    await updateTasks(tx, updates);
    await closeOpenIntervals(tx, finished, now);
    const assignmentIds = [...assignmentChanges.keys()].map((key) => (typeof key === 'number' ? key : noviId[key]!));
    await replaceAssignments(
      tx,
      assignmentIds,
      [...assignmentChanges.entries()].flatMap(([key, workers]) =>
        workers.map((radnikId) => ({ zadatakId: typeof key === 'number' ? key : noviId[key]!, radnikId })),
      ),
    );
    await touchJobs(
      tx,
      [...touched].filter((id) => payloadJobs.has(id)),
    );
    const changedIds = new Set([
      ...updates.filter((update) => taskById.has(update.id)).map((update) => update.id),
      ...[...assignmentChanges.keys()].filter((key): key is number => typeof key === 'number'),
    ]);
    return {
      ErrorCode: 0,
      Type: 1,
      Message: 'Plan je sačuvan.',
      noviId,
      izmenjeno: changedIds.size + renames.length,
      dodato: inserts.length,
      obrisano: deleted.length,
    };
  });
}

function once<K, V>(cache: Map<K, V>, key: K, make: () => V): V {
  let value = cache.get(key);
  if (value === undefined) {
    value = make();
    cache.set(key, value);
  }
  return value;
}

function stalePlanMissing(what: 'projekat' | 'zadatak', id: number): HttpError {
  return conflict(
    `Plan je u međuvremenu izmenio neko drugi (${what} ${id} je obrisan). Ništa nije sačuvano: učitajte plan ponovo pa ponovite izmene.`,
  );
}
