import { describe, expect, it } from 'vitest';
import { createPlanner, getVisibleRows } from '../model/planner.ts';
import { generateProject } from '../model/generate-project.ts';
import { EMPTY_PLAN_VIEW, viewOfPlan } from './plan-view.ts';

const DAY = 86_400_000;

function planner(tasks = 40) {
  return createPlanner({ ...generateProject({ tasks, seed: 7 }), canWrite: true, canWriteOnParent: true });
}

describe('viewOfPlan', () => {
  it('gives the shown rows and the first start and last end of the plan', () => {
    const p = planner();
    const snapshot = p.getSnapshot();
    const view = viewOfPlan(snapshot, EMPTY_PLAN_VIEW);
    expect(view.rows).toEqual(getVisibleRows(snapshot));
    expect(view.start).toBe(Math.min(...snapshot.tasks.map((t) => t.start)));
    expect(view.end).toBe(Math.max(...snapshot.tasks.map((t) => t.end)));
  });

  it('keeps the same rows array through a date edit, and rebuilds it when a task is collapsed', () => {
    const p = planner();
    const first = viewOfPlan(p.getSnapshot(), EMPTY_PLAN_VIEW);
    const leaf = p.getSnapshot().tasks.find((t, row) => (p.getSnapshot().hierarchy.subtreeEnd[row] ?? row) === row);
    expect(leaf).toBeDefined();
    expect(p.setEnd(leaf!.id, leaf!.end + 3 * DAY).ok).toBe(true);
    const afterEdit = viewOfPlan(p.getSnapshot(), first);
    expect(afterEdit.rows).toBe(first.rows);
    expect(afterEdit.end).toBeGreaterThanOrEqual(first.end!);

    const summaryRow = p
      .getSnapshot()
      .tasks.findIndex((_, row) => (p.getSnapshot().hierarchy.subtreeEnd[row] ?? row) > row);
    const summary = p.getSnapshot().tasks[summaryRow]!;
    p.collapseTask(summary.id);
    const collapsed = viewOfPlan(p.getSnapshot(), afterEdit);
    expect(collapsed.rows).not.toBe(afterEdit.rows);
    expect(collapsed.rows).toEqual(getVisibleRows(p.getSnapshot()));
    p.expandTask(summary.id);
    expect(viewOfPlan(p.getSnapshot(), collapsed).rows).toEqual(first.rows);
  });

  it('has no bounds for an empty plan', () => {
    const p = createPlanner({ tasks: [], canWrite: true });
    const view = viewOfPlan(p.getSnapshot(), EMPTY_PLAN_VIEW);
    expect(view).toMatchObject({ rows: [], start: undefined, end: undefined });
  });
});
