export type TaskStatus = 'STATUS_ACTIVE' | 'STATUS_DONE' | 'STATUS_FAILED' | 'STATUS_SUSPENDED' | 'STATUS_UNDEFINED';

export type ZoomLevel = 'd' | 'w' | 'm' | 'q' | 's' | 'y';

/** The planning message codes of spec part 2 §8, shown raw in an alert. */
export type GanttMessageCode =
  | 'CANNOT_WRITE'
  | 'NO_RIGHTS_FOR_UPDATE_PARENTS_OUT_OF_EDITOR_SCOPE'
  | 'START_IS_MILESTONE'
  | 'END_IS_MILESTONE'
  | 'TASK_HAS_CONSTRAINTS'
  | 'GANTT_ERROR_DEPENDS_ON_OPEN_TASK'
  | 'GANTT_ERROR_DESCENDANT_OF_CLOSED_TASK'
  | 'TASK_HAS_EXTERNAL_DEPS'
  | 'GANTT_ERROR_LOADING_DATA_TASK_REMOVED'
  | 'CIRCULAR_REFERENCE'
  | 'ERROR_SETTING_DATES'
  | 'CANNOT_DEPENDS_ON_ANCESTORS'
  | 'CANNOT_DEPENDS_ON_DESCENDANTS'
  | 'INVALID_DATE_FORMAT'
  | 'CANNOT_CLOSE_TASK_IF_OPEN_ISSUE'
  | 'TASK_MOVE_INCONSISTENT_LEVEL';

/** Codes the model adds where §8 names none (see README, "Codes beyond §8"). */
export type ModelErrorCode =
  'TASK_NOT_FOUND' | 'INVALID_DEPENDENCY' | 'CANNOT_DELETE_FIRST_ROW' | 'INVALID_STATUS_CHANGE';

export type PlannerErrorCode = GanttMessageCode | ModelErrorCode;

export interface PlannerError {
  code: PlannerErrorCode;
  taskId?: string;
  taskName?: string;
  /** For dependency errors: the superior's name; for load issues: what was wrong. */
  detail?: string;
}

export interface Assignment {
  id: string;
  resourceId: string;
  roleId: string;
  /** Effort in milliseconds. */
  effort: number;
}

export interface Pause {
  start: number;
  end?: number;
}

export interface Resource {
  id: string;
  name: string;
}

export interface Role {
  id: string;
  name: string;
}

/** A task as it arrives in a project payload (spec part 2 §3); ids starting with `tmp_` are new and unsaved. */
export interface TaskPayload {
  id: string | number;
  name?: string;
  code?: string;
  description?: string;
  level?: number;
  start?: number;
  end?: number;
  duration?: number;
  status?: TaskStatus;
  progress?: number;
  /** Comma list of 1-based row numbers, each optionally followed by `:lag` in working days. */
  depends?: string;
  collapsed?: boolean;
  startIsMilestone?: boolean;
  endIsMilestone?: boolean;
  canWrite?: boolean;
  hasExternalDep?: boolean;
  assigs?: readonly Assignment[];
  openIssues?: number;
  late?: number;
  early?: number;
  pauze?: readonly Pause[];
  isCritical?: boolean;
}

export interface ProjectPayload {
  tasks: readonly TaskPayload[];
  selectedRow?: number;
  deletedTaskIds?: readonly string[];
  resources?: readonly Resource[];
  roles?: readonly Role[];
  canWrite?: boolean;
  canWriteOnParent?: boolean;
  cannotCloseTaskIfIssueOpen?: boolean;
  minEditableDate?: number;
  maxEditableDate?: number;
  splitterPosition?: number;
  zoom?: ZoomLevel;
}

/** What the short save gives: the tasks and the ids of saved tasks deleted since the load. */
export interface ShortSave {
  tasks: TaskPayload[];
  deletedTaskIds: string[];
}

export type FullSave = ProjectPayload & ShortSave;

/** A task inside the planner: normalized, immutable (replaced whenever it changes); links live apart. */
export interface PlannerTask {
  readonly id: string;
  readonly name: string;
  readonly code: string;
  readonly description: string;
  readonly level: number;
  /** Midnight (UTC) of the first working day. */
  readonly start: number;
  /** 23:59:59.999 (UTC) of the last working day. */
  readonly end: number;
  /** Working days from start to end, both included. */
  readonly duration: number;
  readonly status: TaskStatus;
  readonly progress: number;
  readonly collapsed: boolean;
  readonly startIsMilestone: boolean;
  readonly endIsMilestone: boolean;
  readonly canWrite: boolean;
  readonly hasExternalDep: boolean;
  readonly assigs: readonly Assignment[];
  readonly openIssues: number;
  readonly late: number | undefined;
  readonly early: number | undefined;
  readonly pauze: readonly Pause[] | undefined;
  readonly isCritical: boolean;
}

/** Finish-to-start link: `to` starts after `from` ends plus `lag` working days. */
export interface PlannerLink {
  readonly from: string;
  readonly to: string;
  readonly lag: number;
}

export interface Hierarchy {
  readonly rowOf: ReadonlyMap<string, number>;
  /** Row of each row's parent, -1 for a top-level row. */
  readonly parentRow: Int32Array;
  /** Last row of each row's subtree (the row itself for a leaf). */
  readonly subtreeEnd: Int32Array;
}

export type LoadIssueReason =
  | 'BAD_DEPENDENCY'
  | 'DATES_NOT_SET'
  | 'END_BEFORE_START'
  | 'NOT_A_WORKING_DAY'
  | 'BEFORE_SUPERIOR_END'
  | 'OUTSIDE_PARENT'
  | 'INCONSISTENT_LEVEL';

export interface LoadIssue extends PlannerError {
  reason: LoadIssueReason;
}

export type EditResult = { ok: true; taskId?: string } | { ok: false; errors: PlannerError[] };

export interface CriticalPath {
  /** Data version (loads, edits, undo, redo) the result was computed for; selection does not change it. */
  readonly version: number;
  /** End (23:59:59.999 UTC) of the last working day of the project. */
  readonly projectFinish: number;
  /** Total slack in working days, by row; a summary has the least slack of its leaves. */
  readonly slackByRow: Int32Array;
  readonly criticalTaskIds: readonly string[];
  isCritical(taskId: string): boolean;
  slackOf(taskId: string): number | undefined;
}

export type PlannerEventKind = 'load' | 'edit' | 'undo' | 'redo' | 'selection' | 'view';

export interface PlannerEvent {
  kind: PlannerEventKind;
  version: number;
  /** Label of the edit, undo or redo. */
  label?: string;
  /** Ids of tasks whose record changed (undefined when unknown or structural). */
  changedTaskIds?: readonly string[];
}

export interface PlannerSnapshot {
  readonly version: number;
  readonly tasks: readonly PlannerTask[];
  /** The first start and the last end among the tasks (undefined without tasks). */
  readonly projectStart: number | undefined;
  readonly projectEnd: number | undefined;
  /**
   * The rows of the collapsed tasks, ascending. The same array from one snapshot to the next while no task is
   * collapsed, expanded, added, removed or moved.
   */
  readonly collapsedRows: readonly number[];
  readonly links: readonly PlannerLink[];
  /** Links into each task (its superiors), by task id. */
  readonly superiors: ReadonlyMap<string, readonly PlannerLink[]>;
  readonly hierarchy: Hierarchy;
  readonly selectedRow: number;
  readonly currentTaskId: string | undefined;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly undoLabel: string | undefined;
  readonly redoLabel: string | undefined;
  readonly deletedTaskIds: readonly string[];
  readonly resources: readonly Resource[];
  readonly roles: readonly Role[];
  readonly canWrite: boolean;
  readonly canWriteOnParent: boolean;
  readonly cannotCloseTaskIfIssueOpen: boolean;
  readonly minEditableDate: number;
  readonly maxEditableDate: number;
  readonly splitterPosition: number | undefined;
  readonly zoom: ZoomLevel;
  /** 0 = Sunday … 6 = Saturday; the calendar week starts on Monday (1) unless the host says otherwise. */
  readonly firstDayOfWeek: number;
}

export interface PlannerOptions {
  /** Non-working days besides Saturday and Sunday: epoch ms (any instant in the UTC day) or `yyyy-mm-dd`. */
  holidays?: readonly (number | string)[];
  /** Shown by views' date pickers; defaults to 1 (Monday). */
  firstDayOfWeek?: number;
  /** Clock for tasks created in an empty project; defaults to Date.now. */
  now?: () => number;
  /**
   * The name of a task created by clicking an empty grid row, from its row number; defaults to `Task N` (the
   * specification's name). A host in another language names them in its own (called when the row is made, so a
   * language switched meanwhile is honoured).
   */
  taskName?: (rowNumber: number) => string;
}

export interface DateEditOptions {
  /** Ignore the milestone flags of the edited task (a forced move). */
  force?: boolean;
}

export interface TaskUpdate {
  name?: string;
  code?: string;
  description?: string;
  progress?: number | string;
  status?: TaskStatus;
  startIsMilestone?: boolean;
  endIsMilestone?: boolean;
  start?: number | string;
  duration?: number | string;
  end?: number | string;
  assigs?: readonly Omit<Assignment, 'id'>[] | readonly Assignment[];
}
