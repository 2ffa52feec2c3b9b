import { DAY_MS } from './calendar.ts';
import { getHierarchy, getTopology } from './plan-state.ts';
import type { PlanState } from './plan-state.ts';
import type { CriticalPath, PlannerTask } from './types.ts';

/**
 * Critical path method over working days. Leaves carry durations; a summary is two zero-length nodes (its
 * start feeds its children, its finish waits for them), so summaries derive from their children and are
 * never critical themselves. A task with no superiors anywhere above it cannot start before its own start.
 */
/** What a plan whose links close a circle gets (load and edits never leave one): nothing is critical. */
function emptyPath(state: PlanState, version: number): CriticalPath {
  return {
    version,
    projectFinish: 0,
    slackByRow: new Int32Array(state.rows.length),
    criticalTaskIds: [],
    isCritical: () => false,
    slackOf: () => undefined,
  };
}

export function computeCriticalPath(state: PlanState, version = 0): CriticalPath {
  const { rows, calendar } = state;
  const n = rows.length;
  const hierarchy = getHierarchy(state);
  const topology = getTopology(state);
  const { rowOf, parentRow, subtreeEnd } = hierarchy;
  const es = new Float64Array(2 * n);
  const lf = new Float64Array(2 * n);
  const startIndex = new Float64Array(n);
  const duration = new Float64Array(n);
  for (let r = 0; r < n; r++) {
    const task = rows[r] as PlannerTask;
    startIndex[r] = calendar.workingIndexOfDay(calendar.dayOf(task.start));
    duration[r] = calendar.workingIndexOfDay(calendar.dayOf(task.end) + 1) - (startIndex[r] as number);
  }
  if (!topology) return emptyPath(state, version);
  const { order, linkStart, linkTo, linkLag, supStart, supFrom, supLag } = topology;
  const isLeaf = (r: number): boolean => (subtreeEnd[r] as number) === r;

  let finish = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < order.length; i++) {
    const v = order[i] as number;
    const r = v >> 1;
    if ((v & 1) === 0) {
      const parent = parentRow[r] as number;
      const first = supStart[r] as number;
      const stop = supStart[r + 1] as number;
      let value = stop > first ? Number.NEGATIVE_INFINITY : (startIndex[r] as number);
      if (parent >= 0) value = Math.max(value, es[2 * parent] as number);
      for (let k = first; k < stop; k++) {
        value = Math.max(value, (es[2 * (supFrom[k] as number) + 1] as number) + (supLag[k] as number));
      }
      es[v] = value;
    } else if (isLeaf(r)) {
      es[v] = (es[v - 1] as number) + (duration[r] as number);
      finish = Math.max(finish, es[v] as number);
    } else {
      let value = es[v - 1] as number;
      const last = subtreeEnd[r] as number;
      for (let c = r + 1; c <= last; c = (subtreeEnd[c] as number) + 1)
        value = Math.max(value, es[2 * c + 1] as number);
      es[v] = value;
    }
  }

  for (let i = order.length - 1; i >= 0; i--) {
    const v = order[i] as number;
    const r = v >> 1;
    if ((v & 1) === 1) {
      let value = finish;
      const parent = parentRow[r] as number;
      if (parent >= 0) value = Math.min(value, lf[2 * parent + 1] as number);
      const stop = linkStart[r + 1] as number;
      for (let k = linkStart[r] as number; k < stop; k++) {
        const to = linkTo[k] as number;
        if (to >= 0) value = Math.min(value, (lf[2 * to] as number) - (linkLag[k] as number));
      }
      lf[v] = value;
    } else if (isLeaf(r)) {
      lf[v] = (lf[v + 1] as number) - (duration[r] as number);
    } else {
      let value = lf[v + 1] as number;
      const last = subtreeEnd[r] as number;
      for (let c = r + 1; c <= last; c = (subtreeEnd[c] as number) + 1) value = Math.min(value, lf[2 * c] as number);
      lf[v] = value;
    }
  }

  const slackByRow = new Int32Array(n);
  const critical = new Uint8Array(n);
  for (let r = n - 1; r >= 0; r--) {
    if (isLeaf(r)) {
      const slack = (lf[2 * r] as number) - (es[2 * r] as number);
      slackByRow[r] = slack;
      if (slack <= 0) critical[r] = 1;
    } else {
      let slack = Number.POSITIVE_INFINITY;
      const last = subtreeEnd[r] as number;
      for (let c = r + 1; c <= last; c = (subtreeEnd[c] as number) + 1)
        slack = Math.min(slack, slackByRow[c] as number);
      slackByRow[r] = slack;
    }
  }
  const criticalTaskIds: string[] = [];
  for (let r = 0; r < n; r++) if (critical[r]) criticalTaskIds.push((rows[r] as PlannerTask).id);
  const criticalSet = new Set(criticalTaskIds);
  const projectFinish = n === 0 ? 0 : (calendar.dayOfWorkingIndex(finish - 1) + 1) * DAY_MS - 1;
  return {
    version,
    projectFinish,
    slackByRow,
    criticalTaskIds,
    isCritical: (id) => criticalSet.has(id),
    slackOf: (id) => {
      const row = rowOf.get(id);
      return row === undefined ? undefined : slackByRow[row];
    },
  };
}
