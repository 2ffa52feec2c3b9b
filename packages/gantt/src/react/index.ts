// The public React API of @rp/gantt: the planning editor, its parts, and the timeline.
export type { PlanningEditorProps } from './planning-editor.tsx';
export type { PlannerColumnKey, PlannerLabels, PlannerLocale } from './labels.ts';
export { PLANNER_LABELS_EN, PLANNER_LABELS_SR, plannerLabels } from './labels.ts';
export { PlanningEditor } from './planning-editor.tsx';
export type { GanttChartProps, LinkKey } from './gantt-chart.tsx';
export { GanttChart } from './gantt-chart.tsx';
export type { GridColumn, TaskGridProps } from './task-grid.tsx';
export { GRID_COLUMNS, TaskGrid } from './task-grid.tsx';
export type { TaskEditorDialogProps } from './task-editor-dialog.tsx';
export { TASK_EDITOR_HEIGHT, TASK_EDITOR_WIDTH, TaskEditorDialog } from './task-editor-dialog.tsx';
export type { StatusPickerProps } from './status-picker.tsx';
export type { StatusChoices } from './status-choices.ts';
export { STATUS_LABELS, StatusPicker } from './status-picker.tsx';
export type { PlannerErrorAlertProps } from './error-alert.tsx';
export { PLANNER_ALERT_MAX_LINES, PlannerErrorAlert, formatPlannerError } from './error-alert.tsx';
export { UNSAVED_DATA_MESSAGE, usePlannerDirty, usePlannerSnapshot, useUnsavedDataWarning } from './use-planner.ts';
export type { ChartSpan } from './time-scale.ts';
export {
  BAR_HEIGHT,
  GRID_MIN_ROWS,
  MIN_CHART_WIDTH_PX,
  MIN_FIRST_BOX_PX,
  PIXELS_PER_DAY,
  ROW_HEIGHT,
  SPLITTER_START_PERCENT,
  STATUS_PICKER_CLOSE_MS,
  ZOOM_LABELS,
  ZOOM_LEVELS,
  chartSpan,
  fitZoom,
  zoomIn,
  zoomOut,
} from './time-scale.ts';
export type { TimelineProps, TimelineLabels, TimelineLocale, TimelinePause } from './timeline.tsx';
export { Timeline, TIMELINE_LABELS_SR, TIMELINE_LABELS_EN } from './timeline.tsx';
export type { TimeRange, TimelineCluster, TimelineGroup, TimelineItem, TimelineItemType } from './timeline-math.ts';
export {
  JOBS_TIMELINE_ZOOM_MAX_MS,
  JOBS_TIMELINE_ZOOM_MIN_MS,
  TIMELINE_CLUSTER_MAX_ITEMS,
  TIMELINE_MOVE_FACTOR,
  TIMELINE_ZOOM_FACTOR,
  TIMELINE_ZOOM_MAX_MS,
  TIMELINE_ZOOM_MIN_MS,
  clusterItems,
  clusterTitle,
  defaultRange,
  moveRange,
  zoomRange,
} from './timeline-math.ts';
