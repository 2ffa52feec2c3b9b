import { DAY_MS, createCalendar, startOfDay } from './calendar.ts';
import type { Calendar } from './calendar.ts';
import { formatDepends, parseDepends } from './depends.ts';
import { isTaskStatus } from './status.ts';
import {
  buildHierarchy,
  computeTopology,
  dropLink,
  getHierarchy,
  isAncestorRow,
  putLink,
  superiorsOf,
} from './plan-state.ts';
import type { PlanState } from './plan-state.ts';
import type {
  Assignment,
  FullSave,
  GanttMessageCode,
  LoadIssue,
  LoadIssueReason,
  ModelErrorCode,
  PlannerLink,
  PlannerTask,
  ProjectPayload,
  ShortSave,
  TaskPayload,
  ZoomLevel,
} from './types.ts';

const ZOOMS: readonly ZoomLevel[] = ['d', 'w', 'm', 'q', 's', 'y'];

export interface LoadResult {
  state: PlanState;
  selectedRow: number;
  issues: LoadIssue[];
}

function issue(
  reason: LoadIssueReason,
  code: GanttMessageCode | ModelErrorCode,
  task: { id: string; name: string },
  detail?: string,
): LoadIssue {
  const result: LoadIssue = { reason, code, taskId: task.id, taskName: task.name };
  if (detail !== undefined) result.detail = detail;
  return result;
}

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function readAssigs(value: unknown): Assignment[] {
  if (!Array.isArray(value)) return [];
  return value.map((a: Partial<Assignment>) => ({
    id: String(a.id ?? ''),
    resourceId: String(a.resourceId ?? ''),
    roleId: String(a.roleId ?? ''),
    effort: finite(a.effort) && a.effort > 0 ? Math.round(a.effort) : 0,
  }));
}

function readTask(raw: TaskPayload, calendar: Calendar, issues: LoadIssue[]): PlannerTask | { removed: LoadIssue } {
  const id = String(raw.id);
  const name = typeof raw.name === 'string' ? raw.name : '';
  const ref = { id, name };
  let end: number;
  if (!finite(raw.start) || (!finite(raw.end) && !(finite(raw.duration) && raw.duration > 0))) {
    return { removed: issue('DATES_NOT_SET', 'GANTT_ERROR_LOADING_DATA_TASK_REMOVED', ref, 'ERROR_SETTING_DATES') };
  }
  const start = calendar.normalizeStart(raw.start);
  if (start !== startOfDay(raw.start)) issues.push(issue('NOT_A_WORKING_DAY', 'ERROR_SETTING_DATES', ref, 'start'));
  if (finite(raw.end)) {
    end = calendar.normalizeEnd(raw.end);
    if (end < start) {
      issues.push(issue('END_BEFORE_START', 'ERROR_SETTING_DATES', ref));
      end = calendar.endByDuration(start, 1);
    }
  } else end = calendar.endByDuration(start, Math.trunc(raw.duration as number));
  const progress = finite(raw.progress) ? Math.min(100, Math.max(0, raw.progress)) : 0;
  const task: PlannerTask = {
    id,
    name,
    code: typeof raw.code === 'string' ? raw.code : '',
    description: typeof raw.description === 'string' ? raw.description : '',
    level: finite(raw.level) && raw.level > 0 ? Math.trunc(raw.level) : 0,
    start,
    end,
    duration: calendar.durationOf(start, end),
    status: isTaskStatus(raw.status) ? raw.status : 'STATUS_UNDEFINED',
    progress,
    collapsed: raw.collapsed === true,
    startIsMilestone: raw.startIsMilestone === true,
    endIsMilestone: raw.endIsMilestone === true,
    canWrite: raw.canWrite !== false,
    hasExternalDep: raw.hasExternalDep === true,
    assigs: readAssigs(raw.assigs),
    openIssues: finite(raw.openIssues) ? raw.openIssues : 0,
    late: finite(raw.late) ? raw.late : undefined,
    early: finite(raw.early) ? raw.early : undefined,
    pauze: Array.isArray(raw.pauze)
      ? raw.pauze.map((p) => (finite(p.end) ? { start: p.start, end: p.end } : { start: p.start }))
      : undefined,
    isCritical: raw.isCritical === true,
  };
  return task;
}

/** Depth-first search of the split graph: can node `from` reach node `target`? */
function reaches(state: PlanState, from: number, target: number): boolean {
  const hierarchy = getHierarchy(state);
  const seen = new Uint8Array(state.rows.length * 2);
  const stack = [from];
  seen[from] = 1;
  while (stack.length > 0) {
    const v = stack.pop() as number;
    if (v === target) return true;
    const r = v >> 1;
    const next: number[] = [];
    if ((v & 1) === 0) {
      next.push(v + 1);
      const last = hierarchy.subtreeEnd[r] as number;
      for (let c = r + 1; c <= last; c = (hierarchy.subtreeEnd[c] as number) + 1) next.push(2 * c);
    } else {
      const parent = hierarchy.parentRow[r] as number;
      if (parent >= 0) next.push(2 * parent + 1);
      const id = (state.rows[r] as PlannerTask).id;
      for (const link of state.inferiors.get(id) ?? []) {
        const to = hierarchy.rowOf.get(link.to);
        if (to !== undefined) next.push(2 * to);
      }
    }
    for (const w of next) {
      if (!seen[w]) {
        seen[w] = 1;
        stack.push(w);
      }
    }
  }
  return false;
}

function dropTaskLinks(state: PlanState, id: string): void {
  for (const link of [...superiorsOf(state, id)]) dropLink(state, link.from, id);
}

/** Reads a project payload (§3). Bad dependencies lose their links, undatable tasks are removed; both reported. */
export function loadProject(payload: ProjectPayload, holidays: readonly (number | string)[] = []): LoadResult {
  const calendar = createCalendar(holidays);
  const issues: LoadIssue[] = [];
  const rows: PlannerTask[] = [];
  const idOfPayloadRow: (string | undefined)[] = [];
  const seen = new Set<string>();
  const rawTasks = Array.isArray(payload.tasks) ? payload.tasks : [];
  for (const raw of rawTasks) {
    const read = readTask(raw, calendar, issues);
    if ('removed' in read) {
      issues.push(read.removed);
      idOfPayloadRow.push(undefined);
      continue;
    }
    if (seen.has(read.id)) {
      issues.push(issue('DATES_NOT_SET', 'GANTT_ERROR_LOADING_DATA_TASK_REMOVED', read, 'duplicate id'));
      idOfPayloadRow.push(undefined);
      continue;
    }
    seen.add(read.id);
    const prev = rows[rows.length - 1];
    const maxLevel = prev ? prev.level + 1 : 0;
    if (read.level > maxLevel) {
      issues.push(issue('INCONSISTENT_LEVEL', 'TASK_MOVE_INCONSISTENT_LEVEL', read, String(read.level)));
      rows.push({ ...read, level: maxLevel });
    } else rows.push(read);
    idOfPayloadRow.push(read.id);
  }

  const state: PlanState = {
    calendar,
    rows,
    hierarchy: buildHierarchy(rows),
    superiors: new Map(),
    inferiors: new Map(),
    topology: undefined,
    settings: {
      canWrite: payload.canWrite !== false,
      canWriteOnParent: payload.canWriteOnParent !== false,
      cannotCloseTaskIfIssueOpen: payload.cannotCloseTaskIfIssueOpen === true,
      minEditableDate: finite(payload.minEditableDate) ? payload.minEditableDate : 0,
      maxEditableDate:
        finite(payload.maxEditableDate) && payload.maxEditableDate > 0
          ? payload.maxEditableDate
          : Number.POSITIVE_INFINITY,
      splitterPosition: finite(payload.splitterPosition) ? payload.splitterPosition : undefined,
      zoom: ZOOMS.includes(payload.zoom as ZoomLevel) ? (payload.zoom as ZoomLevel) : 'w',
      resources: Array.isArray(payload.resources) ? payload.resources : [],
      roles: Array.isArray(payload.roles) ? payload.roles : [],
    },
    deletedTaskIds: Array.isArray(payload.deletedTaskIds) ? payload.deletedTaskIds.map(String) : [],
    nextTmpId: 1,
    linksVersion: 0,
  };
  const hierarchy = getHierarchy(state);

  const linkSets = new Map<string, PlannerLink[]>();
  rawTasks.forEach((raw, index) => {
    const id = idOfPayloadRow[index];
    if (id === undefined || typeof raw.depends !== 'string' || raw.depends.trim() === '') return;
    const task = rows[hierarchy.rowOf.get(id) as number] as PlannerTask;
    const parsed = parseDepends(raw.depends);
    if (!parsed.ok) {
      issues.push(issue('BAD_DEPENDENCY', 'INVALID_DEPENDENCY', task, raw.depends));
      return;
    }
    const links: PlannerLink[] = [];
    const row = hierarchy.rowOf.get(id) as number;
    for (const entry of parsed.value) {
      const from = idOfPayloadRow[entry.row - 1];
      const supRow = from === undefined ? undefined : hierarchy.rowOf.get(from);
      let code: GanttMessageCode | ModelErrorCode | undefined;
      if (supRow === undefined) code = 'INVALID_DEPENDENCY';
      else if (supRow === row) code = 'CIRCULAR_REFERENCE';
      else if (isAncestorRow(hierarchy, supRow, row)) code = 'CANNOT_DEPENDS_ON_ANCESTORS';
      else if (isAncestorRow(hierarchy, row, supRow)) code = 'CANNOT_DEPENDS_ON_DESCENDANTS';
      if (code !== undefined) {
        issues.push(issue('BAD_DEPENDENCY', code, task, String(entry.row)));
        return;
      }
      links.push({ from: from as string, to: id, lag: entry.lag });
    }
    linkSets.set(id, links);
    if (links.length === 0) return;
    state.superiors.set(id, links);
    for (const link of links) {
      const out = state.inferiors.get(link.from) as PlannerLink[] | undefined;
      if (out) out.push(link);
      else state.inferiors.set(link.from, [link]);
    }
  });

  let topology = computeTopology(state);
  if (!topology) {
    // Rare: re-add link sets in row order, dropping those that close a circle.
    for (const id of linkSets.keys()) dropTaskLinks(state, id);
    for (const task of rows) {
      const links = linkSets.get(task.id);
      if (!links) continue;
      for (const link of links) putLink(state, link);
      const closing = links.find((link) =>
        reaches(
          state,
          2 * (hierarchy.rowOf.get(link.to) as number),
          2 * (hierarchy.rowOf.get(link.from) as number) + 1,
        ),
      );
      if (closing) {
        dropTaskLinks(state, task.id);
        issues.push(issue('BAD_DEPENDENCY', 'CIRCULAR_REFERENCE', task, closing.from));
      }
    }
    topology = computeTopology(state);
  }
  state.topology = topology;

  for (let r = 0; r < rows.length; r++) {
    const task = rows[r] as PlannerTask;
    let bound = Number.NEGATIVE_INFINITY;
    for (const link of superiorsOf(state, task.id)) {
      const sup = rows[hierarchy.rowOf.get(link.from) as number] as PlannerTask;
      bound = Math.max(
        bound,
        calendar.dayOfWorkingIndex(calendar.workingIndexOfDay(calendar.dayOf(sup.end)) + 1 + link.lag),
      );
    }
    if (task.start < bound * DAY_MS) issues.push(issue('BEFORE_SUPERIOR_END', 'ERROR_SETTING_DATES', task));
    const parent = hierarchy.parentRow[r] as number;
    if (parent >= 0) {
      const p = rows[parent] as PlannerTask;
      if (task.start < p.start || task.end > p.end)
        issues.push(issue('OUTSIDE_PARENT', 'ERROR_SETTING_DATES', task, p.name));
    }
  }

  let maxTmp = 0;
  const noteTmp = (id: string): void => {
    const match = /^tmp_(\d+)$/.exec(id);
    if (match) maxTmp = Math.max(maxTmp, Number(match[1]));
  };
  for (const task of rows) {
    noteTmp(task.id);
    for (const a of task.assigs) noteTmp(a.id);
  }
  state.nextTmpId = maxTmp + 1;

  const selected = finite(payload.selectedRow) ? Math.trunc(payload.selectedRow) : 0;
  return { state, selectedRow: Math.max(0, Math.min(selected, rows.length - 1)), issues };
}

export function dependsOf(state: PlanState, id: string): string {
  const { rowOf } = getHierarchy(state);
  const entries = superiorsOf(state, id)
    .map((link) => ({ row: (rowOf.get(link.from) ?? -1) + 1, lag: link.lag }))
    .filter((e) => e.row > 0)
    .sort((a, b) => a.row - b.row);
  return formatDepends(entries);
}

function taskToPayload(state: PlanState, task: PlannerTask): TaskPayload {
  const out: TaskPayload = {
    id: task.id,
    name: task.name,
    code: task.code,
    description: task.description,
    level: task.level,
    start: task.start,
    end: task.end,
    duration: task.duration,
    status: task.status,
    progress: task.progress,
    depends: dependsOf(state, task.id),
    collapsed: task.collapsed,
    startIsMilestone: task.startIsMilestone,
    endIsMilestone: task.endIsMilestone,
    canWrite: task.canWrite,
    hasExternalDep: task.hasExternalDep,
    assigs: task.assigs.map((a) => ({ ...a })),
    openIssues: task.openIssues,
    isCritical: task.isCritical,
  };
  if (task.late !== undefined) out.late = task.late;
  if (task.early !== undefined) out.early = task.early;
  if (task.pauze !== undefined) out.pauze = task.pauze.map((p) => ({ ...p }));
  return out;
}

/** The short save: tasks plus the ids of saved tasks deleted since the load. */
export function saveProject(state: PlanState): ShortSave {
  return { tasks: state.rows.map((task) => taskToPayload(state, task)), deletedTaskIds: [...state.deletedTaskIds] };
}

/** The full save: the short save plus resources, roles, flags, splitterPosition and zoom. */
export function saveFullProject(state: PlanState, selectedRow: number): FullSave {
  const { settings } = state;
  const full: FullSave = {
    ...saveProject(state),
    selectedRow,
    resources: settings.resources.map((r) => ({ ...r })),
    roles: settings.roles.map((r) => ({ ...r })),
    canWrite: settings.canWrite,
    canWriteOnParent: settings.canWriteOnParent,
    cannotCloseTaskIfIssueOpen: settings.cannotCloseTaskIfIssueOpen,
    minEditableDate: settings.minEditableDate,
    zoom: settings.zoom,
  };
  if (Number.isFinite(settings.maxEditableDate)) full.maxEditableDate = settings.maxEditableDate;
  if (settings.splitterPosition !== undefined) full.splitterPosition = settings.splitterPosition;
  return full;
}
