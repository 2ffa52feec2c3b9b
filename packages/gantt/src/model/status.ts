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

  constructor(tx: Transaction, coneRoot: number) {
    this.tx = tx;
    this.coneRoot = coneRoot;
    this.steps = 16 * tx.state.rows.length + 64;
  }

  private rowOf(id: string): number | undefined {
    return this.tx.rowOf(id);
  }

  private inCone(row: number): boolean {
    return row === this.coneRoot || isAncestorRow(getHierarchy(this.tx.state), this.coneRoot, row);
  }

  private openSuperior(task: PlannerTask, ignoreCone: boolean): PlannerTask | undefined {
    for (const link of superiorsOf(this.tx.state, task.id)) {
      const row = this.rowOf(link.from);
      if (row === undefined) continue;
      const sup = this.tx.at(row);
      if (sup.status !== 'STATUS_DONE' && !(ignoreCone && this.inCone(row))) return sup;
    }
    return undefined;
  }

  private inferiorRows(task: PlannerTask): number[] {
    const rows: number[] = [];
    for (const link of inferiorsOf(this.tx.state, task.id)) {
      const row = this.rowOf(link.to);
      if (row !== undefined) rows.push(row);
    }
    return rows;
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
        let ok = true;
        for (const child of childRows(hierarchy, row)) ok = this.apply(child, status, 'parent') && ok;
        for (const inf of this.inferiorRows(task)) ok = this.apply(inf, 'STATUS_ACTIVE', 'superior') && ok;
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
        if (parent >= 0) {
          const p = this.tx.at(parent);
          if (p.status === 'STATUS_DONE' || p.status === 'STATUS_FAILED') {
            if (origin === 'direct') return this.tx.fail('GANTT_ERROR_DESCENDANT_OF_CLOSED_TASK', task, p.name);
            return true;
          }
          if (p.status !== 'STATUS_ACTIVE' && origin !== 'parent' && !this.apply(parent, status, 'child')) return false;
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
        if ((origin === 'direct' || origin === 'child') && parent >= 0) {
          const p = this.tx.at(parent);
          if (p.status !== 'STATUS_DONE' && p.status !== 'STATUS_FAILED' && !this.apply(parent, status, 'child')) {
            return false;
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
  if (status !== 'STATUS_DONE') {
    const hierarchy = getHierarchy(tx.state);
    for (let p = hierarchy.parentRow[row] as number; p >= 0; p = hierarchy.parentRow[p] as number) {
      if (tx.at(p).status === 'STATUS_DONE')
        return tx.fail('GANTT_ERROR_DESCENDANT_OF_CLOSED_TASK', task, tx.at(p).name);
    }
  }
  return new StatusChange(tx, row).apply(row, status, 'direct');
}
