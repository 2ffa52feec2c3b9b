import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { movedExtent, scanExtent } from './extent.ts';
import type { Extent } from './extent.ts';
import { END_FIELD, START_FIELD } from './transaction.ts';
import type { Patch } from './transaction.ts';
import { generateProject } from './generate-project.ts';
import { createPlanner } from './planner.ts';
import type { Planner } from './planner.ts';

const DAY = 86_400_000;

/** The snapshot's extent against a reading of every row. */
function expectExtentOfRows(planner: Planner): void {
  const snapshot = planner.getSnapshot();
  const scanned = scanExtent(snapshot.tasks, 0);
  const isEmpty = snapshot.tasks.length === 0;
  expect(snapshot.projectStart).toBe(isEmpty ? undefined : scanned.start);
  expect(snapshot.projectEnd).toBe(isEmpty ? undefined : scanned.end);
  expect(snapshot.collapsedRows).toEqual(scanned.collapsedRows);
}

type Edit = { kind: string; a: number; c: number };

const editArb: fc.Arbitrary<Edit> = fc.record({
  kind: fc.constantFrom('start', 'end', 'duration', 'collapse', 'expand', 'below', 'delete', 'undo', 'redo', 'indent'),
  a: fc.nat(),
  c: fc.integer({ min: -20, max: 20 }),
});

function apply(planner: Planner, { kind, a, c }: Edit): void {
  const { tasks } = planner.getSnapshot();
  const task = tasks[a % Math.max(1, tasks.length)];
  if (kind === 'undo') planner.undo();
  else if (kind === 'redo') planner.redo();
  else if (!task) return;
  else if (kind === 'start') planner.setStart(task.id, task.start + c * DAY);
  else if (kind === 'end') planner.setEnd(task.id, task.end + c * DAY);
  else if (kind === 'duration') planner.setDuration(task.id, Math.max(1, task.duration + c));
  else if (kind === 'collapse') planner.collapseTask(task.id);
  else if (kind === 'expand') planner.expandTask(task.id);
  else if (kind === 'below') planner.addTaskBelow(task.id);
  else if (kind === 'delete') planner.deleteTask(task.id);
  else planner.indentTask(task.id);
}

describe('the plan extent of the snapshot', () => {
  it('is the first start, the last end and the collapsed rows after any edits, undos and redos', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.array(editArb, { maxLength: 40 }),
        fc.boolean(),
        (seed, edits, readEach) => {
          const planner = createPlanner(generateProject({ tasks: 30, seed, linkProbability: 0.8 }));
          expectExtentOfRows(planner);
          for (const edit of edits) {
            apply(planner, edit);
            // Read after every edit (each step from the one before), or only at the end (a rescan).
            if (readEach) expectExtentOfRows(planner);
          }
          expectExtentOfRows(planner);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('keeps the collapsed rows array through date edits, and gives a new one when a task is collapsed', () => {
    const planner = createPlanner(generateProject({ tasks: 40, seed: 3, linkProbability: 1 }));
    const { tasks, hierarchy, collapsedRows } = planner.getSnapshot();
    const leaf = tasks.find((_, row) => hierarchy.subtreeEnd[row] === row)!;
    expect(planner.setEnd(leaf.id, leaf.end + 5 * DAY).ok).toBe(true);
    expect(planner.getSnapshot().collapsedRows).toBe(collapsedRows);
    const summary = tasks.find((_, row) => (hierarchy.subtreeEnd[row] ?? row) > row)!;
    planner.collapseTask(summary.id);
    expect(planner.getSnapshot().collapsedRows).not.toBe(collapsedRows);
    expect(planner.getSnapshot().collapsedRows).toEqual([tasks.indexOf(summary)]);
  });

  it('moves the last end with a cascade, and finds the first start again when its task moves later', () => {
    const planner = createPlanner(generateProject({ tasks: 40, seed: 5, linkProbability: 1 }));
    const before = planner.getSnapshot();
    const first = before.tasks.find((task) => task.level > 0 && task.start === before.projectStart)!;
    expect(planner.setStart(first.id, first.start + 10 * DAY).ok).toBe(true);
    expectExtentOfRows(planner);
    expect(planner.getSnapshot().projectEnd).toBeGreaterThanOrEqual(before.projectEnd!);
  });
});

describe('movedExtent', () => {
  const previous: Extent = { rowsVersion: 1, start: 100, end: 900, collapsedRows: [2] };
  /** A patch of date changes only: [field, before, after] each. */
  const patch = (...changes: [number, number, number][]): Patch =>
    ({
      structure: [],
      otherFields: [],
      numIds: changes.map((_, i) => `t${i}`),
      numFields: Uint8Array.from(changes.map(([field]) => field)),
      numBefore: Float64Array.from(changes.map(([, before]) => before)),
      numAfter: Float64Array.from(changes.map(([, , after]) => after)),
    }) as unknown as Patch;
  const step = (p: Patch, isUndo = false) => ({ rowsVersion: 2, patch: p, isUndo });

  it('follows dates that move outwards or stay inside, from the changes alone', () => {
    expect(movedExtent(previous, step(patch([END_FIELD, 500, 950], [START_FIELD, 300, 350])))).toEqual({
      rowsVersion: 2,
      start: 100,
      end: 950,
      collapsedRows: [2],
    });
    expect(movedExtent(previous, step(patch([START_FIELD, 100, 50])))?.start).toBe(50);
    // the first start's task moves later, but another change reaches the same day
    expect(movedExtent(previous, step(patch([START_FIELD, 100, 200], [START_FIELD, 150, 100])))?.start).toBe(100);
  });

  it('reads an undo backwards', () => {
    expect(movedExtent(previous, step(patch([END_FIELD, 1000, 900]), true))?.end).toBe(1000);
  });

  it('gives up when a bound may have moved inwards, or rows or collapses changed', () => {
    expect(movedExtent(previous, step(patch([START_FIELD, 100, 200])))).toBeUndefined();
    expect(movedExtent(previous, step(patch([END_FIELD, 900, 800])))).toBeUndefined();
    expect(movedExtent(previous, step({ ...patch(), structure: [{}] } as unknown as Patch))).toBeUndefined();
    expect(movedExtent(previous, step({ ...patch(), otherFields: ['collapsed'] } as unknown as Patch))).toBeUndefined();
  });
});
