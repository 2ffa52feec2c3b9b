import {
  ErrorCode,
  ErrorType,
  SATI_PO_DANU,
  moze,
  type TrenutniSledeci,
  type Zadatak,
  type Zauzetost,
} from '@rp/contract';
import type { Db } from '../../db/client.ts';
import { assertMoze } from '../../lib/access.ts';
import { HttpError, conflict, notFound } from '../../lib/http-error.ts';
import { addDays, addWorkingDays, localDayNumber, localInstant, localMidnight } from '../../lib/time.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import {
  closeIntervals,
  isAssigned,
  lockZadatak,
  openInterval,
  otherRunning,
  setStatus,
  statusOf,
  tasksOfWorker,
  tasksOfWorkerBefore,
  workedIntervals,
} from './repository.ts';

/** Admin, Demo and Operations manage tasks (part 1 §6); a worker acts on the tasks assigned to them. */
export async function assertMayUseTask(db: Db, user: AuthUser, zadatakId: number): Promise<void> {
  if (moze(user, 'zadaci.upravljanje')) return;
  assertMoze(user, 'zadaci.zadatak', { isDodeljen: await isAssigned(db, zadatakId, user.id) });
}

const MAX_PLANNED_HOURS = 10 * 260 * SATI_PO_DANU;

/**
 * The planned end of a task: its hours laid over working days of SATI_PO_DANU hours from its start, skipping
 * weekends (a simple model; the planning editor computes the real schedule).
 */
export function plannedEnd(pocetak: Date, hours: number): Date {
  // Bounded so that the count below ends for any stored value (ten years of working days at most).
  let left = Number.isFinite(hours) ? Math.min(Math.max(hours, 0), MAX_PLANNED_HOURS) : 0;
  let days = 0;
  while (left > SATI_PO_DANU) {
    days += 1;
    left -= SATI_PO_DANU;
  }
  // Day numbers, not a walk over date strings: this runs for every task of a task list.
  const start = localDayNumber(pocetak);
  const startOfDay = localMidnight(start);
  const endDay = localMidnight(addWorkingDays(start, days));
  return new Date(endDay + (pocetak.getTime() - startOfDay) + left * 3600_000);
}

/** Tasks of a worker that overlap the days a..b (a running or paused task always counts once it has started). */
export async function tasksInRange(db: Db, radnikId: number, a: string, b: string): Promise<Zadatak[]> {
  const from = localInstant(a);
  const tasks = await tasksOfWorkerBefore(db, radnikId, localInstant(addDays(b, 1)));
  return tasks.filter((task) => {
    if (task.Status === 'uToku' || task.Status === 'pauziran') return true;
    const end = Math.max(
      plannedEnd(new Date(task.Pocetak), task.PlaniranoTrajanje).getTime(),
      task.Status === 'zavrsen' ? new Date(task.Zavrseno).getTime() : 0,
    );
    return end >= from.getTime();
  });
}

const confirm = (message: string) =>
  new HttpError(409, message, { errorCode: ErrorCode.Conflict, type: ErrorType.Confirm });

/** Start (or resume) a task. Without `force`, a running task of the worker or an unfinished dependency warns. */
export async function startTask(db: Db, zadatakId: number, radnikId: number, force: boolean, now = new Date()) {
  await db.transaction(async (tx) => {
    const task = await lockZadatak(tx, zadatakId);
    if (!task) throw notFound(`Zadatak sa id-em ${zadatakId}`);
    if (task.status === 'uToku') throw conflict('Zadatak je već u toku.');
    if (task.status === 'zavrsen') throw conflict('Zadatak je završen i ne može se ponovo započeti.');
    if (!(await isAssigned(tx, zadatakId, radnikId))) throw conflict('Radnik nije dodeljen ovom zadatku.');
    if (!force) {
      const warnings: string[] = [];
      const running = await otherRunning(tx, radnikId, zadatakId);
      if (running.length > 0)
        warnings.push(`Radnik već radi na zadatku: ${running.map((row) => row.naziv).join(', ')}.`);
      if (task.zavisnost !== null && (await statusOf(tx, task.zavisnost)) !== 'zavrsen')
        warnings.push('Zadatak od kog ovaj zavisi još nije završen.');
      if (warnings.length > 0) throw confirm(`${warnings.join(' ')} Da li ipak želite da započnete zadatak?`);
    }
    await setStatus(tx, zadatakId, { status: 'uToku', stvarniPocetak: task.stvarniPocetak ?? now });
    await openInterval(tx, zadatakId, radnikId, now);
  });
}

export async function pauseTask(db: Db, zadatakId: number, now = new Date()) {
  await db.transaction(async (tx) => {
    const task = await lockZadatak(tx, zadatakId);
    if (!task) throw notFound(`Zadatak sa id-em ${zadatakId}`);
    if (task.status !== 'uToku') throw conflict('Pauza je moguća samo dok je zadatak u toku.');
    await closeIntervals(tx, zadatakId, now);
    await setStatus(tx, zadatakId, { status: 'pauziran' });
  });
}

export async function finishTask(db: Db, zadatakId: number, now = new Date()) {
  await db.transaction(async (tx) => {
    const task = await lockZadatak(tx, zadatakId);
    if (!task) throw notFound(`Zadatak sa id-em ${zadatakId}`);
    if (task.status === 'nijePoceo') throw conflict('Zadatak nije započet pa ne može biti završen.');
    if (task.status === 'zavrsen') throw conflict('Zadatak je već završen.');
    await closeIntervals(tx, zadatakId, now);
    await setStatus(tx, zadatakId, { status: 'zavrsen', zavrseno: now });
  });
}

/** The running (else the paused) task of a worker, and the next one not yet started. */
export async function currentAndNext(db: Db, radnikId: number): Promise<TrenutniSledeci> {
  const open = await tasksOfWorker(db, radnikId, ['uToku', 'pauziran', 'nijePoceo']);
  const byRecent = (x: Zadatak, y: Zadatak) => y.StvarniPocetak.localeCompare(x.StvarniPocetak);
  const current =
    open.filter((task) => task.Status === 'uToku').sort(byRecent)[0] ??
    open.filter((task) => task.Status === 'pauziran').sort(byRecent)[0];
  const next = open.find((task) => task.Status === 'nijePoceo');
  const item = (task: Zadatak, Vrsta: 'trenutni' | 'sledeci') => ({
    Id: task.Id,
    Naziv: task.Naziv,
    Posao: task.Posao,
    Vrsta,
    Status: task.Status,
  });
  return {
    itemList: [...(current ? [item(current, 'trenutni')] : []), ...(next ? [item(next, 'sledeci')] : [])],
  };
}

/** A worker's timeline: the planned span of each open task and every interval actually worked. */
export async function workload(db: Db, radnikId: number, now = new Date()): Promise<Zauzetost> {
  const open = await tasksOfWorker(db, radnikId, ['nijePoceo', 'uToku', 'pauziran']);
  const worked = await workedIntervals(db, radnikId);
  return {
    itemList: [
      ...open.map((task) => ({
        Id: task.Id,
        Naziv: task.Naziv,
        Posao: task.Posao,
        Vrsta: 'plan' as const,
        Status: task.Status,
        Interval: {
          Pocetak: task.Pocetak,
          Kraj: plannedEnd(new Date(task.Pocetak), task.PlaniranoTrajanje).toISOString(),
        },
      })),
      ...worked.map((row) => ({
        Id: row.zadatakId,
        Naziv: row.naziv,
        Posao: row.posaoId,
        Vrsta: 'rad' as const,
        Status: row.status,
        Interval: { Pocetak: row.pocetak.toISOString(), Kraj: (row.kraj ?? now).toISOString() },
      })),
    ],
    currentTime: now.toISOString(),
  };
}
