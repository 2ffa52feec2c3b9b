import { childRows, getHierarchy, inferiorsOf, isAncestorRow, superiorsOf } from './plan-state.ts';
import type { Transaction } from './transaction.ts';
import type { PlannerTask, TaskStatus } from './types.ts';

export const TASK_STATUSES: readonly TaskStatus[] = [
  'STATUS_ACTIVE',
  'STATUS_DONE',
  'STATUS_FAILED',
  'STATUS_SUSPENDED',
  'STATUS_UNDEFINED',
];

/** Where a status change comes from: the user, the parent (downwards), a child (upwards) or a superior. */
type Origin = 'direct' | 'parent' | 'child' | 'superior';

/** The status a view draws: a task at 100 percent that is not DONE is drawn UNDEFINED (§4). */
export function getDrawnStatus(task: PlannerTask): TaskStatus {
  return task.progress >= 100 && task.status !== 'STATUS_DONE' ? 'STATUS_UNDEFINED' : task.status;
}

export function isTaskStatus(value: unknown): value is TaskStatus {
  return typeof value === 'string' && (TASK_STATUSES as readonly string[]).includes(value);
}

class StatusChange {
  private readonly tx: Transaction;
  private readonly coneRoot: number;
  private steps: number;
  /** Rows closed by this change, whose inferiors outside the cone are activated once the whole cone is DONE. */
  private readonly closed: number[] = [];

  constructor(tx: Transaction, coneRoot: number) {
    this.tx = tx;
    this.coneRoot = coneRoot;
    this.steps = 16 * tx.state.rows.length + 64;
  }

  private inCone(row: number): boolean {
    return row === this.coneRoot || isAncestorRow(getHierarchy(this.tx.state), this.coneRoot, row);
  }

  openSuperior(task: PlannerTask, ignoreCone: boolean): PlannerTask | undefined {
    for (const link of superiorsOf(this.tx.state, task.id)) {
      const row = this.tx.rowOf(link.from);
      if (row === undefined) continue;
      const sup = this.tx.at(row);
      if (sup.status !== 'STATUS_DONE' && !(ignoreCone && this.inCone(row))) return sup;
    }
    return undefined;
  }

  private inferiorRows(task: PlannerTask): number[] {
    const rows: number[] = [];
    for (const link of inferiorsOf(this.tx.state, task.id)) {
      const row = this.tx.rowOf(link.to);
      if (row !== undefined) rows.push(row);
    }
    return rows;
  }

  /**
   * Whether a knock-on activation can happen: the task is open, its superiors are DONE, and every non-active
   * ancestor it would activate can be activated too (not FAILED or DONE, superiors DONE).
   */
  canActivate(row: number): boolean {
    const task = this.tx.at(row);
    if (task.status === 'STATUS_DONE' || task.status === 'STATUS_FAILED' || task.status === 'STATUS_ACTIVE') {
      return false;
    }
    if (this.openSuperior(task, false)) return false;
    const { parentRow } = getHierarchy(this.tx.state);
    for (let p = parentRow[row] as number; p >= 0; p = parentRow[p] as number) {
      const parent = this.tx.at(p);
      if (parent.status === 'STATUS_ACTIVE') break;
      if (parent.status === 'STATUS_DONE' || parent.status === 'STATUS_FAILED') return false;
      if (this.openSuperior(parent, false)) return false;
    }
    return true;
  }

  /** A knock-on activation: done when it can be, otherwise the task simply stays as it is (never a refusal). */
  activateIfPossible(row: number): boolean {
    return this.canActivate(row) ? this.apply(row, 'STATUS_ACTIVE', 'superior') : true;
  }

  /** Closes `row` and its subtree as a DONE propagation from a parent (an indent under a DONE task). */
  closeAsChild(row: number): boolean {
    return this.apply(row, 'STATUS_DONE', 'parent');
  }

  /** Activates the inferiors (outside the cone) of every task this change closed. */
  finish(): boolean {
    let ok = true;
    for (let i = 0; i < this.closed.length; i++) {
      const task = this.tx.at(this.closed[i] as number);
      for (const inf of this.inferiorRows(task)) {
        if (!this.inCone(inf)) ok = this.activateIfPossible(inf) && ok;
      }
    }
    this.closed.length = 0;
    return ok;
  }

  apply(row: number, status: TaskStatus, origin: Origin): boolean {
    if (this.steps-- < 0) return this.tx.fail('ERROR_SETTING_DATES');
    const task = this.tx.at(row);
    const old = task.status;
    if (old === status) return true;
    if (old === 'STATUS_FAILED' && status !== 'STATUS_FAILED') {
      if (origin !== 'direct') return true;
      if (status === 'STATUS_SUSPENDED' || status === 'STATUS_UNDEFINED') {
        return this.tx.fail('INVALID_STATUS_CHANGE', task, status);
      }
    }
    const hierarchy = getHierarchy(this.tx.state);
    const parent = hierarchy.parentRow[row] as number;
    switch (status) {
      case 'STATUS_DONE': {
        if (this.tx.state.settings.cannotCloseTaskIfIssueOpen && task.openIssues > 0) {
          return this.tx.fail('CANNOT_CLOSE_TASK_IF_OPEN_ISSUE', task);
        }
        const open = this.openSuperior(task, true);
        if (open) return this.tx.fail('GANTT_ERROR_DEPENDS_ON_OPEN_TASK', task, open.name);
        this.tx.update(row, { status, progress: 100 });
        this.closed.push(row);
        let ok = true;
        for (const child of childRows(hierarchy, row)) ok = this.apply(child, status, 'parent') && ok;
        return ok;
      }
      case 'STATUS_ACTIVE': {
        const open = this.openSuperior(task, false);
        if (open) {
          if (origin === 'direct' || origin === 'child') {
            return this.tx.fail('GANTT_ERROR_DEPENDS_ON_OPEN_TASK', task, open.name);
          }
          return true;
        }
        if (parent >= 0 && origin !== 'parent') {
          const p = this.tx.at(parent);
          if (p.status === 'STATUS_FAILED') {
            if (origin === 'direct' || origin === 'child') {
              return this.tx.fail('GANTT_ERROR_DESCENDANT_OF_CLOSED_TASK', task, p.name);
            }
            return true;
          }
          // a non-active parent is activated, a DONE one re-opened (§4 "activates a non-active parent")
          if (p.status !== 'STATUS_ACTIVE' && !this.apply(parent, status, 'child')) return false;
        }
        this.tx.update(row, { status });
        let ok = true;
        if (origin !== 'child' && (old === 'STATUS_UNDEFINED' || old === 'STATUS_SUSPENDED')) {
          for (const child of childRows(hierarchy, row)) {
            if (this.tx.at(child).status !== 'STATUS_DONE') ok = this.apply(child, status, 'parent') && ok;
          }
        }
        for (const inf of this.inferiorRows(task)) ok = this.apply(inf, 'STATUS_SUSPENDED', 'superior') && ok;
        return ok;
      }
      case 'STATUS_SUSPENDED':
      case 'STATUS_UNDEFINED': {
        this.tx.update(row, { status });
        if (parent >= 0) {
          const p = this.tx.at(parent);
          if (origin === 'direct' || origin === 'child') {
            if (p.status !== 'STATUS_FAILED' && !this.apply(parent, status, 'child')) return false;
          } else if (origin === 'superior' && p.status === 'STATUS_DONE') {
            // a dependant re-opened by its superior cannot stay inside a DONE summary: the summary re-opens too
            if (!this.apply(parent, status, 'superior')) return false;
          }
        }
        let ok = true;
        if (origin !== 'child') {
          for (const child of childRows(hierarchy, row)) {
            if (this.tx.at(child).status !== 'STATUS_DONE') ok = this.apply(child, status, 'parent') && ok;
          }
        }
        for (const inf of this.inferiorRows(task)) {
          if (this.tx.at(inf).status !== 'STATUS_DONE') ok = this.apply(inf, status, 'superior') && ok;
        }
        return ok;
      }
      case 'STATUS_FAILED': {
        this.tx.update(row, { status });
        let ok = true;
        for (const child of childRows(hierarchy, row)) ok = this.apply(child, status, 'parent') && ok;
        for (const inf of this.inferiorRows(task)) ok = this.apply(inf, status, 'superior') && ok;
        return ok;
      }
    }
  }
}

/** Changes a task's status with every transition and propagation of §4; refusals leave all as it was. */
export function setStatusIn(tx: Transaction, row: number, status: TaskStatus): boolean {
  const task = tx.at(row);
  if (!isTaskStatus(status)) return tx.fail('INVALID_STATUS_CHANGE', task, String(status));
  if (!tx.state.settings.canWrite || !task.canWrite) return tx.fail('CANNOT_WRITE', task);
  if (task.status === status) return true;
  const change = new StatusChange(tx, row);
  return change.apply(row, status, 'direct') && change.finish();
}

/**
 * After a task's links changed (the replaced planner re-synchronises its status): an ACTIVE task that now
 * depends on an open task is SUSPENDED; a SUSPENDED task whose superiors are all DONE becomes ACTIVE.
 */
export function syncStatusWithSuperiorsIn(tx: Transaction, row: number): boolean {
  const task = tx.at(row);
  const change = new StatusChange(tx, row);
  if (task.status === 'STATUS_ACTIVE' && change.openSuperior(task, false)) {
    return change.apply(row, 'STATUS_SUSPENDED', 'superior');
  }
  if (task.status === 'STATUS_SUSPENDED') return change.activateIfPossible(row);
  return true;
}

/**
 * A task placed under a DONE parent (indent, or adopted by an outdent) is closed with its subtree, as the
 * replaced planner's status re-synchronisation does; FAILED tasks stay FAILED as in any DONE propagation.
 */
export function closeUnderDoneParentIn(tx: Transaction, row: number): boolean {
  const parent = getHierarchy(tx.state).parentRow[row] as number;
  if (parent < 0 || tx.at(parent).status !== 'STATUS_DONE' || tx.at(row).status === 'STATUS_DONE') return true;
  const change = new StatusChange(tx, row);
  return change.closeAsChild(row) && change.finish();
}
