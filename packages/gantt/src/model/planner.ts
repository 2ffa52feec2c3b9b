import { computeCriticalPath } from './critical-path.ts';
import { formatDepends } from './depends.ts';
import { movedExtent, scanExtent } from './extent.ts';
import type { Extent, ExtentStep } from './extent.ts';
import {
  addAboveIn,
  addAssignmentIn,
  addBelowIn,
  addLinkIn,
  createTasksToRowIn,
  defaultTaskName,
  deleteRowIn,
  indentIn,
  moveDownIn,
  moveUpIn,
  outdentIn,
  removeAssignmentIn,
  removeLinkIn,
  setDependsIn,
  setMilestoneIn,
  setNameIn,
  setProgressIn,
  setTextIn,
  updateAssignmentIn,
  updateTaskIn,
} from './edits.ts';
import { dependsOf, loadProject, saveFullProject, saveProject } from './payload.ts';
import { getHierarchy, superiorsOf } from './plan-state.ts';
import type { PlanState } from './plan-state.ts';
import { repairDatesIn, setDurationIn, setEndIn, setStartIn } from './schedule.ts';
import { setStatusIn } from './status.ts';
import { Transaction, applyPatch, changedIds, isEmptyPatch, revertPatch } from './transaction.ts';
import type { Patch } from './transaction.ts';
import type { Calendar } from './calendar.ts';
import type {
  Assignment,
  CriticalPath,
  DateEditOptions,
  EditResult,
  FullSave,
  LoadIssue,
  PlannerError,
  PlannerEvent,
  PlannerLink,
  PlannerOptions,
  PlannerSnapshot,
  PlannerTask,
  ProjectPayload,
  ShortSave,
  TaskStatus,
  TaskUpdate,
} from './types.ts';

export type PlannerListener = (event: PlannerEvent) => void;

export interface Planner {
  /** For React's useSyncExternalStore: returns an unsubscribe function. */
  subscribe(listener: PlannerListener): () => void;
  /** An immutable snapshot; the same object until the planner changes. */
  getSnapshot(): PlannerSnapshot;
  getVersion(): number;
  /** What the last load reported (bad dependencies, removed tasks, inconsistent dates). */
  getLoadIssues(): readonly LoadIssue[];
  load(payload: ProjectPayload): readonly LoadIssue[];
  save(): ShortSave;
  saveFull(): FullSave;

  getTask(id: string): PlannerTask | undefined;
  getRow(id: string): number | undefined;
  getParentId(id: string): string | undefined;
  getChildIds(id: string): string[];
  getDepends(id: string): string;
  getSuperiors(id: string): readonly PlannerLink[];
  /**
   * Whether links into a task may be edited (its dependency text): the project and the task are writable. With
   * `otherId` (the link's other end): whether that one link may be added or removed — §6, the project and either
   * of the two tasks writable.
   */
  canEditLinks(id: string, otherId?: string): boolean;
  /** Whether a task's fields are editable: the project and the task are writable. */
  canEdit(id: string): boolean;
  /** Whether the start field is editable: not for tasks with superiors, external dependencies or a start milestone. */
  canEditStart(id: string): boolean;
  getCriticalPath(): CriticalPath;
  /** The working-day calendar the project was loaded with (views shade weekends and holidays with it). */
  getCalendar(): Calendar;
  /** True after an edit, undo or redo since the last load or `markSaved()` (the host's unsaved-data check). */
  isDirty(): boolean;
  /** The host saved the project: it is no longer dirty. */
  markSaved(): void;
  /**
   * The loaded project holds edits nobody has saved yet (kept from a session that ended, merged into a fresh load): it
   * is dirty until `markSaved()` or the next load, whatever is undone meanwhile.
   */
  markUnsaved(): void;

  setName(id: string, name: string): EditResult;
  setCode(id: string, code: string): EditResult;
  setDescription(id: string, description: string): EditResult;
  setStart(id: string, start: number | string, options?: DateEditOptions): EditResult;
  /** Moving a bar in the chart: the same rules as setStart. */
  moveTask(id: string, start: number | string, options?: DateEditOptions): EditResult;
  setEnd(id: string, end: number | string, options?: DateEditOptions): EditResult;
  setDuration(id: string, duration: number | string, options?: DateEditOptions): EditResult;
  setProgress(id: string, progress: number | string): EditResult;
  setStatus(id: string, status: TaskStatus): EditResult;
  setStartIsMilestone(id: string, value: boolean): EditResult;
  setEndIsMilestone(id: string, value: boolean): EditResult;
  setDepends(id: string, depends: string): EditResult;
  addLink(fromId: string, toId: string, lag?: number): EditResult;
  removeLink(fromId: string, toId: string): EditResult;
  addAssignment(id: string, assignment: Omit<Assignment, 'id'>): EditResult;
  updateAssignment(id: string, assignmentId: string, patch: Partial<Omit<Assignment, 'id'>>): EditResult;
  removeAssignment(id: string, assignmentId: string): EditResult;
  updateTask(id: string, update: TaskUpdate): EditResult;
  indentTask(id: string): EditResult;
  outdentTask(id: string): EditResult;
  moveTaskUp(id: string): EditResult;
  moveTaskDown(id: string): EditResult;
  addTaskAbove(id: string): EditResult;
  addTaskBelow(id: string): EditResult;
  createTasksToRow(rowNumber: number): EditResult;
  deleteTask(id: string): EditResult;
  /** Moves tasks the load reported as inconsistent to where links and parents allow (one undoable edit). */
  repairDates(): EditResult;
  /** Several edits as one transaction and one undo step. */
  batch(label: string, edit: (planner: BatchEditor) => boolean): EditResult;

  undo(): boolean;
  redo(): boolean;
  canUndo(): boolean;
  canRedo(): boolean;

  collapseTask(id: string): void;
  expandTask(id: string): void;
  selectRow(row: number): void;
  setCurrentTask(id: string | undefined): void;
  setZoom(zoom: PlannerSnapshot['zoom']): void;
  setSplitterPosition(position: number): void;
}

/** The edits available inside `batch`; each returns false when refused (errors then come back from batch). */
export interface BatchEditor {
  setName(id: string, name: string): boolean;
  setStart(id: string, start: number | string, options?: DateEditOptions): boolean;
  setEnd(id: string, end: number | string, options?: DateEditOptions): boolean;
  setDuration(id: string, duration: number | string, options?: DateEditOptions): boolean;
  setProgress(id: string, progress: number | string): boolean;
  setStatus(id: string, status: TaskStatus): boolean;
  setDepends(id: string, depends: string): boolean;
  updateTask(id: string, update: TaskUpdate): boolean;
}

/** A saved version no data version equals (they count up from 0): the project stays dirty. */
const NEVER_SAVED = -1;

type Step = (tx: Transaction, row: number) => boolean | string | number | undefined;

export function createPlanner(payload: ProjectPayload, options: PlannerOptions = {}): Planner {
  const holidays = options.holidays ?? [];
  const now = options.now ?? Date.now;
  const taskName = options.taskName ?? defaultTaskName;
  const firstDayOfWeek = options.firstDayOfWeek ?? 1;
  let state: PlanState;
  let issues: LoadIssue[] = [];
  let undoStack: Patch[] = [];
  let redoStack: Patch[] = [];
  let version = 0;
  let selectedRow = 0;
  let currentTaskId: string | undefined;
  let snapshot: PlannerSnapshot | undefined;
  let linksCopy:
    { linksVersion: number; superiors: Map<string, readonly PlannerLink[]>; links: readonly PlannerLink[] } | undefined;
  let critical: CriticalPath | undefined;
  const listeners = new Set<PlannerListener>();
  let savedDataVersion = 0;

  // data changes invalidate the critical path; row changes (data or collapse) the snapshot's task array
  let dataVersion = 0;
  let rowsVersion = 0;
  let rowsCopy: { rowsVersion: number; tasks: readonly PlannerTask[] } | undefined;
  let extent: Extent | undefined;
  /** The patch that made the rows' current version, when a patch did (an edit, an undo, a redo). */
  let lastStep: ExtentStep | undefined;

  const emit = (
    event: Omit<PlannerEvent, 'version'>,
    rowsChanged = true,
    step?: Omit<ExtentStep, 'rowsVersion'>,
  ): void => {
    version++;
    if (event.kind !== 'selection' && event.kind !== 'view') dataVersion++;
    if (rowsChanged) {
      rowsVersion++;
      lastStep = step && { ...step, rowsVersion };
    }
    snapshot = undefined;
    const full: PlannerEvent = { ...event, version };
    for (const listener of [...listeners]) listener(full);
  };

  const syncSelection = (): void => {
    const { rowOf } = getHierarchy(state);
    if (currentTaskId !== undefined) {
      const row = rowOf.get(currentTaskId);
      if (row === undefined) currentTaskId = undefined;
      else selectedRow = row;
    }
    selectedRow = Math.max(0, Math.min(selectedRow, state.rows.length - 1));
  };

  const doLoad = (next: ProjectPayload): LoadIssue[] => {
    const result = loadProject(next, holidays);
    state = result.state;
    issues = result.issues;
    undoStack = [];
    redoStack = [];
    selectedRow = result.selectedRow;
    currentTaskId = state.rows[selectedRow]?.id;
    critical = undefined;
    linksCopy = undefined;
    rowsCopy = undefined;
    return issues;
  };
  doLoad(payload);

  const failure = (errors: PlannerError[]): EditResult => ({
    ok: false,
    errors: errors.length > 0 ? errors : [{ code: 'ERROR_SETTING_DATES' }],
  });

  const transact = (
    label: string,
    body: (tx: Transaction) => unknown,
    select?: (tx: Transaction, value: unknown) => void,
  ): EditResult => {
    const tx = new Transaction(state, label);
    let value: unknown;
    try {
      value = body(tx);
    } catch (error) {
      tx.fail('ERROR_SETTING_DATES', undefined, error instanceof Error ? error.message : String(error));
    }
    if (tx.failed || value === false) {
      tx.rollback();
      return failure(tx.errors);
    }
    const patch = tx.toPatch();
    if (!isEmptyPatch(patch)) {
      undoStack.push(patch);
      redoStack = [];
      select?.(tx, value);
      syncSelection();
      emit({ kind: 'edit', label, changedTaskIds: changedIds(patch) }, true, { patch, isUndo: false });
    }
    return typeof value === 'string' ? { ok: true, taskId: value } : { ok: true };
  };

  const onTask = (label: string, id: string, step: Step, follow = false): EditResult =>
    transact(
      label,
      (tx) => {
        const row = tx.rowOf(id);
        if (row === undefined) return tx.fail('TASK_NOT_FOUND', undefined, id);
        return step(tx, row);
      },
      follow
        ? (_tx, value) => {
            if (typeof value === 'string') currentTaskId = value;
          }
        : undefined,
    );

  const rowIn = (tx: Transaction, id: string): number | undefined => {
    const row = tx.rowOf(id);
    if (row === undefined) tx.fail('TASK_NOT_FOUND', undefined, id);
    return row;
  };

  const batchEditor = (tx: Transaction): BatchEditor => {
    const onRow = (id: string, fn: (row: number) => boolean): boolean => {
      const row = rowIn(tx, id);
      return row !== undefined && fn(row);
    };
    return {
      setName: (id, name) => onRow(id, (row) => setNameIn(tx, row, name)),
      setStart: (id, start, o) => onRow(id, (row) => setStartIn(tx, row, start, o)),
      setEnd: (id, end, o) => onRow(id, (row) => setEndIn(tx, row, end, o)),
      setDuration: (id, duration, o) => onRow(id, (row) => setDurationIn(tx, row, duration, o)),
      setProgress: (id, progress) => onRow(id, (row) => setProgressIn(tx, row, progress)),
      setStatus: (id, status) => onRow(id, (row) => setStatusIn(tx, row, status)),
      setDepends: (id, depends) => onRow(id, (row) => setDependsIn(tx, row, depends)),
      updateTask: (id, update) => onRow(id, () => updateTaskIn(tx, id, update)),
    };
  };

  const replaceRecord = (id: string, patch: Partial<PlannerTask>): boolean => {
    const row = getHierarchy(state).rowOf.get(id);
    if (row === undefined) return false;
    const task = state.rows[row] as PlannerTask;
    const next = { ...task, ...patch };
    if ((Object.keys(patch) as (keyof PlannerTask)[]).every((k) => task[k] === next[k])) return false;
    state.rows[row] = next;
    return true;
  };

  const planner: Planner = {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot() {
      if (snapshot) return snapshot;
      const { settings } = state;
      if (!linksCopy || linksCopy.linksVersion !== state.linksVersion) {
        const superiors = new Map(state.superiors);
        const links: PlannerLink[] = [];
        for (const list of superiors.values()) links.push(...list);
        linksCopy = { linksVersion: state.linksVersion, superiors, links: Object.freeze(links) };
      }
      const { superiors, links } = linksCopy;
      if (!rowsCopy || rowsCopy.rowsVersion !== rowsVersion) {
        rowsCopy = { rowsVersion, tasks: Object.freeze(state.rows.slice()) };
      }
      if (extent?.rowsVersion !== rowsVersion) {
        const step = lastStep?.rowsVersion === rowsVersion ? lastStep : undefined;
        const moved = extent && step && extent.rowsVersion === rowsVersion - 1 ? movedExtent(extent, step) : undefined;
        extent = moved ?? scanExtent(state.rows, rowsVersion, extent?.collapsedRows);
      }
      const isEmpty = state.rows.length === 0;
      const undoTop = undoStack[undoStack.length - 1];
      const redoTop = redoStack[redoStack.length - 1];
      snapshot = Object.freeze({
        version,
        tasks: rowsCopy.tasks,
        projectStart: isEmpty ? undefined : extent.start,
        projectEnd: isEmpty ? undefined : extent.end,
        collapsedRows: extent.collapsedRows,
        links,
        superiors,
        hierarchy: getHierarchy(state),
        selectedRow,
        currentTaskId,
        canUndo: undoStack.length > 0,
        canRedo: redoStack.length > 0,
        undoLabel: undoTop?.label,
        redoLabel: redoTop?.label,
        deletedTaskIds: state.deletedTaskIds,
        resources: settings.resources,
        roles: settings.roles,
        canWrite: settings.canWrite,
        canWriteOnParent: settings.canWriteOnParent,
        cannotCloseTaskIfIssueOpen: settings.cannotCloseTaskIfIssueOpen,
        minEditableDate: settings.minEditableDate,
        maxEditableDate: settings.maxEditableDate,
        splitterPosition: settings.splitterPosition,
        zoom: settings.zoom,
        firstDayOfWeek,
      });
      return snapshot;
    },
    getVersion: () => version,
    getLoadIssues: () => issues,
    getCalendar: () => state.calendar,
    isDirty: () => dataVersion !== savedDataVersion,
    markSaved() {
      if (dataVersion === savedDataVersion) return;
      savedDataVersion = dataVersion;
      emit({ kind: 'view' }, false);
    },
    markUnsaved() {
      if (savedDataVersion === NEVER_SAVED) return;
      savedDataVersion = NEVER_SAVED;
      emit({ kind: 'view' }, false);
    },
    load(next) {
      const result = doLoad(next);
      emit({ kind: 'load' });
      savedDataVersion = dataVersion;
      return result;
    },
    save: () => saveProject(state),
    saveFull: () => saveFullProject(state, selectedRow),

    getTask: (id) => {
      const row = getHierarchy(state).rowOf.get(id);
      return row === undefined ? undefined : state.rows[row];
    },
    getRow: (id) => getHierarchy(state).rowOf.get(id),
    getParentId: (id) => {
      const h = getHierarchy(state);
      const row = h.rowOf.get(id);
      const parent = row === undefined ? -1 : (h.parentRow[row] as number);
      return parent >= 0 ? state.rows[parent]?.id : undefined;
    },
    getChildIds: (id) => {
      const h = getHierarchy(state);
      const row = h.rowOf.get(id);
      const ids: string[] = [];
      if (row === undefined) return ids;
      const last = h.subtreeEnd[row] as number;
      for (let c = row + 1; c <= last; c = (h.subtreeEnd[c] as number) + 1) ids.push((state.rows[c] as PlannerTask).id);
      return ids;
    },
    getDepends: (id) => dependsOf(state, id),
    getSuperiors: (id) => superiorsOf(state, id),
    canEditLinks: (id, otherId) => {
      const task = planner.getTask(id);
      const other = otherId === undefined ? undefined : planner.getTask(otherId);
      return task !== undefined && state.settings.canWrite && (task.canWrite || other?.canWrite === true);
    },
    canEdit: (id) => {
      const task = planner.getTask(id);
      return task !== undefined && state.settings.canWrite && task.canWrite;
    },
    canEditStart: (id) => {
      const task = planner.getTask(id);
      return (
        task !== undefined &&
        planner.canEdit(id) &&
        !task.hasExternalDep &&
        !task.startIsMilestone &&
        superiorsOf(state, id).length === 0
      );
    },
    getCriticalPath() {
      if (!critical || critical.version !== dataVersion) critical = computeCriticalPath(state, dataVersion);
      return critical;
    },

    setName: (id, name) => onTask('name', id, (tx, row) => setNameIn(tx, row, name)),
    setCode: (id, code) => onTask('code', id, (tx, row) => setTextIn(tx, row, 'code', code)),
    setDescription: (id, text) => onTask('description', id, (tx, row) => setTextIn(tx, row, 'description', text)),
    setStart: (id, start, o) => onTask('start', id, (tx, row) => setStartIn(tx, row, start, o)),
    moveTask: (id, start, o) => onTask('move', id, (tx, row) => setStartIn(tx, row, start, o)),
    setEnd: (id, end, o) => onTask('end', id, (tx, row) => setEndIn(tx, row, end, o)),
    setDuration: (id, d, o) => onTask('duration', id, (tx, row) => setDurationIn(tx, row, d, o)),
    setProgress: (id, p) => onTask('progress', id, (tx, row) => setProgressIn(tx, row, p)),
    setStatus: (id, status) => onTask('status', id, (tx, row) => setStatusIn(tx, row, status)),
    setStartIsMilestone: (id, v) => onTask('milestone', id, (tx, row) => setMilestoneIn(tx, row, 'start', v)),
    setEndIsMilestone: (id, v) => onTask('milestone', id, (tx, row) => setMilestoneIn(tx, row, 'end', v)),
    setDepends: (id, depends) => onTask('depends', id, (tx, row) => setDependsIn(tx, row, depends)),
    addLink: (fromId, toId, lag = 0) =>
      onTask('link', toId, (tx, row) => {
        const from = rowIn(tx, fromId);
        return from !== undefined && addLinkIn(tx, from, row, lag);
      }),
    removeLink: (fromId, toId) => onTask('unlink', toId, (tx, row) => removeLinkIn(tx, fromId, row)),
    addAssignment: (id, a) => onTask('assignment', id, (tx, row) => addAssignmentIn(tx, row, a)),
    updateAssignment: (id, aid, p) => onTask('assignment', id, (tx, row) => updateAssignmentIn(tx, row, aid, p)),
    removeAssignment: (id, aid) => onTask('assignment', id, (tx, row) => removeAssignmentIn(tx, row, aid)),
    updateTask: (id, update) => onTask('task', id, (tx) => updateTaskIn(tx, id, update)),
    indentTask: (id) => onTask('indent', id, (tx, row) => indentIn(tx, row)),
    outdentTask: (id) => onTask('outdent', id, (tx, row) => outdentIn(tx, row)),
    moveTaskUp: (id) => onTask('move up', id, (tx, row) => moveUpIn(tx, row) !== undefined),
    moveTaskDown: (id) => onTask('move down', id, (tx, row) => moveDownIn(tx, row) !== undefined),
    addTaskAbove: (id) => onTask('add', id, (tx, row) => addAboveIn(tx, row), true),
    addTaskBelow: (id) => onTask('add', id, (tx, row) => addBelowIn(tx, row), true),
    createTasksToRow: (rowNumber) =>
      transact(
        'add rows',
        (tx) => createTasksToRowIn(tx, Math.trunc(rowNumber), now(), taskName) ?? !tx.failed,
        (_tx, value) => {
          if (typeof value === 'string') currentTaskId = value;
        },
      ),
    deleteTask: (id) => onTask('delete', id, (tx, row) => deleteRowIn(tx, row)),
    repairDates: () => transact('repair dates', (tx) => repairDatesIn(tx)),
    batch: (label, edit) => transact(label, (tx) => edit(batchEditor(tx))),

    undo() {
      const patch = undoStack.pop();
      if (!patch) return false;
      revertPatch(state, patch);
      redoStack.push(patch);
      syncSelection();
      emit({ kind: 'undo', label: patch.label, changedTaskIds: changedIds(patch) }, true, { patch, isUndo: true });
      return true;
    },
    redo() {
      const patch = redoStack.pop();
      if (!patch) return false;
      applyPatch(state, patch);
      undoStack.push(patch);
      syncSelection();
      emit({ kind: 'redo', label: patch.label, changedTaskIds: changedIds(patch) }, true, { patch, isUndo: false });
      return true;
    },
    canUndo: () => undoStack.length > 0,
    canRedo: () => redoStack.length > 0,

    collapseTask(id) {
      if (replaceRecord(id, { collapsed: true })) emit({ kind: 'view', changedTaskIds: [id] });
    },
    expandTask(id) {
      if (replaceRecord(id, { collapsed: false })) emit({ kind: 'view', changedTaskIds: [id] });
    },
    selectRow(row) {
      const next = Math.max(0, Math.min(Math.trunc(row), state.rows.length - 1));
      const id = state.rows[next]?.id;
      if (next === selectedRow && id === currentTaskId) return;
      selectedRow = next;
      currentTaskId = id;
      emit({ kind: 'selection' }, false);
    },
    setCurrentTask(id) {
      const row = id === undefined ? undefined : getHierarchy(state).rowOf.get(id);
      const nextId = row === undefined ? undefined : id;
      if (nextId === currentTaskId) return;
      currentTaskId = nextId;
      if (row !== undefined) selectedRow = row;
      emit({ kind: 'selection' }, false);
    },
    setZoom(zoom) {
      if (zoom === state.settings.zoom) return;
      state.settings = { ...state.settings, zoom };
      emit({ kind: 'view' }, false);
    },
    setSplitterPosition(position) {
      if (position === state.settings.splitterPosition || !Number.isFinite(position)) return;
      state.settings = { ...state.settings, splitterPosition: position };
      emit({ kind: 'view' }, false);
    },
  };
  return planner;
}

/** Rows a view shows: descendants of collapsed tasks are hidden. */
export function getVisibleRows(snapshot: PlannerSnapshot): number[] {
  const visible: number[] = [];
  const { tasks, hierarchy } = snapshot;
  for (let r = 0; r < tasks.length; r++) {
    visible.push(r);
    if ((tasks[r] as PlannerTask).collapsed) r = hierarchy.subtreeEnd[r] as number;
  }
  return visible;
}

/** The `depends` text of a task in a snapshot: 1-based rows of its superiors, `:lag` when not zero. */
export function getTaskDepends(snapshot: PlannerSnapshot, id: string): string {
  const links = snapshot.superiors.get(id) ?? [];
  const entries = links
    .map((link) => ({ row: (snapshot.hierarchy.rowOf.get(link.from) ?? -1) + 1, lag: link.lag }))
    .filter((e) => e.row > 0)
    .sort((a, b) => a.row - b.row);
  return formatDepends(entries);
}
