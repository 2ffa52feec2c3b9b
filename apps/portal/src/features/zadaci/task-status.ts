import type { StatusZadatka, Zadatak } from '@rp/contract';
import { firmToday } from '../../lib/format.ts';
import { addDays } from '../procene/filters.ts';

/** Part 1 §4: start when not started or paused; pause while running; finish once started. */
export const canStart = (status: StatusZadatka) => status === 'nijePoceo' || status === 'pauziran';
export const canPause = (status: StatusZadatka) => status === 'uToku';
export const canFinish = (status: StatusZadatka) => status === 'uToku' || status === 'pauziran';

const ORDER: Record<StatusZadatka, number> = { uToku: 0, pauziran: 1, nijePoceo: 2, zavrsen: 3 };

/** Running first, then paused, not started and finished; within a state by planned start. */
export function sortByStatus(tasks: readonly Zadatak[]): Zadatak[] {
  return [...tasks].sort((x, y) => ORDER[x.Status] - ORDER[y.Status] || x.Pocetak.localeCompare(y.Pocetak));
}

/**
 * The worker a task screen acts for: the Admin's choice when it is one of the task's workers, else the user
 * when assigned, else the first assigned worker; none when nobody is assigned.
 */
export function actingWorker(
  workerIds: readonly number[],
  { userId, chosenId }: { userId: number | undefined; chosenId: number | undefined },
): number | undefined {
  if (chosenId !== undefined && workerIds.includes(chosenId)) return chosenId;
  if (userId !== undefined && workerIds.includes(userId)) return userId;
  return workerIds[0];
}

/** The days a worker's task list covers: 30 days back to 60 days ahead of the firm's today (YYYY-MM-DD). */
export function taskListRange(today = firmToday()): { a: string; b: string } {
  return { a: addDays(today, -30), b: addDays(today, 60) };
}
