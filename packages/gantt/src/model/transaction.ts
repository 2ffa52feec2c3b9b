import { dropLink, getHierarchy, invalidateStructure, putLink } from './plan-state.ts';
import type { PlanState } from './plan-state.ts';
import type { PlannerError, PlannerErrorCode, PlannerLink, PlannerTask } from './types.ts';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

type StructureOp =
  | { kind: 'splice'; row: number; removed: readonly PlannerTask[]; inserted: readonly PlannerTask[] }
  | { kind: 'move'; from: number; count: number; to: number };

interface LinkOp {
  added: boolean;
  link: PlannerLink;
}

const NUMERIC_FIELDS = ['level', 'start', 'end', 'duration', 'progress', 'openIssues'] as const;
const OTHER_FIELDS = [
  'name',
  'code',
  'description',
  'status',
  'collapsed',
  'startIsMilestone',
  'endIsMilestone',
  'canWrite',
  'hasExternalDep',
  'assigs',
  'late',
  'early',
  'pauze',
  'isCritical',
] as const;

type NumericField = (typeof NUMERIC_FIELDS)[number];
type OtherField = (typeof OTHER_FIELDS)[number];

/** A bit per recorded field (numeric fields first), so a patch compares only the fields an edit wrote. */
const FIELD_BIT: Readonly<Record<string, number>> = Object.fromEntries(
  [...NUMERIC_FIELDS, ...OTHER_FIELDS].map((field, i) => [field, 1 << i]),
);

const LEVEL_INDEX = NUMERIC_FIELDS.indexOf('level');
/** The indexes of a task's start and end in a patch's `numFields`. */
export const START_FIELD = NUMERIC_FIELDS.indexOf('start');
export const END_FIELD = NUMERIC_FIELDS.indexOf('end');

/** A numeric field by its index in NUMERIC_FIELDS, read by name (a read by a computed key is several times slower). */
function numericField(task: PlannerTask, index: number): number {
  switch (NUMERIC_FIELDS[index]) {
    case 'level':
      return task.level;
    case 'start':
      return task.start;
    case 'end':
      return task.end;
    case 'duration':
      return task.duration;
    case 'progress':
      return task.progress;
    default:
      return task.openIssues;
  }
}

const DATE_FIELDS = (FIELD_BIT.start ?? 0) | (FIELD_BIT.end ?? 0) | (FIELD_BIT.duration ?? 0);

/** A task this transaction wrote: its record before, the copy it writes in place, the fields it wrote. */
interface Written {
  readonly before: PlannerTask;
  /** The record this transaction created for the row (changed in place by later writes). */
  copy: PlannerTask | undefined;
  fields: number;
}

/**
 * The change an edit made, kept compactly: numeric fields in typed arrays, other fields as values, rows
 * inserted or removed as task records, links added or removed. Undo applies it backwards, redo forwards.
 */
export interface Patch {
  readonly label: string;
  readonly structure: readonly StructureOp[];
  readonly links: readonly LinkOp[];
  readonly numIds: readonly string[];
  readonly numFields: Uint8Array;
  readonly numBefore: Float64Array;
  readonly numAfter: Float64Array;
  readonly otherIds: readonly string[];
  readonly otherFields: readonly OtherField[];
  readonly otherBefore: readonly unknown[];
  readonly otherAfter: readonly unknown[];
  readonly deletedBefore: readonly string[] | undefined;
  readonly deletedAfter: readonly string[] | undefined;
  readonly nextTmpIdBefore: number;
  readonly nextTmpIdAfter: number;
  readonly levelsChanged: boolean;
}

/** One atomic edit in progress: every write goes through it so it can be rolled back or recorded. */
export class Transaction {
  readonly state: PlanState;
  readonly label: string;
  readonly errors: PlannerError[] = [];
  /** Every task written, by id, in the order first written. */
  private readonly written = new Map<string, Written>();
  private readonly removedRecords = new Map<string, PlannerTask>();
  private readonly structure: StructureOp[] = [];
  private readonly linkOps: LinkOp[] = [];
  private readonly deletedBefore: readonly string[];
  private readonly nextTmpIdBefore: number;

  constructor(state: PlanState, label: string) {
    this.state = state;
    this.label = label;
    this.deletedBefore = state.deletedTaskIds;
    this.nextTmpIdBefore = state.nextTmpId;
  }

  get failed(): boolean {
    return this.errors.length > 0;
  }

  /** Records an error and returns false, so a check can `return tx.fail(...)`. */
  fail(code: PlannerErrorCode, task?: PlannerTask, detail?: string): false {
    const error: PlannerError = { code };
    if (task) {
      error.taskId = task.id;
      error.taskName = task.name;
    }
    if (detail !== undefined) error.detail = detail;
    if (!this.errors.some((e) => e.code === code && e.taskId === error.taskId && e.detail === detail))
      this.errors.push(error);
    return false;
  }

  rowOf(id: string): number | undefined {
    return getHierarchy(this.state).rowOf.get(id);
  }

  task(id: string): PlannerTask | undefined {
    const row = this.rowOf(id);
    return row === undefined ? undefined : this.state.rows[row];
  }

  at(row: number): PlannerTask {
    return this.state.rows[row] as PlannerTask;
  }

  update(row: number, patch: Partial<Mutable<PlannerTask>>): PlannerTask {
    const current = this.state.rows[row] as PlannerTask;
    const entry = this.entryOf(current);
    for (const key in patch) entry.fields |= FIELD_BIT[key] ?? 0;
    if (entry.copy === current) {
      Object.assign(current, patch);
      return current;
    }
    const next = { ...current, ...patch };
    entry.copy = next;
    this.state.rows[row] = next;
    return next;
  }

  /** The task's `written` entry, made the first time the transaction writes it. */
  private entryOf(current: PlannerTask): Written {
    let entry = this.written.get(current.id);
    if (!entry) {
      entry = { before: current, copy: undefined, fields: 0 };
      this.written.set(current.id, entry);
    }
    return entry;
  }

  /** `update` of a task's dates: the scheduler's hot path (thousands of tasks in one cascade). */
  updateDates(row: number, start: number, end: number, duration: number): PlannerTask {
    const current = this.state.rows[row] as PlannerTask;
    const entry = this.entryOf(current);
    entry.fields |= DATE_FIELDS;
    if (entry.copy === current) {
      const copy = current as Mutable<PlannerTask>;
      copy.start = start;
      copy.end = end;
      copy.duration = duration;
      return current;
    }
    // a plain clone, then the three stores: V8's fast path for copying an object (with the fields in the same
    // literal it takes a slower one, measured on a cascade through 8,000 tasks)
    const next = { ...current } as Mutable<PlannerTask>;
    next.start = start;
    next.end = end;
    next.duration = duration;
    entry.copy = next;
    this.state.rows[row] = next;
    return next;
  }

  insertRows(row: number, tasks: readonly PlannerTask[]): void {
    this.state.rows.splice(row, 0, ...tasks);
    this.structure.push({ kind: 'splice', row, removed: [], inserted: tasks });
    for (const task of tasks) this.removedRecords.delete(task.id);
    invalidateStructure(this.state);
  }

  removeRows(row: number, count: number): PlannerTask[] {
    const removed = this.state.rows.splice(row, count);
    this.structure.push({ kind: 'splice', row, removed, inserted: [] });
    for (const task of removed) this.removedRecords.set(task.id, task);
    invalidateStructure(this.state);
    return removed;
  }

  moveRows(from: number, count: number, to: number): void {
    applyMove(this.state, from, count, to);
    this.structure.push({ kind: 'move', from, count, to });
  }

  /** Marks the hierarchy stale after levels changed. */
  restructure(): void {
    invalidateStructure(this.state);
  }

  addLink(link: PlannerLink): void {
    const old = dropLink(this.state, link.from, link.to);
    if (old) this.linkOps.push({ added: false, link: old });
    putLink(this.state, link);
    this.linkOps.push({ added: true, link });
  }

  removeLink(from: string, to: string): void {
    const old = dropLink(this.state, from, to);
    if (old) this.linkOps.push({ added: false, link: old });
  }

  setDeletedTaskIds(ids: readonly string[]): void {
    this.state.deletedTaskIds = ids;
  }

  newTaskId(): string {
    const id = `tmp_${this.state.nextTmpId}`;
    this.state.nextTmpId++;
    return id;
  }

  /** Undoes everything written so far. */
  rollback(): void {
    revertPatch(this.state, this.toPatch());
  }

  toPatch(): Patch {
    const numIds: string[] = [];
    const numFields: number[] = [];
    const numBefore: number[] = [];
    const numAfter: number[] = [];
    const otherIds: string[] = [];
    const otherFields: OtherField[] = [];
    const otherBefore: unknown[] = [];
    const otherAfter: unknown[] = [];
    let levelsChanged = false;
    // Without rows inserted, removed or moved, a written task's record is the copy this transaction made (later
    // writes change it in place); otherwise it is looked up by id (a cascade writes thousands: no lookups then).
    const moved = this.structure.length > 0;
    const hierarchy = moved ? getHierarchy(this.state) : undefined;
    for (const [id, { before, copy, fields }] of this.written) {
      const row = hierarchy?.rowOf.get(id);
      const after = !hierarchy ? copy : row === undefined ? this.removedRecords.get(id) : this.state.rows[row];
      if (!after || after === before) continue;
      for (let f = 0; f < NUMERIC_FIELDS.length; f++) {
        if ((fields & (1 << f)) === 0) continue;
        const was = numericField(before, f);
        const now = numericField(after, f);
        if (was !== now) {
          numIds.push(id);
          numFields.push(f);
          numBefore.push(was);
          numAfter.push(now);
          if (f === LEVEL_INDEX) levelsChanged = true;
        }
      }
      if (fields < 1 << NUMERIC_FIELDS.length) continue;
      for (let f = 0; f < OTHER_FIELDS.length; f++) {
        if ((fields & (1 << (f + NUMERIC_FIELDS.length))) === 0) continue;
        const field = OTHER_FIELDS[f] as OtherField;
        if (before[field] !== after[field]) {
          otherIds.push(id);
          otherFields.push(field);
          otherBefore.push(before[field]);
          otherAfter.push(after[field]);
        }
      }
    }
    const deletedChanged = this.deletedBefore !== this.state.deletedTaskIds;
    return {
      label: this.label,
      structure: this.structure.slice(),
      links: this.linkOps.slice(),
      numIds,
      numFields: Uint8Array.from(numFields),
      numBefore: Float64Array.from(numBefore),
      numAfter: Float64Array.from(numAfter),
      otherIds,
      otherFields,
      otherBefore,
      otherAfter,
      deletedBefore: deletedChanged ? this.deletedBefore : undefined,
      deletedAfter: deletedChanged ? this.state.deletedTaskIds : undefined,
      nextTmpIdBefore: this.nextTmpIdBefore,
      nextTmpIdAfter: this.state.nextTmpId,
      levelsChanged,
    };
  }
}

export function isEmptyPatch(patch: Patch): boolean {
  return (
    patch.structure.length === 0 &&
    patch.links.length === 0 &&
    patch.numIds.length === 0 &&
    patch.otherIds.length === 0 &&
    patch.deletedBefore === undefined
  );
}

export function changedIds(patch: Patch): string[] {
  // a patch lists a task's numeric fields one after another: its id repeats only next to itself
  const numeric: string[] = [];
  for (let i = 0; i < patch.numIds.length; i++) {
    const id = patch.numIds[i] as string;
    if (id !== numeric[numeric.length - 1]) numeric.push(id);
  }
  if (patch.otherIds.length === 0 && patch.structure.length === 0) return numeric;
  const ids = new Set<string>(numeric);
  for (const id of patch.otherIds) ids.add(id);
  for (const op of patch.structure) {
    if (op.kind === 'splice') for (const task of [...op.removed, ...op.inserted]) ids.add(task.id);
  }
  return [...ids];
}

function applyMove(state: PlanState, from: number, count: number, to: number): void {
  const block = state.rows.splice(from, count);
  state.rows.splice(to, 0, ...block);
  invalidateStructure(state);
}

function applyFields(state: PlanState, patch: Patch, forward: boolean): void {
  const hierarchy = getHierarchy(state);
  const nums = forward ? patch.numAfter : patch.numBefore;
  const others = forward ? patch.otherAfter : patch.otherBefore;
  const updates = new Map<string, Record<string, unknown>>();
  const slot = (id: string): Record<string, unknown> => {
    let fields = updates.get(id);
    if (!fields) {
      fields = {};
      updates.set(id, fields);
    }
    return fields;
  };
  for (let i = 0; i < patch.numIds.length; i++) {
    slot(patch.numIds[i] as string)[NUMERIC_FIELDS[patch.numFields[i] as number] as NumericField] = nums[i];
  }
  for (let i = 0; i < patch.otherIds.length; i++) {
    slot(patch.otherIds[i] as string)[patch.otherFields[i] as OtherField] = others[i];
  }
  for (const [id, fields] of updates) {
    const row = hierarchy.rowOf.get(id);
    if (row === undefined) continue;
    state.rows[row] = { ...(state.rows[row] as PlannerTask), ...fields };
  }
  if (patch.levelsChanged) invalidateStructure(state);
}

function applyLinks(state: PlanState, ops: readonly LinkOp[], forward: boolean): void {
  if (forward) {
    for (const op of ops) {
      if (op.added) putLink(state, op.link);
      else dropLink(state, op.link.from, op.link.to);
    }
  } else {
    for (let i = ops.length - 1; i >= 0; i--) {
      const op = ops[i] as LinkOp;
      if (op.added) dropLink(state, op.link.from, op.link.to);
      else putLink(state, op.link);
    }
  }
}

export function applyPatch(state: PlanState, patch: Patch): void {
  for (const op of patch.structure) {
    if (op.kind === 'move') applyMove(state, op.from, op.count, op.to);
    else {
      state.rows.splice(op.row, op.removed.length, ...op.inserted);
      invalidateStructure(state);
    }
  }
  applyFields(state, patch, true);
  applyLinks(state, patch.links, true);
  if (patch.deletedAfter) state.deletedTaskIds = patch.deletedAfter;
  state.nextTmpId = patch.nextTmpIdAfter;
}

export function revertPatch(state: PlanState, patch: Patch): void {
  for (let i = patch.structure.length - 1; i >= 0; i--) {
    const op = patch.structure[i] as StructureOp;
    if (op.kind === 'move') applyMove(state, op.to, op.count, op.from);
    else {
      state.rows.splice(op.row, op.inserted.length, ...op.removed);
      invalidateStructure(state);
    }
  }
  applyFields(state, patch, false);
  applyLinks(state, patch.links, false);
  if (patch.deletedBefore) state.deletedTaskIds = patch.deletedBefore;
  state.nextTmpId = patch.nextTmpIdBefore;
}
