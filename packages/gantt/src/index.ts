// The public API of @rp/gantt's pure planning model: no React and no DOM. The React views live in ./react.
export type {
  Assignment,
  CriticalPath,
  DateEditOptions,
  EditResult,
  FullSave,
  GanttMessageCode,
  Hierarchy,
  LoadIssue,
  LoadIssueReason,
  ModelErrorCode,
  Pause,
  PlannerError,
  PlannerErrorCode,
  PlannerEvent,
  PlannerEventKind,
  PlannerLink,
  PlannerOptions,
  PlannerSnapshot,
  PlannerTask,
  ProjectPayload,
  Resource,
  Role,
  ShortSave,
  TaskPayload,
  TaskStatus,
  TaskUpdate,
  ZoomLevel,
} from './model/types.ts';
export { GANTT_MESSAGE_CODES } from './model/messages.ts';
export type { Calendar } from './model/calendar.ts';
export {
  DAY_MS,
  GRID_END_OFFSET_MS,
  WORKING_DAY_MS,
  WORKING_DAYS_PER_WEEK,
  createCalendar,
  durationToMillis,
  endOfDay,
  fromEditorEndDate,
  fromGridEndDate,
  millisToDuration,
  parseDateInput,
  startOfDay,
  weekdayOfDay,
} from './model/calendar.ts';
export type { DependsEntry, ParseDependsResult } from './model/depends.ts';
export { formatDepends, parseDepends } from './model/depends.ts';
export type { BatchEditor, Planner, PlannerListener } from './model/planner.ts';
export { createPlanner, getTaskDepends, getVisibleRows } from './model/planner.ts';
export { TASK_STATUSES, getDrawnStatus, isTaskStatus } from './model/status.ts';
export { parseDuration } from './model/schedule.ts';
export { isNewTaskId, parseProgress } from './model/edits.ts';
export type { GenerateProjectOptions } from './model/generate-project.ts';
export { createRandom, generateProject } from './model/generate-project.ts';
