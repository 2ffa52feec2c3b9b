import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS, createCalendar } from './calendar.ts';
import { generateProject } from './generate-project.ts';
import { createPlanner } from './planner.ts';
import type { Planner } from './planner.ts';
import type { PlannerTask, TaskStatus } from './types.ts';

const HOLIDAYS = ['2025-01-08', '2025-01-14', '2025-01-15', '2025-02-03', '2025-03-10', '2025-04-21'];
const calendar = createCalendar(HOLIDAYS);
const STATUSES: TaskStatus[] = [
  'STATUS_ACTIVE',
  'STATUS_DONE',
  'STATUS_FAILED',
  'STATUS_SUSPENDED',
  'STATUS_UNDEFINED',
];

// GANTT_PROPERTY_RUNS raises the number of random sequences for a longer local search.
const RUNS = Number(process.env.GANTT_PROPERTY_RUNS ?? 150);

type Edit = { kind: string; a: number; b: number; c: number };

const editArb: fc.Arbitrary<Edit> = fc.record({
  kind: fc.constantFrom(
    'start',
    'end',
    'duration',
    'depends',
    'link',
    'unlink',
    'progress',
    'status',
    'name',
    'indent',
    'outdent',
    'up',
    'down',
    'above',
    'below',
    'delete',
    'milestone',
  ),
  a: fc.nat(),
  b: fc.nat(),
  c: fc.integer({ min: -15, max: 25 }),
});

function apply(planner: Planner, edit: Edit): void {
  const { tasks } = planner.getSnapshot();
  if (tasks.length === 0) return;
  const task = tasks[edit.a % tasks.length] as PlannerTask;
  const other = tasks[edit.b % tasks.length] as PlannerTask;
  const shifted = calendar.addWorkingDays(task.start, edit.c);
  switch (edit.kind) {
    case 'start':
      planner.setStart(task.id, shifted);
      break;
    case 'end':
      planner.setEnd(task.id, shifted + 20 * 3_600_000);
      break;
    case 'duration':
      planner.setDuration(task.id, edit.c);
      break;
    case 'depends':
      planner.setDepends(task.id, `${(edit.b % tasks.length) + 1}:${Math.abs(edit.c) % 3}`);
      break;
    case 'link':
      planner.addLink(other.id, task.id, Math.abs(edit.c) % 3);
      break;
    case 'unlink': {
      const [link] = planner.getSuperiors(task.id);
      if (link) planner.removeLink(link.from, task.id);
      break;
    }
    case 'progress':
      planner.setProgress(task.id, edit.c * 7);
      break;
    case 'status':
      planner.setStatus(task.id, STATUSES[edit.b % STATUSES.length] as TaskStatus);
      break;
    case 'name':
      planner.setName(task.id, edit.c % 5 === 0 ? '' : `N${edit.c}`);
      break;
    case 'indent':
      planner.indentTask(task.id);
      break;
    case 'outdent':
      planner.outdentTask(task.id);
      break;
    case 'up':
      planner.moveTaskUp(task.id);
      break;
    case 'down':
      planner.moveTaskDown(task.id);
      break;
    case 'above':
      planner.addTaskAbove(task.id);
      break;
    case 'below':
      planner.addTaskBelow(task.id);
      break;
    case 'delete':
      planner.deleteTask(task.id);
      break;
    case 'milestone':
      planner.setStartIsMilestone(task.id, edit.c > 10);
      break;
  }
}

function checkInvariants(planner: Planner): void {
  const { tasks, hierarchy } = planner.getSnapshot();
  tasks.forEach((task, row) => {
    expect(task.duration).toBe(calendar.durationOf(task.start, task.end));
    expect(calendar.isWorkingDay(task.start)).toBe(true);
    const parent = hierarchy.parentRow[row] as number;
    if (row > 0) expect(task.level).toBeLessThanOrEqual((tasks[row - 1] as PlannerTask).level + 1);
    if (parent >= 0) {
      const p = tasks[parent] as PlannerTask;
      expect(task.start, `${task.id} starts inside ${p.id}`).toBeGreaterThanOrEqual(p.start);
      expect(task.end, `${task.id} ends inside ${p.id}`).toBeLessThanOrEqual(p.end);
    }
    for (const link of planner.getSuperiors(task.id)) {
      const sup = planner.getTask(link.from) as PlannerTask;
      const bound =
        calendar.dayOfWorkingIndex(calendar.workingIndexOfDay(calendar.dayOf(sup.end)) + 1 + link.lag) * DAY_MS;
      expect(task.start, `${task.id} after ${sup.id} + ${link.lag}`).toBeGreaterThanOrEqual(bound);
    }
  });
}

const statusEditArb: fc.Arbitrary<Edit> = fc.record({
  kind: fc.constantFrom(
    'status',
    'status',
    'status',
    'status',
    'link',
    'unlink',
    'depends',
    'indent',
    'outdent',
    'up',
    'down',
    'above',
    'below',
    'delete',
    'duration',
    'start',
  ),
  a: fc.nat(),
  b: fc.nat(),
  c: fc.integer({ min: -15, max: 25 }),
});

/** A generated project whose statuses start consistent: tasks that wait on a superior are SUSPENDED. */
function statusProject(seed: number): Planner {
  const payload = generateProject({ tasks: 40, seed, linkProbability: seed % 2 === 0 ? 1 : 0.6, holidays: HOLIDAYS });
  return createPlanner(
    {
      ...payload,
      tasks: payload.tasks.map((t) => ({ ...t, status: t.depends ? 'STATUS_SUSPENDED' : 'STATUS_ACTIVE' })),
    },
    { holidays: HOLIDAYS },
  );
}

function checkStatusInvariants(planner: Planner): void {
  const { tasks, hierarchy } = planner.getSnapshot();
  tasks.forEach((task, row) => {
    if (task.status === 'STATUS_ACTIVE') {
      for (const link of planner.getSuperiors(task.id)) {
        const sup = planner.getTask(link.from) as PlannerTask;
        expect(sup.status, `${task.id} is ACTIVE while its superior ${sup.id} is open`).toBe('STATUS_DONE');
      }
    }
    for (let p = hierarchy.parentRow[row] as number; p >= 0; p = hierarchy.parentRow[p] as number) {
      const ancestor = tasks[p] as PlannerTask;
      if (ancestor.status !== 'STATUS_DONE') continue;
      expect(['STATUS_DONE', 'STATUS_FAILED'], `${task.id} is open under the DONE ${ancestor.id}`).toContain(
        task.status,
      );
    }
  });
}

function state(planner: Planner): unknown {
  const { selectedRow: _selected, ...saved } = planner.saveFull();
  return {
    saved,
    tasks: planner.getSnapshot().tasks,
    // By target, then by source: the ids joined without a separator made '22'+'8' and '2'+'28' one key, so two such
    // links kept the order they were made in, which a reload does not keep (a counterexample of the reload property).
    links: [...planner.getSnapshot().links].sort((a, b) => a.to.localeCompare(b.to) || a.from.localeCompare(b.from)),
  };
}

describe('properties over random edit sequences', () => {
  it('keeps children inside parents and tasks after their superiors', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.array(editArb, { maxLength: 40 }), (seed, edits) => {
        const planner = createPlanner(
          generateProject({ tasks: 40, seed, linkProbability: seed % 2 === 0 ? 1 : 0.6, holidays: HOLIDAYS }),
          { holidays: HOLIDAYS },
        );
        checkInvariants(planner);
        for (const edit of edits) {
          apply(planner, edit);
          checkInvariants(planner);
        }
      }),
      { numRuns: RUNS },
    );
  }, 600_000);

  it('no task is ACTIVE while a superior is open, nor open under a DONE task, and summaries contain children', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.array(statusEditArb, { maxLength: 40 }), (seed, edits) => {
        const planner = statusProject(seed);
        checkStatusInvariants(planner);
        for (const edit of edits) {
          apply(planner, edit);
          checkStatusInvariants(planner);
          checkInvariants(planner);
        }
      }),
      { numRuns: RUNS },
    );
  }, 600_000);

  it('undo of each edit returns the exact earlier state, redo the later one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.array(statusEditArb, { maxLength: 25 }), (seed, edits) => {
        const planner = statusProject(seed);
        for (const edit of edits) {
          const before = state(planner);
          apply(planner, edit);
          const after = state(planner);
          // a refused edit (or one that changed nothing) leaves no undo step
          if (JSON.stringify(after) === JSON.stringify(before)) continue;
          expect(planner.undo()).toBe(true);
          expect(state(planner)).toEqual(before);
          expect(planner.redo()).toBe(true);
          expect(state(planner)).toEqual(after);
        }
      }),
      { numRuns: RUNS },
    );
  }, 600_000);

  it('undo of N edits restores the exact start, redo the edited project', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.array(editArb, { maxLength: 40 }), (seed, edits) => {
        const planner = createPlanner(generateProject({ tasks: 30, seed, holidays: HOLIDAYS }), { holidays: HOLIDAYS });
        const start = state(planner);
        for (const edit of edits) apply(planner, edit);
        const edited = state(planner);
        while (planner.undo());
        expect(state(planner)).toEqual(start);
        while (planner.redo());
        expect(state(planner)).toEqual(edited);
      }),
      { numRuns: RUNS },
    );
  }, 600_000);

  it('load(save(p)) = p after any edits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.array(editArb, { maxLength: 30 }), (seed, edits) => {
        const planner = createPlanner(generateProject({ tasks: 30, seed, holidays: HOLIDAYS }), { holidays: HOLIDAYS });
        for (const edit of edits) apply(planner, edit);
        const again = createPlanner(planner.saveFull(), { holidays: HOLIDAYS });
        expect(again.getLoadIssues()).toEqual([]);
        expect(state(again)).toEqual(state(planner));
        expect(again.saveFull()).toEqual(planner.saveFull());
      }),
      { numRuns: RUNS },
    );
  }, 600_000);
});
