import type { Calendar } from './calendar.ts';
import type { Hierarchy, PlannerLink, PlannerTask, Resource, Role, ZoomLevel } from './types.ts';

export interface PlanSettings {
  canWrite: boolean;
  canWriteOnParent: boolean;
  cannotCloseTaskIfIssueOpen: boolean;
  minEditableDate: number;
  maxEditableDate: number;
  splitterPosition: number | undefined;
  zoom: ZoomLevel;
  resources: readonly Resource[];
  roles: readonly Role[];
}

/** Split constraint graph: node 2·row is the row's start, 2·row+1 its end; rank orders them topologically. */
export interface Topology {
  readonly rank: Int32Array;
  readonly order: Int32Array;
  /** Links by row in compressed form: row r's inferiors are linkTo[linkStart[r] .. linkStart[r+1]) (-1: missing). */
  readonly linkStart: Int32Array;
  readonly linkTo: Int32Array;
  readonly linkLag: Int32Array;
  /** Row r's superiors: supFrom[supStart[r] .. supStart[r+1]) with their lags. */
  readonly supStart: Int32Array;
  readonly supFrom: Int32Array;
  readonly supLag: Int32Array;
}

/** The planner's mutable core. Task records are immutable and replaced on change, so snapshots share them. */
export interface PlanState {
  readonly calendar: Calendar;
  rows: PlannerTask[];
  hierarchy: Hierarchy | undefined;
  superiors: Map<string, readonly PlannerLink[]>;
  inferiors: Map<string, readonly PlannerLink[]>;
  topology: Topology | undefined;
  settings: PlanSettings;
  deletedTaskIds: readonly string[];
  nextTmpId: number;
  linksVersion: number;
}

const NO_LINKS: readonly PlannerLink[] = [];

export function buildHierarchy(rows: readonly PlannerTask[]): Hierarchy {
  const n = rows.length;
  const rowOf = new Map<string, number>();
  const parentRow = new Int32Array(n);
  const subtreeEnd = new Int32Array(n);
  const stack: number[] = [];
  for (let r = 0; r < n; r++) {
    const task = rows[r] as PlannerTask;
    rowOf.set(task.id, r);
    while (stack.length > 0 && (rows[stack[stack.length - 1] as number] as PlannerTask).level >= task.level) {
      subtreeEnd[stack.pop() as number] = r - 1;
    }
    parentRow[r] = stack.length > 0 ? (stack[stack.length - 1] as number) : -1;
    stack.push(r);
  }
  while (stack.length > 0) subtreeEnd[stack.pop() as number] = n - 1;
  return { rowOf, parentRow, subtreeEnd };
}

export function getHierarchy(state: PlanState): Hierarchy {
  state.hierarchy ??= buildHierarchy(state.rows);
  return state.hierarchy;
}

export function invalidateStructure(state: PlanState): void {
  state.hierarchy = undefined;
  state.topology = undefined;
}

export function superiorsOf(state: PlanState, id: string): readonly PlannerLink[] {
  return state.superiors.get(id) ?? NO_LINKS;
}

export function inferiorsOf(state: PlanState, id: string): readonly PlannerLink[] {
  return state.inferiors.get(id) ?? NO_LINKS;
}

export function childRows(hierarchy: Hierarchy, row: number): number[] {
  const children: number[] = [];
  const last = hierarchy.subtreeEnd[row] as number;
  for (let c = row + 1; c <= last; c = (hierarchy.subtreeEnd[c] as number) + 1) children.push(c);
  return children;
}

export function isAncestorRow(hierarchy: Hierarchy, ancestor: number, row: number): boolean {
  return ancestor < row && row <= (hierarchy.subtreeEnd[ancestor] as number);
}

export function putLink(state: PlanState, link: PlannerLink): void {
  state.superiors.set(link.to, [...superiorsOf(state, link.to).filter((l) => l.from !== link.from), link]);
  state.inferiors.set(link.from, [...inferiorsOf(state, link.from).filter((l) => l.to !== link.to), link]);
  state.linksVersion++;
  state.topology = undefined;
}

export function dropLink(state: PlanState, from: string, to: string): PlannerLink | undefined {
  const existing = superiorsOf(state, to).find((l) => l.from === from);
  if (!existing) return undefined;
  const sups = superiorsOf(state, to).filter((l) => l.from !== from);
  const infs = inferiorsOf(state, from).filter((l) => l.to !== to);
  if (sups.length > 0) state.superiors.set(to, sups);
  else state.superiors.delete(to);
  if (infs.length > 0) state.inferiors.set(from, infs);
  else state.inferiors.delete(from);
  state.linksVersion++;
  state.topology = undefined;
  return existing;
}

export function allLinks(state: PlanState): PlannerLink[] {
  const links: PlannerLink[] = [];
  for (const task of state.rows) for (const link of superiorsOf(state, task.id)) links.push(link);
  return links;
}

/** Topological order of the split graph, or undefined when the links and the hierarchy form a circle. */
export function computeTopology(state: PlanState): Topology | undefined {
  const { rows } = state;
  const hierarchy = getHierarchy(state);
  const n = rows.length;
  const indegree = new Int32Array(2 * n);
  const linkStart = new Int32Array(n + 1);
  let linkCount = 0;
  for (let r = 0; r < n; r++) {
    linkStart[r] = linkCount;
    linkCount += inferiorsOf(state, (rows[r] as PlannerTask).id).length;
  }
  linkStart[n] = linkCount;
  const linkTo = new Int32Array(linkCount);
  const linkLag = new Int32Array(linkCount);
  const supCount = new Int32Array(n + 1);
  for (let r = 0; r < n; r++) {
    const parent = hierarchy.parentRow[r] as number;
    if (parent >= 0) {
      indegree[2 * r] = (indegree[2 * r] as number) + 1;
      indegree[2 * parent + 1] = (indegree[2 * parent + 1] as number) + 1;
    }
    indegree[2 * r + 1] = (indegree[2 * r + 1] as number) + 1;
    let k = linkStart[r] as number;
    for (const link of inferiorsOf(state, (rows[r] as PlannerTask).id)) {
      const to = hierarchy.rowOf.get(link.to) ?? -1;
      linkLag[k] = link.lag;
      linkTo[k++] = to;
      if (to >= 0) {
        indegree[2 * to] = (indegree[2 * to] as number) + 1;
        supCount[to + 1] = (supCount[to + 1] as number) + 1;
      }
    }
  }
  const supStart = new Int32Array(n + 1);
  for (let r = 0; r < n; r++) supStart[r + 1] = (supStart[r] as number) + (supCount[r + 1] as number);
  const supFrom = new Int32Array(supStart[n] as number);
  const supLag = new Int32Array(supStart[n] as number);
  const fill = supStart.slice(0, n);
  for (let r = 0; r < n; r++) {
    const stop = linkStart[r + 1] as number;
    for (let k = linkStart[r] as number; k < stop; k++) {
      const to = linkTo[k] as number;
      if (to < 0) continue;
      const at = fill[to] as number;
      supFrom[at] = r;
      supLag[at] = linkLag[k] as number;
      fill[to] = at + 1;
    }
  }
  const order = new Int32Array(2 * n);
  let head = 0;
  let tail = 0;
  for (let v = 0; v < 2 * n; v++) if (indegree[v] === 0) order[tail++] = v;
  const release = (v: number): void => {
    const left = (indegree[v] as number) - 1;
    indegree[v] = left;
    if (left === 0) order[tail++] = v;
  };
  while (head < tail) {
    const v = order[head++] as number;
    const r = v >> 1;
    if ((v & 1) === 0) {
      release(v + 1);
      const last = hierarchy.subtreeEnd[r] as number;
      for (let c = r + 1; c <= last; c = (hierarchy.subtreeEnd[c] as number) + 1) release(2 * c);
    } else {
      const parent = hierarchy.parentRow[r] as number;
      if (parent >= 0) release(2 * parent + 1);
      const stop = linkStart[r + 1] as number;
      for (let k = linkStart[r] as number; k < stop; k++) {
        const to = linkTo[k] as number;
        if (to >= 0) release(2 * to);
      }
    }
  }
  if (tail < 2 * n) return undefined;
  const rank = new Int32Array(2 * n);
  for (let i = 0; i < 2 * n; i++) rank[order[i] as number] = i;
  return { rank, order, linkStart, linkTo, linkLag, supStart, supFrom, supLag };
}

export function getTopology(state: PlanState): Topology | undefined {
  state.topology ??= computeTopology(state);
  return state.topology;
}
