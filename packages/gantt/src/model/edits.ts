import { parseDepends } from './depends.ts';
import { getHierarchy, getTopology, inferiorsOf, isAncestorRow, superiorsOf } from './plan-state.ts';
import { rescheduleRows, setDurationIn, setEndIn, setStartIn } from './schedule.ts';
import { closeUnderDoneParentIn, setStatusIn, syncStatusWithSuperiorsIn } from './status.ts';
import type { Transaction } from './transaction.ts';
import type { Assignment, PlannerTask, TaskStatus, TaskUpdate } from './types.ts';

export function isNewTaskId(id: string): boolean {
  return id.startsWith('tmp_');
}

function canWriteTask(tx: Transaction, task: PlannerTask): boolean {
  if (!tx.state.settings.canWrite || !task.canWrite) return tx.fail('CANNOT_WRITE', task);
  return true;
}

/** Whether the links into a task may be edited: the project and the task (the link's `to` end) are writable. */
export function canEditLinksOf(tx: Transaction, task: PlannerTask): boolean {
  return tx.state.settings.canWrite && task.canWrite;
}

/** §6: a link may be added or removed with project write permission and write permission on either of its tasks. */
export function canEditLinkBetween(tx: Transaction, from: PlannerTask | undefined, to: PlannerTask): boolean {
  return tx.state.settings.canWrite && (to.canWrite || from?.canWrite === true);
}

export function createTask(tx: Transaction, level: number, start: number, status: TaskStatus, name = ''): PlannerTask {
  const { calendar } = tx.state;
  const begin = calendar.normalizeStart(start);
  return {
    id: tx.newTaskId(),
    name,
    code: '',
    description: '',
    level,
    start: begin,
    end: calendar.endByDuration(begin, 1),
    duration: 1,
    status,
    progress: 0,
    collapsed: false,
    startIsMilestone: false,
    endIsMilestone: false,
    canWrite: true,
    hasExternalDep: false,
    assigs: [],
    openIssues: 0,
    late: undefined,
    early: undefined,
    pauze: undefined,
    isCritical: false,
  };
}

function statusUnder(tx: Transaction, parentRow: number): TaskStatus {
  return parentRow >= 0 ? tx.at(parentRow).status : 'STATUS_ACTIVE';
}

/** An empty name deletes the task; any other name is trimmed and set. */
export function setNameIn(tx: Transaction, row: number, name: string): boolean {
  const task = tx.at(row);
  const trimmed = name.trim();
  if (trimmed === '') return deleteRowIn(tx, row);
  if (!canWriteTask(tx, task)) return false;
  tx.update(row, { name: trimmed });
  return true;
}

export function setTextIn(tx: Transaction, row: number, field: 'code' | 'description', value: string): boolean {
  const task = tx.at(row);
  if (!canWriteTask(tx, task)) return false;
  tx.update(row, { [field]: value });
  return true;
}

/** Progress is a percentage from 0 to 100: above 100 is capped, below 0 or not numeric is 0. */
export function parseProgress(value: number | string): number {
  const n = typeof value === 'number' ? value : Number.parseFloat(value);
  if (!Number.isFinite(n) || n < 0) return 0;
  return Math.min(100, n);
}

export function setProgressIn(tx: Transaction, row: number, value: number | string): boolean {
  const task = tx.at(row);
  if (!canWriteTask(tx, task)) return false;
  tx.update(row, { progress: parseProgress(value) });
  return true;
}

export function setMilestoneIn(tx: Transaction, row: number, which: 'start' | 'end', value: boolean): boolean {
  const task = tx.at(row);
  if (!canWriteTask(tx, task)) return false;
  tx.update(row, which === 'start' ? { startIsMilestone: value } : { endIsMilestone: value });
  return true;
}

function checkLinkTarget(tx: Transaction, supRow: number, row: number): boolean {
  const hierarchy = getHierarchy(tx.state);
  const task = tx.at(row);
  const sup = tx.at(supRow);
  if (supRow === row) return tx.fail('CIRCULAR_REFERENCE', task, sup.name);
  if (isAncestorRow(hierarchy, supRow, row)) return tx.fail('CANNOT_DEPENDS_ON_ANCESTORS', task, sup.name);
  if (isAncestorRow(hierarchy, row, supRow)) return tx.fail('CANNOT_DEPENDS_ON_DESCENDANTS', task, sup.name);
  return true;
}

function rescheduleAfterLinks(tx: Transaction, row: number): boolean {
  if (!getTopology(tx.state)) return tx.fail('CIRCULAR_REFERENCE', tx.at(row));
  return rescheduleRows(tx, [row]) && syncStatusWithSuperiorsIn(tx, tx.rowOf(tx.at(row).id) ?? row);
}

/** Replaces a task's superiors from `2,5:3` (1-based rows, optional lag in working days). */
export function setDependsIn(tx: Transaction, row: number, text: string): boolean {
  const task = tx.at(row);
  if (!tx.state.settings.canWrite) return tx.fail('CANNOT_WRITE', task);
  const parsed = parseDepends(text);
  if (!parsed.ok) return tx.fail('INVALID_DEPENDENCY', task, text);
  const wanted = new Map<string, number>();
  for (const entry of parsed.value) {
    const supRow = entry.row - 1;
    if (supRow >= tx.state.rows.length) return tx.fail('INVALID_DEPENDENCY', task, String(entry.row));
    if (!checkLinkTarget(tx, supRow, row)) return false;
    wanted.set(tx.at(supRow).id, entry.lag);
  }
  for (const link of superiorsOf(tx.state, task.id)) {
    if (wanted.has(link.from)) continue;
    if (!canEditLinkBetween(tx, tx.task(link.from), task)) return tx.fail('CANNOT_WRITE', task);
    tx.removeLink(link.from, task.id);
  }
  for (const [from, lag] of wanted) {
    const existing = superiorsOf(tx.state, task.id).find((l) => l.from === from);
    if (existing && existing.lag === lag) continue;
    if (!canEditLinkBetween(tx, tx.task(from), task)) return tx.fail('CANNOT_WRITE', task);
    tx.addLink({ from, to: task.id, lag });
  }
  return rescheduleAfterLinks(tx, row);
}

export function addLinkIn(tx: Transaction, fromRow: number, toRow: number, lag = 0): boolean {
  const task = tx.at(toRow);
  if (!canEditLinkBetween(tx, tx.at(fromRow), task)) return tx.fail('CANNOT_WRITE', task);
  if (!Number.isInteger(lag) || lag < 0) return tx.fail('INVALID_DEPENDENCY', task, String(lag));
  if (!checkLinkTarget(tx, fromRow, toRow)) return false;
  const from = tx.at(fromRow).id;
  if (superiorsOf(tx.state, task.id).some((l) => l.from === from && l.lag === lag)) return true;
  tx.addLink({ from, to: task.id, lag });
  return rescheduleAfterLinks(tx, toRow);
}

export function removeLinkIn(tx: Transaction, fromId: string, toRow: number): boolean {
  const task = tx.at(toRow);
  if (!canEditLinkBetween(tx, tx.task(fromId), task)) return tx.fail('CANNOT_WRITE', task);
  tx.removeLink(fromId, task.id);
  return rescheduleRows(tx, [toRow]) && syncStatusWithSuperiorsIn(tx, tx.rowOf(task.id) ?? toRow);
}

function parseEffort(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) && n > 0 ? Math.round(n) : 0;
}

export function addAssignmentIn(tx: Transaction, row: number, assignment: Omit<Assignment, 'id'>): string | undefined {
  const task = tx.at(row);
  if (!canWriteTask(tx, task)) return undefined;
  const id = tx.newTaskId();
  const assig: Assignment = {
    id,
    resourceId: String(assignment.resourceId),
    roleId: String(assignment.roleId),
    effort: parseEffort(assignment.effort),
  };
  tx.update(row, { assigs: [...task.assigs, assig] });
  return id;
}

export function updateAssignmentIn(
  tx: Transaction,
  row: number,
  assignmentId: string,
  patch: Partial<Omit<Assignment, 'id'>>,
): boolean {
  const task = tx.at(row);
  if (!canWriteTask(tx, task)) return false;
  const assigs = task.assigs.map((a) =>
    a.id === assignmentId
      ? {
          ...a,
          ...(patch.resourceId !== undefined ? { resourceId: String(patch.resourceId) } : {}),
          ...(patch.roleId !== undefined ? { roleId: String(patch.roleId) } : {}),
          ...(patch.effort !== undefined ? { effort: parseEffort(patch.effort) } : {}),
        }
      : a,
  );
  tx.update(row, { assigs });
  return true;
}

export function removeAssignmentIn(tx: Transaction, row: number, assignmentId: string): boolean {
  const task = tx.at(row);
  if (!canWriteTask(tx, task)) return false;
  tx.update(row, { assigs: task.assigs.filter((a) => a.id !== assignmentId) });
  return true;
}

/** Deletes a task with its children and links; ids of saved tasks are kept for the save. */
export function deleteRowIn(tx: Transaction, row: number): boolean {
  const task = tx.at(row);
  if (!canWriteTask(tx, task)) return false;
  if (row === 0 && !isNewTaskId(task.id)) return tx.fail('CANNOT_DELETE_FIRST_ROW', task);
  const hierarchy = getHierarchy(tx.state);
  const last = hierarchy.subtreeEnd[row] as number;
  const removedIds = new Set<string>();
  for (let r = row; r <= last; r++) removedIds.add(tx.at(r).id);
  const affected = new Set<string>();
  for (const id of removedIds) {
    for (const link of superiorsOf(tx.state, id)) tx.removeLink(link.from, id);
    for (const link of inferiorsOf(tx.state, id)) {
      tx.removeLink(id, link.to);
      if (!removedIds.has(link.to)) affected.add(link.to);
    }
  }
  const removed = tx.removeRows(row, last - row + 1);
  const saved = removed.filter((t) => !isNewTaskId(t.id)).map((t) => t.id);
  if (saved.length > 0) tx.setDeletedTaskIds([...tx.state.deletedTaskIds, ...saved]);
  const rows: number[] = [];
  for (const id of affected) {
    const r = tx.rowOf(id);
    if (r !== undefined) rows.push(r);
  }
  if (!rescheduleRows(tx, rows)) return false;
  for (const id of affected) {
    const r = tx.rowOf(id);
    if (r !== undefined && !syncStatusWithSuperiorsIn(tx, r)) return false;
  }
  return true;
}

export function addAboveIn(tx: Transaction, row: number): string | undefined {
  const task = tx.at(row);
  if (!tx.state.settings.canWrite) return void tx.fail('CANNOT_WRITE', task);
  if (task.level === 0) return void tx.fail('TASK_MOVE_INCONSISTENT_LEVEL', task);
  const parent = getHierarchy(tx.state).parentRow[row] as number;
  if (parent >= 0 && !tx.at(parent).canWrite) return void tx.fail('CANNOT_WRITE', tx.at(parent));
  const created = createTask(tx, task.level, task.start, statusUnder(tx, parent));
  tx.insertRows(row, [created]);
  return created.id;
}

/** Adds a task below: the first child of a task with children (or of a top-level task), else a sibling. */
export function addBelowIn(tx: Transaction, row: number): string | undefined {
  const task = tx.at(row);
  if (!tx.state.settings.canWrite) return void tx.fail('CANNOT_WRITE', task);
  const hierarchy = getHierarchy(tx.state);
  const asChild = (hierarchy.subtreeEnd[row] as number) > row || task.level === 0;
  const parent = asChild ? row : (hierarchy.parentRow[row] as number);
  if (parent >= 0 && !tx.at(parent).canWrite) return void tx.fail('CANNOT_WRITE', tx.at(parent));
  const created = createTask(tx, asChild ? task.level + 1 : task.level, task.start, statusUnder(tx, parent));
  tx.insertRows(row + 1, [created]);
  return created.id;
}

/** The specification's name of a task made by clicking an empty grid row. */
export const defaultTaskName = (rowNumber: number) => `Task ${rowNumber}`;

/** Clicking an empty grid row creates tasks down to that row (1-based), each named by `taskName` (`Task N`). */
export function createTasksToRowIn(
  tx: Transaction,
  rowNumber: number,
  now: number,
  taskName: (rowNumber: number) => string = defaultTaskName,
): string | undefined {
  if (!tx.state.settings.canWrite) return void tx.fail('CANNOT_WRITE');
  const count = tx.state.rows.length;
  let lastId: string | undefined;
  for (let n = count + 1; n <= rowNumber; n++) {
    const rows = tx.state.rows;
    const last = rows[rows.length - 1];
    const level = last ? Math.max(1, last.level) : 0;
    let parent = -1;
    for (let r = rows.length - 1; r >= 0; r--) {
      if ((rows[r] as PlannerTask).level < level) {
        parent = r;
        break;
      }
    }
    const created = createTask(tx, level, last ? last.start : now, statusUnder(tx, parent), taskName(n));
    tx.insertRows(rows.length, [created]);
    lastId = created.id;
  }
  return lastId;
}

/** Removes the links between a task and a set of others; gives the ids of the tasks that lost a superior. */
function removeLinksBetween(tx: Transaction, id: string, others: ReadonlySet<string>): string[] {
  const lost: string[] = [];
  for (const link of superiorsOf(tx.state, id)) {
    if (!others.has(link.from)) continue;
    tx.removeLink(link.from, id);
    if (!lost.includes(id)) lost.push(id);
  }
  for (const link of inferiorsOf(tx.state, id)) {
    if (!others.has(link.to)) continue;
    tx.removeLink(id, link.to);
    lost.push(link.to);
  }
  return lost;
}

function syncStatusOf(tx: Transaction, ids: readonly string[]): boolean {
  for (const id of ids) if (!syncStatusWithSuperiorsIn(tx, tx.rowOf(id) as number)) return false;
  return true;
}

/** Indents under the previous sibling; links between the task's subtree and its new parent are removed. */
export function indentIn(tx: Transaction, row: number): boolean {
  const task = tx.at(row);
  if (!canWriteTask(tx, task)) return false;
  if (row === 0 || tx.at(row - 1).level < task.level) return tx.fail('TASK_MOVE_INCONSISTENT_LEVEL', task);
  let newParent = row - 1;
  while (tx.at(newParent).level > task.level) newParent--;
  if (!canWriteTask(tx, tx.at(newParent))) return false;
  const last = getHierarchy(tx.state).subtreeEnd[row] as number;
  const subtree = new Set<string>();
  for (let r = row; r <= last; r++) {
    subtree.add(tx.at(r).id);
    tx.update(r, { level: tx.at(r).level + 1 });
  }
  tx.restructure();
  // a direct link between the subtree and its new parent is dropped, as the replaced planner's indent does
  const lost = removeLinksBetween(tx, tx.at(newParent).id, subtree);
  if (!getTopology(tx.state)) return tx.fail('CIRCULAR_REFERENCE', task);
  if (!rescheduleRows(tx, [row], [newParent]) || !syncStatusOf(tx, lost)) return false;
  return closeUnderDoneParentIn(tx, tx.rowOf(task.id) as number);
}

/** Outdents one level (not above level 1); the following siblings become the task's children. */
export function outdentIn(tx: Transaction, row: number): boolean {
  const task = tx.at(row);
  if (!canWriteTask(tx, task)) return false;
  if (task.level <= 1) return tx.fail('TASK_MOVE_INCONSISTENT_LEVEL', task);
  const oldLast = getHierarchy(tx.state).subtreeEnd[row] as number;
  for (let r = row; r <= oldLast; r++) tx.update(r, { level: tx.at(r).level - 1 });
  tx.restructure();
  const hierarchy = getHierarchy(tx.state);
  const newLast = hierarchy.subtreeEnd[row] as number;
  const adopted = new Set<string>();
  const adoptedChildren: number[] = [];
  for (let r = oldLast + 1; r <= newLast; r++) {
    adopted.add(tx.at(r).id);
    if (hierarchy.parentRow[r] === row) adoptedChildren.push(r);
  }
  if (adopted.size > 0 && !canWriteTask(tx, task)) return false;
  const lost = removeLinksBetween(tx, task.id, adopted);
  if (!getTopology(tx.state)) return tx.fail('CIRCULAR_REFERENCE', task);
  if (!rescheduleRows(tx, [row, ...adoptedChildren], [row]) || !syncStatusOf(tx, lost)) return false;
  for (const child of adoptedChildren) if (!closeUnderDoneParentIn(tx, child)) return false;
  return true;
}

function previousSibling(tx: Transaction, row: number): number {
  const level = tx.at(row).level;
  let s = row - 1;
  while (s >= 0 && tx.at(s).level > level) s--;
  return s >= 0 && tx.at(s).level === level ? s : -1;
}

export function moveUpIn(tx: Transaction, row: number): number | undefined {
  const task = tx.at(row);
  if (!canWriteTask(tx, task)) return undefined;
  const sibling = previousSibling(tx, row);
  if (sibling < 0) return void tx.fail('TASK_MOVE_INCONSISTENT_LEVEL', task);
  const count = (getHierarchy(tx.state).subtreeEnd[row] as number) - row + 1;
  tx.moveRows(row, count, sibling);
  return sibling;
}

export function moveDownIn(tx: Transaction, row: number): number | undefined {
  const task = tx.at(row);
  if (!canWriteTask(tx, task)) return undefined;
  const hierarchy = getHierarchy(tx.state);
  const next = (hierarchy.subtreeEnd[row] as number) + 1;
  if (next >= tx.state.rows.length || tx.at(next).level !== task.level) {
    return void tx.fail('TASK_MOVE_INCONSISTENT_LEVEL', task);
  }
  const nextCount = (hierarchy.subtreeEnd[next] as number) - next + 1;
  tx.moveRows(next, nextCount, row);
  return row + nextCount;
}

/** The task editor's save: every field in one transaction (flags switched off first, switched on last). */
export function updateTaskIn(tx: Transaction, id: string, update: TaskUpdate): boolean {
  const row = (): number => tx.rowOf(id) as number;
  const task = tx.at(row());
  if (!canWriteTask(tx, task)) return false;
  if (update.startIsMilestone === false && !setMilestoneIn(tx, row(), 'start', false)) return false;
  if (update.endIsMilestone === false && !setMilestoneIn(tx, row(), 'end', false)) return false;
  if (update.code !== undefined && !setTextIn(tx, row(), 'code', update.code)) return false;
  if (update.description !== undefined && !setTextIn(tx, row(), 'description', update.description)) return false;
  if (update.start !== undefined && !setStartIn(tx, row(), update.start)) return false;
  if (update.end !== undefined) {
    if (!setEndIn(tx, row(), update.end)) return false;
  } else if (update.duration !== undefined && !setDurationIn(tx, row(), update.duration)) return false;
  if (update.startIsMilestone === true && !setMilestoneIn(tx, row(), 'start', true)) return false;
  if (update.endIsMilestone === true && !setMilestoneIn(tx, row(), 'end', true)) return false;
  if (update.progress !== undefined && !setProgressIn(tx, row(), update.progress)) return false;
  if (update.assigs !== undefined) {
    const kept = new Map(tx.at(row()).assigs.map((a) => [a.id, a]));
    const assigs: Assignment[] = update.assigs.map((a) => {
      const existingId = 'id' in a && typeof a.id === 'string' && kept.has(a.id) ? a.id : tx.newTaskId();
      return {
        id: existingId,
        resourceId: String(a.resourceId),
        roleId: String(a.roleId),
        effort: parseEffort(a.effort),
      };
    });
    tx.update(row(), { assigs });
  }
  if (update.status !== undefined && !setStatusIn(tx, row(), update.status)) return false;
  if (update.name !== undefined && !setNameIn(tx, row(), update.name)) return false;
  return true;
}
