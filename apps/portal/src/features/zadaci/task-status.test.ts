import { describe, expect, it } from 'vitest';
import type { StatusZadatka, Zadatak } from '@rp/contract';
import { actingWorker, canFinish, canPause, canStart, sortByStatus, taskListRange } from './task-status.ts';

describe('task transitions (part 1 §4)', () => {
  it.each([
    ['nijePoceo', true, false, false],
    ['uToku', false, true, true],
    ['pauziran', true, false, true],
    ['zavrsen', false, false, false],
  ] as const)('%s: start %s, pause %s, finish %s', (status, start, pause, finish) => {
    expect(canStart(status)).toBe(start);
    expect(canPause(status)).toBe(pause);
    expect(canFinish(status)).toBe(finish);
  });
});

describe('sortByStatus', () => {
  const task = (Id: number, Status: StatusZadatka, Pocetak: string) => ({ Id, Status, Pocetak }) as Zadatak;

  it('puts running, paused, not started and finished tasks in that order, each by planned start', () => {
    const sorted = sortByStatus([
      task(1, 'zavrsen', '2026-01-01T08:00:00.000Z'),
      task(2, 'nijePoceo', '2026-01-05T08:00:00.000Z'),
      task(3, 'nijePoceo', '2026-01-02T08:00:00.000Z'),
      task(4, 'pauziran', '2026-01-03T08:00:00.000Z'),
      task(5, 'uToku', '2026-01-04T08:00:00.000Z'),
    ]);
    expect(sorted.map((zadatak) => zadatak.Id)).toEqual([5, 4, 3, 2, 1]);
  });
});

describe('actingWorker', () => {
  it.each([
    ['the chosen worker when assigned', [4, 7, 9], 7, 9, 9],
    ['the user when the choice is not assigned', [4, 7, 9], 7, 12, 7],
    ['the user when nothing is chosen', [4, 7, 9], 9, undefined, 9],
    ['the first worker when the user is not assigned', [4, 7, 9], 1, undefined, 4],
    ['nobody when no worker is assigned', [], 1, 4, undefined],
  ] as const)('%s', (_, workerIds, userId, chosenId, expected) => {
    expect(actingWorker(workerIds, { userId, chosenId })).toBe(expected);
  });
});

describe('taskListRange', () => {
  it('covers 30 days back and 60 days ahead', () => {
    expect(taskListRange('2026-03-10')).toEqual({ a: '2026-02-08', b: '2026-05-09' });
  });
});
