import { createContext, useContext } from 'react';
import type { PlannerErrorCode, TaskStatus, ZoomLevel } from '../model/types.ts';

/** The language of the planning editor's texts: Serbian (default) or English. Dates are DD/MM/YYYY in both. */
export type PlannerLocale = 'sr' | 'en';

/** The grid's columns that carry a header text. */
export type PlannerColumnKey =
  'edit' | 'status' | 'name' | 'code' | 'start' | 'end' | 'duration' | 'depends' | 'assigs';

/**
 * Every text the planning editor shows or announces. A host passes `locale` (and optionally some `labels` of its
 * own) to `PlanningEditor`; the parts read them from context, so a screen never mixes two languages.
 */
export interface PlannerLabels {
  // The toolbar.
  toolbar: string;
  undo: string;
  redo: string;
  addTask: string;
  zoomIn: string;
  zoomOut: string;
  scale: string;
  fitToView: string;
  today: string;
  criticalPath: string;
  includeToday: string;
  unsavedChanges: string;
  zoomLevels: Readonly<Record<ZoomLevel, string>>;
  statuses: Readonly<Record<TaskStatus, string>>;
  // The grid.
  columns: Readonly<Record<PlannerColumnKey, string>>;
  tasks: string;
  rowColumn: string;
  row: (rowNumber: number) => string;
  emptyRow: (rowNumber: number) => string;
  addTasksToRow: (rowNumber: number) => string;
  newTaskRow: string;
  /** The name a task without one is announced by. */
  unnamedTask: string;
  expand: (name: string) => string;
  collapse: (name: string) => string;
  editTask: (name: string) => string;
  statusButton: (status: string) => string;
  statusMenu: (name: string) => string;
  // The chart and the layout.
  chart: string;
  taskBar: string;
  link: (from: string, to: string, lag: number) => string;
  splitter: string;
  gridScroll: string;
  chartScroll: string;
  /** Header tiers: month names (short and long) and weekday abbreviations, Sunday first. */
  monthsShort: readonly string[];
  monthsLong: readonly string[];
  weekdays: readonly string[];
  quarter: string;
  semester: string;
  // The task editor.
  taskTitle: (name: string) => string;
  taskTitleEmpty: string;
  taskDescription: string;
  description: string;
  progress: string;
  durationDays: string;
  startIsMilestone: string;
  endIsMilestone: string;
  assignments: string;
  addAssignment: string;
  resource: string;
  role: string;
  effort: string;
  actions: string;
  noAssignments: string;
  removeAssignment: (index: number) => string;
  cancel: string;
  close: string;
  save: string;
  // The alert: one sentence per planning code (the code itself stays out of sight, in the line's data-code).
  errors: Readonly<Record<PlannerErrorCode, string>>;
  /** The alert's last line when it holds more errors than it shows. */
  moreErrors: (count: number) => string;
}

export const PLANNER_LABELS_SR: PlannerLabels = {
  toolbar: 'Alati plana',
  undo: 'Poništi',
  redo: 'Ponovi',
  addTask: 'Dodaj zadatak',
  zoomIn: 'Uvećaj',
  zoomOut: 'Umanji',
  scale: 'Razmera',
  fitToView: 'Prilagodi prikazu',
  today: 'Danas',
  criticalPath: 'Kritični put',
  includeToday: 'Uključi danas',
  unsavedChanges: 'Nesačuvane izmene',
  zoomLevels: { d: 'Dan', w: 'Nedelja', m: 'Mesec', q: 'Kvartal', s: 'Semestar', y: 'Godina' },
  statuses: {
    STATUS_ACTIVE: 'Aktivan',
    STATUS_DONE: 'Završen',
    STATUS_FAILED: 'Neuspešan',
    STATUS_SUSPENDED: 'Suspendovan',
    STATUS_UNDEFINED: 'Nedefinisan',
  },
  columns: {
    edit: 'Izmena',
    status: 'Status',
    name: 'Naziv',
    code: 'Šifra',
    start: 'Početak',
    end: 'Kraj',
    duration: 'Trajanje',
    depends: 'Zavisnosti',
    assigs: 'Zaduženja',
  },
  tasks: 'Zadaci',
  rowColumn: 'Red',
  row: (n) => `Red ${n}`,
  emptyRow: (n) => `Prazan red ${n}`,
  addTasksToRow: (n) => `Dodaj zadatke do reda ${n}`,
  newTaskRow: '+ Novi zadatak',
  unnamedTask: 'novi zadatak',
  expand: (name) => `Proširi ${name}`,
  collapse: (name) => `Sažmi ${name}`,
  editTask: (name) => `Uredi zadatak ${name}`,
  statusButton: (status) => `Status: ${status}`,
  statusMenu: (name) => `Status zadatka ${name}`,
  chart: 'Gantov dijagram',
  taskBar: 'traka zadatka',
  link: (from, to, lag) => `Veza: ${from} → ${to}${lag ? `, kašnjenje ${lag}` : ''}`,
  splitter: 'Razdelnik tabele i dijagrama',
  gridScroll: 'Vodoravno pomeranje tabele',
  chartScroll: 'Vodoravno pomeranje dijagrama',
  monthsShort: ['jan', 'feb', 'mar', 'apr', 'maj', 'jun', 'jul', 'avg', 'sep', 'okt', 'nov', 'dec'],
  monthsLong: [
    'januar',
    'februar',
    'mart',
    'april',
    'maj',
    'jun',
    'jul',
    'avgust',
    'septembar',
    'oktobar',
    'novembar',
    'decembar',
  ],
  weekdays: ['ned', 'pon', 'uto', 'sre', 'čet', 'pet', 'sub'],
  quarter: 'Q',
  semester: 'S',
  taskTitle: (name) => `Zadatak: ${name}`,
  taskTitleEmpty: 'Zadatak',
  taskDescription: 'Izmena podataka zadatka i njegovih zaduženja.',
  description: 'Opis',
  progress: 'Napredak (%)',
  durationDays: 'Trajanje (radni dani)',
  startIsMilestone: 'Početak je prekretnica',
  endIsMilestone: 'Kraj je prekretnica',
  assignments: 'Zaduženja',
  addAssignment: 'Dodaj zaduženje',
  resource: 'Resurs',
  role: 'Uloga',
  effort: 'Angažovanje (h)',
  actions: 'Akcije',
  noAssignments: 'Nema zaduženja.',
  removeAssignment: (n) => `Ukloni zaduženje ${n}`,
  cancel: 'Otkaži',
  close: 'Zatvori',
  save: 'Sačuvaj',
  errors: {
    CANNOT_WRITE: 'Nemate pravo da menjate ovaj zadatak.',
    NO_RIGHTS_FOR_UPDATE_PARENTS_OUT_OF_EDITOR_SCOPE: 'Nemate pravo da menjate nadređeni zadatak van ovog plana.',
    START_IS_MILESTONE: 'Početak je prekretnica i ne može se pomeriti.',
    END_IS_MILESTONE: 'Kraj je prekretnica i ne može se pomeriti.',
    TASK_HAS_CONSTRAINTS: 'Zadatak zavisi od drugog zadatka, pa mu se početak ne menja ručno.',
    GANTT_ERROR_DEPENDS_ON_OPEN_TASK: 'Zadatak zavisi od zadatka koji još nije završen.',
    GANTT_ERROR_DESCENDANT_OF_CLOSED_TASK: 'Zadatak pripada završenom zadatku.',
    TASK_HAS_EXTERNAL_DEPS: 'Zadatak ima zavisnosti van ovog plana.',
    GANTT_ERROR_LOADING_DATA_TASK_REMOVED: 'Zadatku se datumi ne mogu postaviti, pa je uklonjen iz prikaza.',
    CIRCULAR_REFERENCE: 'Ova zavisnost bi zatvorila krug.',
    ERROR_SETTING_DATES: 'Datumi zadatka ne mogu se postaviti.',
    CANNOT_DEPENDS_ON_ANCESTORS: 'Zadatak ne može zavisiti od svog nadređenog zadatka.',
    CANNOT_DEPENDS_ON_DESCENDANTS: 'Zadatak ne može zavisiti od svog podzadatka.',
    INVALID_DATE_FORMAT: 'Datum nije ispravan (DD/MM/GGGG).',
    CANNOT_CLOSE_TASK_IF_OPEN_ISSUE: 'Zadatak ima otvorene probleme i ne može se zatvoriti.',
    TASK_MOVE_INCONSISTENT_LEVEL: 'Zadatak se ne može pomeriti na taj nivo.',
    TASK_NOT_FOUND: 'Zadatak više ne postoji.',
    INVALID_DEPENDENCY: 'Zavisnost nije ispravna.',
    CANNOT_DELETE_FIRST_ROW: 'Prvi red plana ne može se obrisati.',
    INVALID_STATUS_CHANGE: 'Zadatak ne može preći u taj status.',
  },
  moreErrors: (count) => `… i još ${count} ${serbianErrors(count)}.`,
};

export const PLANNER_LABELS_EN: PlannerLabels = {
  toolbar: 'Plan tools',
  undo: 'Undo',
  redo: 'Redo',
  addTask: 'Add task',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  scale: 'Scale',
  fitToView: 'Fit to view',
  today: 'Today',
  criticalPath: 'Critical path',
  includeToday: 'Include today',
  unsavedChanges: 'Unsaved changes',
  zoomLevels: { d: 'Day', w: 'Week', m: 'Month', q: 'Quarter', s: 'Semester', y: 'Year' },
  statuses: {
    STATUS_ACTIVE: 'Active',
    STATUS_DONE: 'Done',
    STATUS_FAILED: 'Failed',
    STATUS_SUSPENDED: 'Suspended',
    STATUS_UNDEFINED: 'Undefined',
  },
  columns: {
    edit: 'Edit',
    status: 'Status',
    name: 'Name',
    code: 'Code',
    start: 'Start',
    end: 'End',
    duration: 'Duration',
    depends: 'Depends on',
    assigs: 'Assignments',
  },
  tasks: 'Tasks',
  rowColumn: 'Row',
  row: (n) => `Row ${n}`,
  emptyRow: (n) => `Empty row ${n}`,
  addTasksToRow: (n) => `Add tasks up to row ${n}`,
  newTaskRow: '+ New task',
  unnamedTask: 'new task',
  expand: (name) => `Expand ${name}`,
  collapse: (name) => `Collapse ${name}`,
  editTask: (name) => `Edit task ${name}`,
  statusButton: (status) => `Status: ${status}`,
  statusMenu: (name) => `Status of task ${name}`,
  chart: 'Gantt chart',
  taskBar: 'task bar',
  link: (from, to, lag) => `Link: ${from} → ${to}${lag ? `, lag ${lag}` : ''}`,
  splitter: 'Divider between the table and the chart',
  gridScroll: 'Scroll the table sideways',
  chartScroll: 'Scroll the chart sideways',
  monthsShort: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  monthsLong: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  weekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  quarter: 'Q',
  semester: 'H',
  taskTitle: (name) => `Task: ${name}`,
  taskTitleEmpty: 'Task',
  taskDescription: 'Edit the task and its assignments.',
  description: 'Description',
  progress: 'Progress (%)',
  durationDays: 'Duration (working days)',
  startIsMilestone: 'Start is a milestone',
  endIsMilestone: 'End is a milestone',
  assignments: 'Assignments',
  addAssignment: 'Add assignment',
  resource: 'Resource',
  role: 'Role',
  effort: 'Effort (h)',
  actions: 'Actions',
  noAssignments: 'No assignments.',
  removeAssignment: (n) => `Remove assignment ${n}`,
  cancel: 'Cancel',
  close: 'Close',
  save: 'Save',
  errors: {
    CANNOT_WRITE: 'You may not change this task.',
    NO_RIGHTS_FOR_UPDATE_PARENTS_OUT_OF_EDITOR_SCOPE: 'You may not change a parent task outside this plan.',
    START_IS_MILESTONE: 'The start is a milestone and cannot move.',
    END_IS_MILESTONE: 'The end is a milestone and cannot move.',
    TASK_HAS_CONSTRAINTS: 'The task depends on another task, so its start is not set by hand.',
    GANTT_ERROR_DEPENDS_ON_OPEN_TASK: 'The task depends on a task that is not finished yet.',
    GANTT_ERROR_DESCENDANT_OF_CLOSED_TASK: 'The task belongs to a finished task.',
    TASK_HAS_EXTERNAL_DEPS: 'The task has dependencies outside this plan.',
    GANTT_ERROR_LOADING_DATA_TASK_REMOVED: 'The task’s dates could not be set, so it was left out of the view.',
    CIRCULAR_REFERENCE: 'This dependency would close a circle.',
    ERROR_SETTING_DATES: 'The task’s dates cannot be set.',
    CANNOT_DEPENDS_ON_ANCESTORS: 'A task cannot depend on its parent task.',
    CANNOT_DEPENDS_ON_DESCENDANTS: 'A task cannot depend on its subtask.',
    INVALID_DATE_FORMAT: 'The date is not valid (DD/MM/YYYY).',
    CANNOT_CLOSE_TASK_IF_OPEN_ISSUE: 'The task has open issues and cannot be closed.',
    TASK_MOVE_INCONSISTENT_LEVEL: 'The task cannot move to that level.',
    TASK_NOT_FOUND: 'The task no longer exists.',
    INVALID_DEPENDENCY: 'The dependency is not valid.',
    CANNOT_DELETE_FIRST_ROW: 'The plan’s first row cannot be deleted.',
    INVALID_STATUS_CHANGE: 'The task cannot take that status.',
  },
  moreErrors: (count) => `… and ${count} more ${count === 1 ? 'error' : 'errors'}.`,
};

/** 'greška' after 1, 21, …; 'greške' after 2–4, 22–24, …; 'grešaka' otherwise (11–14 included). */
function serbianErrors(count: number): string {
  const tens = count % 100;
  const ones = count % 10;
  if (ones === 1 && tens !== 11) return 'greška';
  if (ones >= 2 && ones <= 4 && (tens < 12 || tens > 14)) return 'greške';
  return 'grešaka';
}

/** The labels of a locale with a host's own texts laid over them. */
export function plannerLabels(locale: PlannerLocale = 'sr', overrides?: Partial<PlannerLabels>): PlannerLabels {
  const base = locale === 'en' ? PLANNER_LABELS_EN : PLANNER_LABELS_SR;
  return overrides ? { ...base, ...overrides } : base;
}

export const PlannerLabelsContext = createContext<PlannerLabels>(PLANNER_LABELS_SR);

/** The labels of the surrounding editor (Serbian outside one). */
export function usePlannerLabels(): PlannerLabels {
  return useContext(PlannerLabelsContext);
}
