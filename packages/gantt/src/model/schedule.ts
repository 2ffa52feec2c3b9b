import { DAY_MS, parseDateInput } from './calendar.ts';
import { getHierarchy, getTopology, superiorsOf } from './plan-state.ts';
import type { Topology } from './plan-state.ts';
import type { Transaction } from './transaction.ts';
import type { DateEditOptions, PlannerTask } from './types.ts';

/** Midnight of the earliest start the superiors allow: the working day after each superior's end plus lag. */
export function superiorsBound(tx: Transaction, task: PlannerTask): number {
  const { calendar } = tx.state;
  let bound = Number.NEGATIVE_INFINITY;
  for (const link of superiorsOf(tx.state, task.id)) {
    const sup = tx.task(link.from);
    if (!sup) continue;
    const index = calendar.workingIndexOfDay(calendar.dayOf(sup.end)) + 1 + link.lag;
    bound = Math.max(bound, calendar.dayOfWorkingIndex(index) * DAY_MS);
  }
  return bound;
}

/** Whether a summary's start follows its children (it is not fixed by a milestone or by superiors). */
function startFollowsChildren(tx: Transaction, task: PlannerTask): boolean {
  return !task.startIsMilestone && superiorsOf(tx.state, task.id).length === 0;
}

/**
 * The earliest start the ancestors allow a task: the start of the nearest ancestor that cannot stretch earlier
 * (a start milestone, superiors, no write permission, external dependencies, or a top-level task outside the
 * editor's scope); ancestors that can stretch follow their children.
 */
function ancestorsFloor(tx: Transaction, row: number): number {
  const { settings } = tx.state;
  const { parentRow } = getHierarchy(tx.state);
  for (let p = parentRow[row] as number; p >= 0; p = parentRow[p] as number) {
    const parent = tx.at(p);
    const fixed =
      !startFollowsChildren(tx, parent) ||
      !settings.canWrite ||
      !parent.canWrite ||
      parent.hasExternalDep ||
      (parent.level === 0 && !settings.canWriteOnParent);
    if (fixed) return parent.start;
  }
  return Number.NEGATIVE_INFINITY;
}

/** A task with superiors starts as soon as they allow, and never before an ancestor that cannot stretch. */
export function pinnedStart(tx: Transaction, row: number): number | undefined {
  const task = tx.at(row);
  if (superiorsOf(tx.state, task.id).length === 0) return undefined;
  return Math.max(superiorsBound(tx, task), ancestorsFloor(tx, row));
}

/** Permission, milestone and scope checks for changing a task's dates; records the error and returns false. */
export function checkDates(tx: Transaction, task: PlannerTask, start: number, end: number, force = false): boolean {
  const { settings } = tx.state;
  if (!settings.canWrite || !task.canWrite) return tx.fail('CANNOT_WRITE', task);
  if (task.hasExternalDep) return tx.fail('TASK_HAS_EXTERNAL_DEPS', task);
  if (!force && task.startIsMilestone && start !== task.start) return tx.fail('START_IS_MILESTONE', task);
  if (!force && task.endIsMilestone && end !== task.end) return tx.fail('END_IS_MILESTONE', task);
  return checkScope(tx, task, start, end);
}

function checkScope(tx: Transaction, task: PlannerTask, start: number, end: number): boolean {
  const { settings } = tx.state;
  const outOfRange =
    (start !== task.start && start < settings.minEditableDate) || (end !== task.end && end > settings.maxEditableDate);
  if (outOfRange || (task.level === 0 && !settings.canWriteOnParent)) {
    return tx.fail('NO_RIGHTS_FOR_UPDATE_PARENTS_OUT_OF_EDITOR_SCOPE', task);
  }
  return true;
}

interface PropagatedDates {
  written: Uint8Array;
  start: Float64Array;
  end: Float64Array;
}

class NodeQueue {
  private heap: number[] = [];
  private readonly queued: Uint8Array;
  private readonly rank: Int32Array;

  constructor(rank: Int32Array) {
    this.rank = rank;
    this.queued = new Uint8Array(rank.length);
  }

  get size(): number {
    return this.heap.length;
  }

  push(node: number): void {
    if (this.queued[node]) return;
    this.queued[node] = 1;
    const { heap, rank } = this;
    heap.push(node);
    let i = heap.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if ((rank[heap[p] as number] as number) <= (rank[node] as number)) break;
      heap[i] = heap[p] as number;
      i = p;
    }
    heap[i] = node;
  }

  pop(): number {
    const { heap, rank } = this;
    const top = heap[0] as number;
    const last = heap.pop() as number;
    if (heap.length > 0) {
      let i = 0;
      const key = rank[last] as number;
      for (;;) {
        const l = 2 * i + 1;
        if (l >= heap.length) break;
        const r = l + 1;
        const c = r < heap.length && (rank[heap[r] as number] as number) < (rank[heap[l] as number] as number) ? r : l;
        if ((rank[heap[c] as number] as number) >= key) break;
        heap[i] = heap[c] as number;
        i = c;
      }
      heap[i] = last;
    }
    this.queued[top] = 0;
    return top;
  }
}

/**
 * Moves dates through the plan after a change, visiting only the nodes it reaches, in topological order of
 * the split graph (starts flow down to children and to inferiors' starts, ends flow up to parents).
 */
export class Scheduler {
  private readonly tx: Transaction;
  private readonly queue: NodeQueue;
  private readonly shift = new Map<number, number>();
  /**
   * A written row's dates when they were last propagated (first: before this run wrote them), by row: typed arrays
   * made at the first write, because a cascade writes thousands of rows (a map of small objects was a tenth of a
   * cascade through 8,000 tasks).
   */
  private propagated: PropagatedDates | undefined;
  /** Summaries to fit to their children: a child's dates changed. */
  private readonly refit = new Set<number>();
  /** Rows moved because their parent moved: the parent keeps its extent, so it is not fitted again. */
  private readonly followsParent = new Set<number>();
  private readonly forcedRows = new Set<number>();

  /** Links by row (compressed arrays): the run reads them instead of looking ids up in maps. */
  private readonly topology: Topology;

  private constructor(tx: Transaction, topology: Topology) {
    this.tx = tx;
    this.topology = topology;
    this.queue = new NodeQueue(topology.rank);
  }

  /** `pinnedStart` over the topology's arrays. */
  private pinned(row: number): number | undefined {
    const { supStart, supFrom, supLag } = this.topology;
    const first = supStart[row] as number;
    const stop = supStart[row + 1] as number;
    if (first === stop) return undefined;
    const { calendar } = this.tx.state;
    let bound = Number.NEGATIVE_INFINITY;
    for (let k = first; k < stop; k++) {
      const sup = this.tx.at(supFrom[k] as number);
      const index = calendar.workingIndexOfDay(calendar.dayOf(sup.end)) + 1 + (supLag[k] as number);
      bound = Math.max(bound, calendar.dayOfWorkingIndex(index) * DAY_MS);
    }
    return Math.max(bound, ancestorsFloor(this.tx, row));
  }

  /** Undefined (with CIRCULAR_REFERENCE recorded) when links and hierarchy form a circle. */
  static create(tx: Transaction): Scheduler | undefined {
    const topology = getTopology(tx.state);
    if (!topology) {
      tx.fail('CIRCULAR_REFERENCE');
      return undefined;
    }
    return new Scheduler(tx, topology);
  }

  force(row: number): void {
    this.forcedRows.add(row);
  }

  writeDates(row: number, start: number, end: number): void {
    const task = this.tx.at(row);
    const propagated = this.propagatedDates();
    if (propagated.written[row] === 0) {
      propagated.written[row] = 1;
      propagated.start[row] = task.start;
      propagated.end[row] = task.end;
    }
    this.tx.updateDates(row, start, end, this.tx.state.calendar.durationOf(start, end));
  }

  private propagatedDates(): PropagatedDates {
    const size = this.tx.state.rows.length;
    if (!this.propagated || this.propagated.written.length < size) {
      const next = { written: new Uint8Array(size), start: new Float64Array(size), end: new Float64Array(size) };
      if (this.propagated) {
        next.written.set(this.propagated.written);
        next.start.set(this.propagated.start);
        next.end.set(this.propagated.end);
      }
      this.propagated = next;
    }
    return this.propagated;
  }

  /** Moves a task to `start`, keeping its duration; children follow by the same working days. */
  moveRow(row: number, start: number): boolean {
    const { calendar } = this.tx.state;
    const task = this.tx.at(row);
    if (start === task.start) return true;
    const end = calendar.endByDuration(start, task.duration);
    if (!checkDates(this.tx, task, start, end, this.forcedRows.has(row))) return false;
    const delta = calendar.workingDaysBetween(task.start, start);
    this.writeDates(row, start, end);
    const hierarchy = getHierarchy(this.tx.state);
    const last = hierarchy.subtreeEnd[row] as number;
    for (let c = row + 1; c <= last; c = (hierarchy.subtreeEnd[c] as number) + 1) {
      this.shift.set(c, (this.shift.get(c) ?? 0) + delta);
      this.queue.push(2 * c);
    }
    this.queue.push(2 * row + 1);
    return true;
  }

  /** Sets a task's end (its start stays), then lets parents and inferiors follow. */
  setEndOf(row: number, end: number): boolean {
    const task = this.tx.at(row);
    if (end === task.end) return true;
    if (!checkDates(this.tx, task, task.start, end, this.forcedRows.has(row))) return false;
    this.writeDates(row, task.start, end);
    this.queue.push(2 * row + 1);
    return true;
  }

  /**
   * Gives a task a new start with its end kept (lengthening a task whose end is a milestone); children with
   * superiors may follow the earlier start, parents stretch.
   */
  resizeRow(row: number, start: number): boolean {
    const task = this.tx.at(row);
    if (!checkDates(this.tx, task, start, task.end, this.forcedRows.has(row))) return false;
    this.writeDates(row, start, task.end);
    const hierarchy = getHierarchy(this.tx.state);
    const last = hierarchy.subtreeEnd[row] as number;
    for (let c = row + 1; c <= last; c = (hierarchy.subtreeEnd[c] as number) + 1) {
      if (superiorsOf(this.tx.state, this.tx.at(c).id).length > 0) this.queue.push(2 * c);
    }
    this.queue.push(2 * row + 1);
    return this.stretchStartsUp(row);
  }

  /** A child now starts before its parent: parents stretch their start, with the refusals of §5. */
  stretchStartsUp(row: number): boolean {
    const hierarchy = getHierarchy(this.tx.state);
    let child = row;
    let parent = hierarchy.parentRow[child] as number;
    while (parent >= 0 && this.tx.at(child).start < this.tx.at(parent).start) {
      const p = this.tx.at(parent);
      const start = this.tx.at(child).start;
      if (p.startIsMilestone) return this.tx.fail('START_IS_MILESTONE', p);
      if (superiorsOf(this.tx.state, p.id).length > 0) return this.tx.fail('TASK_HAS_CONSTRAINTS', p);
      if (!this.checkParent(p, start, p.end)) return false;
      this.writeDates(parent, start, p.end);
      // children pinned to the parent's start may now start earlier
      const last = hierarchy.subtreeEnd[parent] as number;
      for (let c = parent + 1; c <= last; c = (hierarchy.subtreeEnd[c] as number) + 1) {
        if (superiorsOf(this.tx.state, this.tx.at(c).id).length > 0) this.queue.push(2 * c);
      }
      child = parent;
      parent = hierarchy.parentRow[child] as number;
    }
    return true;
  }

  touchStart(row: number): void {
    this.queue.push(2 * row);
  }

  touchEnd(row: number): void {
    this.queue.push(2 * row + 1);
  }

  private checkParent(p: PlannerTask, start: number, end: number): boolean {
    const { settings } = this.tx.state;
    if (!settings.canWrite || !p.canWrite) return this.tx.fail('CANNOT_WRITE', p);
    if (p.hasExternalDep) return this.tx.fail('TASK_HAS_EXTERNAL_DEPS', p);
    return checkScope(this.tx, p, start, end);
  }

  run(): boolean {
    const { tx, queue } = this;
    const hierarchy = getHierarchy(tx.state);
    let budget = 8 * tx.state.rows.length + 64;
    let ok = true;
    // a refused node stops its own propagation only, so the edit reports every refusal it meets
    while (queue.size > 0) {
      if (budget-- < 0) return tx.fail('ERROR_SETTING_DATES');
      const node = queue.pop();
      const row = node >> 1;
      const done =
        (node & 1) === 0 ? this.processStart(row) : this.processEnd(row, hierarchy.subtreeEnd, hierarchy.parentRow);
      ok = done && ok;
    }
    return ok;
  }

  private processStart(row: number): boolean {
    const { calendar } = this.tx.state;
    const task = this.tx.at(row);
    const pinned = this.pinned(row);
    const shift = this.shift.get(row);
    this.shift.delete(row);
    let start = task.start;
    if (shift !== undefined) this.followsParent.add(row);
    if (pinned !== undefined) {
      // moved with its parent: it stays inside it (the parent keeps its extent instead of following)
      const parent = getHierarchy(this.tx.state).parentRow[row] as number;
      start = shift !== undefined && parent >= 0 ? Math.max(pinned, this.tx.at(parent).start) : pinned;
    } else if (shift)
      start = calendar.dayOfWorkingIndex(calendar.workingIndexOfDay(calendar.dayOf(task.start)) + shift) * DAY_MS;
    return this.moveRow(row, start);
  }

  private processEnd(row: number, subtreeEnd: Int32Array, parentRow: Int32Array): boolean {
    const task = this.tx.at(row);
    const last = subtreeEnd[row] as number;
    const refit = this.refit.delete(row);
    if (last > row) {
      let maxEnd = Number.NEGATIVE_INFINITY;
      let minStart = Number.POSITIVE_INFINITY;
      for (let c = row + 1; c <= last; c = (subtreeEnd[c] as number) + 1) {
        const child = this.tx.at(c);
        maxEnd = Math.max(maxEnd, child.end);
        minStart = Math.min(minStart, child.start);
      }
      let { start, end } = task;
      if (maxEnd > end) {
        if (task.endIsMilestone && !this.forcedRows.has(row)) return this.tx.fail('END_IS_MILESTONE', task);
        end = maxEnd;
      } else if (refit && maxEnd < end && !task.endIsMilestone) end = maxEnd;
      // a summary spans its children: when its earliest child moves, its start follows (as the replaced planner
      // and desktop planners do); a summary whose start is derived from superiors or a milestone stays
      if (refit && minStart !== start && startFollowsChildren(this.tx, task)) start = minStart;
      if (start !== task.start || end !== task.end) {
        if (!this.checkParent(task, start, end)) return false;
        this.writeDates(row, start, end);
      }
    }
    const current = this.tx.at(row);
    // read only: a run that wrote nothing has no arrays to make
    const propagated = this.propagated;
    const written = propagated !== undefined && propagated.written[row] === 1;
    const startMoved = written && propagated.start[row] !== current.start;
    const endMoved = written && propagated.end[row] !== current.end;
    if (written && (startMoved || endMoved)) {
      propagated.start[row] = current.start;
      propagated.end[row] = current.end;
      const parent = parentRow[row] as number;
      if (parent >= 0) {
        if (!this.followsParent.has(row)) this.refit.add(parent);
        this.queue.push(2 * parent + 1);
      }
    }
    if (endMoved) {
      const { linkStart, linkTo } = this.topology;
      const stop = linkStart[row + 1] as number;
      for (let k = linkStart[row] as number; k < stop; k++) {
        const to = linkTo[k] as number;
        if (to >= 0) this.queue.push(2 * to);
      }
    }
    return true;
  }
}

function readDate(tx: Transaction, value: number | string, task: PlannerTask): number | undefined {
  const ms = parseDateInput(value);
  if (ms === undefined) tx.fail('INVALID_DATE_FORMAT', task);
  return ms;
}

/** Parses a duration as an integer; anything not positive or not numeric becomes 1. */
export function parseDuration(value: number | string): number {
  const n = typeof value === 'number' ? Math.trunc(value) : Number.parseInt(value, 10);
  return Number.isFinite(n) && n > 0 ? n : 1;
}

/** Sets a task's start, keeping its duration; with superiors the start is pushed to where they allow. */
export function setStartIn(
  tx: Transaction,
  row: number,
  value: number | string,
  options: DateEditOptions = {},
): boolean {
  const task = tx.at(row);
  const ms = readDate(tx, value, task);
  if (ms === undefined) return false;
  const scheduler = Scheduler.create(tx);
  if (!scheduler) return false;
  if (options.force) scheduler.force(row);
  const start = pinnedStart(tx, row) ?? tx.state.calendar.normalizeStart(ms);
  if (!scheduler.moveRow(row, start)) return false;
  if (!scheduler.stretchStartsUp(row)) return false;
  return scheduler.run();
}

/** Sets a task's end (an instant: see `fromGridEndDate` / `fromEditorEndDate`); an end before the start becomes the start. */
export function setEndIn(tx: Transaction, row: number, value: number | string, options: DateEditOptions = {}): boolean {
  const task = tx.at(row);
  const ms = readDate(tx, value, task);
  if (ms === undefined) return false;
  const { calendar } = tx.state;
  const end = Math.max(calendar.normalizeEnd(ms), calendar.endByDuration(task.start, 1));
  return setEndRow(tx, row, end, options);
}

export function setDurationIn(
  tx: Transaction,
  row: number,
  value: number | string,
  options: DateEditOptions = {},
): boolean {
  const task = tx.at(row);
  const duration = parseDuration(value);
  if (task.endIsMilestone && !options.force && duration > task.duration) return lengthenBackIn(tx, row, duration);
  return setEndRow(tx, row, tx.state.calendar.endByDuration(task.start, duration), options);
}

/**
 * Lengthening a task whose end is a milestone moves its start earlier (the end stays); refused only when the
 * start cannot move: a start milestone, or superiors that do not allow the earlier start (END_IS_MILESTONE).
 */
function lengthenBackIn(tx: Transaction, row: number, duration: number): boolean {
  const { calendar } = tx.state;
  const task = tx.at(row);
  const start =
    calendar.dayOfWorkingIndex(calendar.workingIndexOfDay(calendar.dayOf(task.end)) - duration + 1) * DAY_MS;
  if (superiorsOf(tx.state, task.id).length > 0 && start < superiorsBound(tx, task)) {
    return tx.fail('END_IS_MILESTONE', task);
  }
  const scheduler = Scheduler.create(tx);
  if (!scheduler) return false;
  return scheduler.resizeRow(row, start) && scheduler.run();
}

function setEndRow(tx: Transaction, row: number, end: number, options: DateEditOptions): boolean {
  const scheduler = Scheduler.create(tx);
  if (!scheduler) return false;
  if (options.force) scheduler.force(row);
  if (!scheduler.setEndOf(row, end)) return false;
  scheduler.touchEnd(row);
  return scheduler.run();
}

/** Re-evaluates rows after a link or structure change: pinned starts, parents containing children. */
export function rescheduleRows(tx: Transaction, startRows: Iterable<number>, endRows: Iterable<number> = []): boolean {
  const scheduler = Scheduler.create(tx);
  if (!scheduler) return false;
  for (const row of startRows) {
    scheduler.touchStart(row);
    if (!scheduler.stretchStartsUp(row)) return false;
  }
  for (const row of endRows) scheduler.touchEnd(row);
  return scheduler.run();
}

/** Pushes every task to where its superiors allow and stretches parents around children (after a load). */
export function repairDatesIn(tx: Transaction): boolean {
  const scheduler = Scheduler.create(tx);
  if (!scheduler) return false;
  const hierarchy = getHierarchy(tx.state);
  const n = tx.state.rows.length;
  for (let row = 0; row < n; row++) {
    if (superiorsOf(tx.state, tx.at(row).id).length > 0) scheduler.touchStart(row);
    if ((hierarchy.subtreeEnd[row] as number) > row) scheduler.touchEnd(row);
    if (!scheduler.stretchStartsUp(row)) return false;
  }
  return scheduler.run();
}
