import { DateField, DurationDaysField } from '@rp/fields/react';
import { memo, useCallback, useContext, useId, useMemo, useState } from 'react';
import type { KeyboardEvent as ReactKeyboardEvent, ReactNode } from 'react';
import { fromGridEndDate } from '../model/calendar.ts';
import type { Planner } from '../model/planner.ts';
import { formatDepends } from '../model/depends.ts';
import { getDrawnStatus } from '../model/status.ts';
import type { EditResult, PlannerLink, PlannerSnapshot, PlannerTask, TaskStatus } from '../model/types.ts';
import { cn } from './cn.ts';
import { formatDay } from './format.ts';
import { PLANNER_LABELS_SR, usePlannerLabels } from './labels.ts';
import type { PlannerColumnKey } from './labels.ts';
import { useRowSlots } from './row-slots.ts';
import { STATUS_COLOR, StatusPicker } from './status-picker.tsx';
import { StatusChoicesContext } from './status-choices.ts';
import { ROW_HEIGHT } from './time-scale.ts';

export type GridColumn = 'name' | 'code' | 'start' | 'end' | 'duration' | 'depends';

const COLUMN_WIDTHS: readonly [key: 'index' | PlannerColumnKey, width: number][] = [
  ['index', 52],
  ['edit', 40],
  ['status', 52],
  ['name', 240],
  ['code', 80],
  ['start', 104],
  ['end', 104],
  ['duration', 72],
  ['depends', 88],
  ['assigs', 150],
];

/** The grid's columns with their widths; `label` is the Serbian header (the editor shows its locale's). */
export const GRID_COLUMNS: readonly { key: string; label: string; width: number }[] = COLUMN_WIDTHS.map(
  ([key, width]) => ({ key, label: key === 'index' ? '#' : PLANNER_LABELS_SR.columns[key], width }),
);
export const GRID_WIDTH = GRID_COLUMNS.reduce((sum, column) => sum + column.width, 0);
export const GRID_HEADER_HEIGHT = 44;

const WIDTHS: Readonly<Record<string, number>> = Object.fromEntries(GRID_COLUMNS.map((c) => [c.key, c.width]));
const widthOf = (key: string): number => WIDTHS[key] ?? 80;

// A row's classes and styles are built once, not per row: a fling mounts ~15 rows a frame into each pane, and what a
// row costs to build, style and lay out is most of such a frame (`npm run bench -- gantt-view`).
const cellClass = 'flex h-full shrink-0 items-center overflow-hidden border-r border-border px-1.5';
const textCellClass = 'h-full shrink-0 truncate border-r border-border px-1.5 leading-[25px]';
const editableCellClass = cn(
  textCellClass,
  'cursor-text outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
);
const indexCellClass = cn(cellClass, 'justify-end text-muted-foreground');
const centredCellClass = cn(cellClass, 'justify-center');
const rowClass = 'absolute left-0 flex border-b border-border text-xs';
const ROW_CLASS = { selected: cn(rowClass, 'bg-accent text-accent-foreground'), normal: cn(rowClass, 'bg-card') };
const toggleClass =
  'mr-0.5 inline-flex size-4 items-center justify-center rounded align-middle text-[9px] text-muted-foreground hover:text-foreground';
const TOGGLE_CLASS = { collapsed: toggleClass, expanded: cn(toggleClass, 'rotate-90') };
const COLUMN_STYLE: Readonly<Record<string, { width: number }>> = Object.fromEntries(
  GRID_COLUMNS.map((c) => [c.key, { width: c.width }]),
);
/** The name cell's indent: its level, and where a summary has its toggle (16 px and a 2 px margin) a leaf has 16 px. */
const nameStyles: { width: number; paddingLeft: number }[] = [];
function nameStyle(level: number, isSummary: boolean): { width: number; paddingLeft: number } {
  return (nameStyles[level * 2 + (isSummary ? 1 : 0)] ??= {
    width: widthOf('name'),
    paddingLeft: 6 + level * 12 + (isSummary ? 0 : 16),
  });
}
const STATUS_BUTTON_STYLE = Object.fromEntries(
  Object.entries(STATUS_COLOR).map(([status, color]) => [
    status,
    { background: `radial-gradient(circle, var(--color-${color}) 4.5px, transparent 5.5px)` },
  ]),
) as Readonly<Record<TaskStatus, { background: string }>>;
const inputClass =
  'h-[22px] w-full align-middle rounded-sm border border-input bg-card px-1 text-xs text-foreground outline-none focus:ring-2 focus:ring-ring';

interface EditingCell {
  taskId: string;
  column: GridColumn;
}

function invalidDate(task: PlannerTask): EditResult {
  return { ok: false, errors: [{ code: 'INVALID_DATE_FORMAT', taskId: task.id, taskName: task.name }] };
}

interface CellEditorProps {
  planner: Planner;
  task: PlannerTask;
  column: GridColumn;
  initial: string;
  onDone: () => void;
  onResult: (result: EditResult) => void;
}

function CellEditor({ planner, task, column, initial, onDone, onResult }: CellEditorProps) {
  const labels = usePlannerLabels();
  const [text, setText] = useState(initial);
  const [cancelled, setCancelled] = useState(false);
  const label = `${labels.columns[column]}: ${task.name || labels.unnamedTask}`;
  const onKeyDown = (event: ReactKeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'Enter') event.currentTarget.blur();
    else if (event.key === 'Escape') {
      setCancelled(true);
      onDone();
    }
  };
  if (column === 'start' || column === 'end') {
    return (
      <DateField
        autoFocus
        aria-label={label}
        value={text}
        onValueChange={setText}
        timeZone="UTC"
        normalizeOnBlur={false}
        className="w-full"
        inputClassName={inputClass}
        onKeyDown={onKeyDown}
        onEntryChange={(result) => {
          if (cancelled) return;
          if (!result.ok) onResult(invalidDate(task));
          else if (result.value && text !== initial) {
            const day = result.value.getTime();
            onResult(
              column === 'start' ? planner.setStart(task.id, day) : planner.setEnd(task.id, fromGridEndDate(day)),
            );
          }
          onDone();
        }}
      />
    );
  }
  if (column === 'duration') {
    return (
      <DurationDaysField
        autoFocus
        aria-label={label}
        value={text}
        onValueChange={setText}
        mode="working"
        className="w-full"
        inputClassName={inputClass}
        onKeyDown={onKeyDown}
        onEntryChange={(result) => {
          if (cancelled) return;
          if (text !== initial) {
            onResult(
              planner.setDuration(task.id, result.ok && result.value !== null ? Math.round(result.value) : text),
            );
          }
          onDone();
        }}
      />
    );
  }
  return (
    <input
      autoFocus
      aria-label={label}
      className={inputClass}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={() => {
        if (cancelled) return;
        if (text !== initial) {
          if (column === 'name') onResult(planner.setName(task.id, text));
          else if (column === 'code') onResult(planner.setCode(task.id, text));
          else onResult(planner.setDepends(task.id, text));
        }
        onDone();
      }}
    />
  );
}

interface GridRowProps {
  planner: Planner;
  task: PlannerTask;
  rowNumber: number;
  displayIndex: number;
  /** The rows' ids start with it: the row group lists them in display order (`aria-owns`). */
  rowIdPrefix: string;
  top: number;
  /** The task's incoming links and the row of every task: the `depends` text is derived from them. */
  superiors: readonly PlannerLink[] | undefined;
  rowOf: ReadonlyMap<string, number>;
  resourceNames: ReadonlyMap<string, string>;
  isSummary: boolean;
  isSelected: boolean;
  isEditable: boolean;
  editing: GridColumn | undefined;
  onEdit: (cell: EditingCell | undefined) => void;
  onOpenEditor: (taskId: string) => void;
  onResult: (result: EditResult) => void;
}

const GridRow = memo(function GridRow({
  planner,
  task,
  rowNumber,
  displayIndex,
  rowIdPrefix,
  top,
  superiors,
  rowOf,
  resourceNames,
  isSummary,
  isSelected,
  isEditable,
  editing,
  onEdit,
  onOpenEditor,
  onResult,
}: GridRowProps) {
  const text = usePlannerLabels();
  const statusChoices = useContext(StatusChoicesContext);
  // a recycled row shows another task: its picker (opened for a task) is then closed
  const [picker, setPicker] = useState<{ taskId: string; anchor: DOMRect } | undefined>();
  const statusAnchor = picker?.taskId === task.id ? picker.anchor : undefined;
  const status = getDrawnStatus(task);
  const closePicker = useCallback(() => setPicker(undefined), []);
  const depends =
    superiors && superiors.length > 0
      ? formatDepends(
          superiors
            .map((link) => ({ row: (rowOf.get(link.from) ?? -1) + 1, lag: link.lag }))
            .filter((entry) => entry.row > 0)
            .sort((a, b) => a.row - b.row),
        )
      : '';
  const assignments =
    task.assigs.length > 0 ? task.assigs.map((a) => resourceNames.get(a.resourceId) ?? a.resourceId).join(', ') : '';
  const values: Record<GridColumn, string> = {
    name: task.name,
    code: task.code,
    start: formatDay(task.start),
    end: formatDay(task.end),
    duration: String(task.duration),
    depends,
  };
  const canEditColumn = (column: GridColumn): boolean =>
    isEditable &&
    (column !== 'start' || planner.canEditStart(task.id)) &&
    (column !== 'depends' || planner.canEditLinks(task.id));

  const cell = (column: GridColumn, extra?: ReactNode): ReactNode => {
    const editable = canEditColumn(column);
    const isEditing = editing === column && editable;
    return (
      <div
        role="gridcell"
        aria-readonly={!editable}
        tabIndex={editable && !isEditing ? (isSelected ? 0 : -1) : undefined}
        className={editable && !isEditing ? editableCellClass : textCellClass}
        style={column === 'name' ? nameStyle(task.level, isSummary) : COLUMN_STYLE[column]}
        data-column={column}
        onClick={editable && !isEditing ? () => onEdit({ taskId: task.id, column }) : undefined}
        onKeyDown={
          editable && !isEditing
            ? (event) => {
                if (event.key === 'Enter' || event.key === 'F2') {
                  event.preventDefault();
                  onEdit({ taskId: task.id, column });
                }
              }
            : undefined
        }
      >
        {extra}
        {isEditing ? (
          <CellEditor
            planner={planner}
            task={task}
            column={column}
            initial={values[column]}
            onDone={() => onEdit(undefined)}
            onResult={onResult}
          />
        ) : (
          values[column]
        )}
      </div>
    );
  };

  return (
    <div
      id={rowIdPrefix + displayIndex}
      role="row"
      aria-rowindex={displayIndex + 2}
      aria-level={task.level + 1}
      aria-expanded={isSummary ? !task.collapsed : undefined}
      aria-selected={isSelected}
      aria-label={task.name || text.row(rowNumber)}
      data-task-id={task.id}
      className={isSelected ? ROW_CLASS.selected : ROW_CLASS.normal}
      style={{ top, height: ROW_HEIGHT, width: GRID_WIDTH, contain: 'strict' }}
      onPointerDown={() => planner.setCurrentTask(task.id)}
    >
      <div role="gridcell" data-column="index" className={indexCellClass} style={COLUMN_STYLE.index}>
        {rowNumber}
      </div>
      <div role="gridcell" className={centredCellClass} style={COLUMN_STYLE.edit}>
        <button
          type="button"
          tabIndex={isSelected ? 0 : -1}
          aria-label={text.editTask(task.name)}
          className="rounded px-1.5 text-sm text-primary outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
          onClick={() => onOpenEditor(task.id)}
        >
          ✎
        </button>
      </div>
      <div role="gridcell" className={centredCellClass} style={COLUMN_STYLE.status}>
        <button
          type="button"
          tabIndex={isSelected ? 0 : -1}
          aria-label={text.statusButton(text.statuses[status])}
          aria-haspopup="listbox"
          aria-expanded={statusAnchor !== undefined}
          disabled={!isEditable}
          className="size-5 rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring"
          style={STATUS_BUTTON_STYLE[status]}
          onClick={(event) => setPicker({ taskId: task.id, anchor: event.currentTarget.getBoundingClientRect() })}
        />
        {statusAnchor && (
          <StatusPicker
            anchor={statusAnchor}
            value={task.status}
            choices={statusChoices?.(task)}
            taskName={task.name}
            onClose={closePicker}
            onSelect={(next: TaskStatus) => {
              closePicker();
              if (next !== task.status) onResult(planner.setStatus(task.id, next));
            }}
          />
        )}
      </div>
      {cell(
        'name',
        isSummary ? (
          <button
            type="button"
            tabIndex={-1}
            aria-label={task.collapsed ? text.expand(task.name) : text.collapse(task.name)}
            className={task.collapsed ? TOGGLE_CLASS.collapsed : TOGGLE_CLASS.expanded}
            onClick={(event) => {
              event.stopPropagation();
              if (task.collapsed) planner.expandTask(task.id);
              else planner.collapseTask(task.id);
            }}
          >
            ▶
          </button>
        ) : undefined,
      )}
      {cell('code')}
      {cell('start')}
      {cell('end')}
      {cell('duration')}
      {cell('depends')}
      <div role="gridcell" className={textCellClass} style={COLUMN_STYLE.assigs}>
        {assignments}
      </div>
    </div>
  );
});

export interface TaskGridProps {
  id?: string;
  planner: Planner;
  snapshot: PlannerSnapshot;
  rows: readonly number[];
  /** Display indexes in the viewport, padding rows included (index ≥ rows.length). */
  rowIndexes: readonly number[];
  rowCount: number;
  scrollLeft: number;
  width: number;
  onOpenEditor: (taskId: string) => void;
  onResult: (result: EditResult) => void;
}

/** The task grid: an ARIA treegrid whose rows are virtualized; padding rows create tasks when clicked. */
function TaskGridView({
  id,
  planner,
  snapshot,
  rows,
  rowIndexes,
  rowCount,
  scrollLeft,
  width,
  onOpenEditor,
  onResult,
}: TaskGridProps) {
  const text = usePlannerLabels();
  const [editing, setEditing] = useState<EditingCell | undefined>();
  const resourceNames = useMemo(() => new Map(snapshot.resources.map((r) => [r.id, r.name])), [snapshot.resources]);
  const canWrite = snapshot.canWrite;
  const rowIdPrefix = `${useId()}r`;
  const slotted = useRowSlots(rowIndexes, rows, snapshot.tasks, [snapshot.currentTaskId, editing?.taskId]);
  return (
    <div
      id={id}
      role="treegrid"
      aria-label={text.tasks}
      aria-rowcount={rowCount + 1}
      aria-colcount={GRID_COLUMNS.length}
      data-slot="gantt-grid"
      className="relative overflow-x-clip bg-card text-foreground"
      style={{ width, height: GRID_HEADER_HEIGHT + rowCount * ROW_HEIGHT }}
    >
      <div role="rowgroup" className="sticky top-0 z-10" style={{ height: GRID_HEADER_HEIGHT }}>
        <div
          role="row"
          aria-rowindex={1}
          className="flex h-full border-b border-border bg-muted text-xs font-medium text-muted-foreground"
          style={{ transform: `translateX(${-scrollLeft}px)`, width: GRID_WIDTH }}
        >
          {GRID_COLUMNS.map((column) => (
            <div
              key={column.key}
              role="columnheader"
              className={cn(cellClass, 'h-full')}
              style={{ width: column.width }}
            >
              {column.key === 'index' || column.key === 'edit' ? (
                <>
                  <span className="sr-only">{column.key === 'index' ? text.rowColumn : text.columns.edit}</span>
                  <span aria-hidden="true">{column.key === 'index' ? '#' : ''}</span>
                </>
              ) : (
                text.columns[column.key as PlannerColumnKey]
              )}
            </div>
          ))}
        </div>
      </div>
      <div
        role="rowgroup"
        // the rows are in the order of their recycled elements: their display order for assistive technology
        aria-owns={rowIndexes.map((index) => rowIdPrefix + index).join(' ')}
        className="relative"
        style={{
          height: rowCount * ROW_HEIGHT,
          width: GRID_WIDTH,
          transform: `translateX(${-scrollLeft}px)`,
          contain: 'strict',
        }}
      >
        {slotted.map(({ key, item: index }) => {
          const row = rows[index];
          const task = row === undefined ? undefined : snapshot.tasks[row];
          const top = index * ROW_HEIGHT;
          if (!task || row === undefined) {
            const rowNumber = snapshot.tasks.length + (index - rows.length) + 1;
            return (
              <div
                key={key}
                id={rowIdPrefix + index}
                role="row"
                aria-rowindex={index + 2}
                aria-label={text.emptyRow(rowNumber)}
                className="absolute left-0 flex border-b border-border bg-card text-xs"
                style={{ top, height: ROW_HEIGHT, width: GRID_WIDTH }}
              >
                <div role="gridcell" className={indexCellClass} style={COLUMN_STYLE.index}>
                  {rowNumber}
                </div>
                <div role="gridcell" className="flex flex-1 items-center">
                  {canWrite && (
                    <button
                      type="button"
                      tabIndex={-1}
                      data-slot="gantt-empty-row"
                      aria-label={text.addTasksToRow(rowNumber)}
                      className="h-full w-full text-left text-muted-foreground opacity-0 outline-none hover:opacity-100 focus-visible:opacity-100"
                      onClick={() => onResult(planner.createTasksToRow(rowNumber))}
                    >
                      <span className="px-2">{text.newTaskRow}</span>
                    </button>
                  )}
                </div>
              </div>
            );
          }
          const isSummary = (snapshot.hierarchy.subtreeEnd[row] ?? row) > row;
          return (
            <GridRow
              key={key}
              planner={planner}
              task={task}
              rowNumber={row + 1}
              displayIndex={index}
              rowIdPrefix={rowIdPrefix}
              top={top}
              superiors={snapshot.superiors.get(task.id)}
              rowOf={snapshot.hierarchy.rowOf}
              resourceNames={resourceNames}
              isSummary={isSummary}
              isSelected={task.id === snapshot.currentTaskId}
              isEditable={canWrite && planner.canEdit(task.id)}
              editing={editing?.taskId === task.id ? editing.column : undefined}
              onEdit={setEditing}
              onOpenEditor={onOpenEditor}
              onResult={onResult}
            />
          );
        })}
      </div>
    </div>
  );
}

/** Memoised: while scrolling, the editor re-renders on every frame and the grid only when its rows change. */
export const TaskGrid = memo(TaskGridView);
