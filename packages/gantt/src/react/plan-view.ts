import { getVisibleRows } from '../model/planner.ts';
import type { PlannerSnapshot } from '../model/types.ts';

/** What the editor draws from the whole plan: the rows it shows, and the first and last day of the project. */
export interface PlanView {
  readonly rows: readonly number[];
  readonly start: number | undefined;
  readonly end: number | undefined;
  /** For the next scan: the structure and the collapsed rows the shown rows were built from. */
  readonly hierarchy: PlannerSnapshot['hierarchy'] | undefined;
  readonly collapsed: readonly number[];
}

export const EMPTY_PLAN_VIEW: PlanView = {
  rows: [],
  start: undefined,
  end: undefined,
  hierarchy: undefined,
  collapsed: [],
};

/**
 * What the editor draws after a change: the project's bounds and collapsed rows come with the snapshot (kept by the
 * planner from each edit's own changes); the shown rows are rebuilt only when the structure or a collapse changed, so
 * a date edit of 8,000 tasks in a plan of 100,000 keeps the previous `rows` array (and everything memoised on it)
 * without walking the plan.
 */
export function viewOfPlan(snapshot: PlannerSnapshot, previous: PlanView): PlanView {
  const { hierarchy, collapsedRows: collapsed } = snapshot;
  const same = hierarchy === previous.hierarchy && collapsed === previous.collapsed;
  let rows = same ? previous.rows : getVisibleRows(snapshot);
  if (!same && rows.length === previous.rows.length && rows.every((row, i) => row === previous.rows[i]))
    rows = previous.rows;
  return { rows, start: snapshot.projectStart, end: snapshot.projectEnd, hierarchy, collapsed };
}
