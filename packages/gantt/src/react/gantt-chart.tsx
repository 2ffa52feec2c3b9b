import { path as d3Path } from 'd3';
import type { ScaleTime } from 'd3';
import { memo, useCallback, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { KeyboardEvent as ReactKeyboardEvent, PointerEvent as ReactPointerEvent } from 'react';
import type { Calendar } from '../model/calendar.ts';
import { DAY_MS } from '../model/calendar.ts';
import type { Planner } from '../model/planner.ts';
import { getDrawnStatus } from '../model/status.ts';
import type {
  CriticalPath,
  EditResult,
  PlannerLink,
  PlannerSnapshot,
  PlannerTask,
  TaskStatus,
  ZoomLevel,
} from '../model/types.ts';
import { axisTicks, nonWorkingRuns } from './chart-axis.ts';
import { cn } from './cn.ts';
import { formatDay } from './format.ts';
import { usePlannerLabels } from './labels.ts';
import type { PlannerLabels } from './labels.ts';
import { indexLinks, linksInWindow } from './link-index.ts';
import { useRowSlots } from './row-slots.ts';
import type { ChartSpan } from './time-scale.ts';
import { BAR_HEIGHT, PIXELS_PER_DAY, ROW_HEIGHT, visibleDays } from './time-scale.ts';

export const CHART_HEADER_HEIGHT = 44;
const BAR_TOP = (ROW_HEIGHT - BAR_HEIGHT) / 2;
const DRAG_THRESHOLD_PX = 3;
/** Room the upper axis label keeps while it sticks to the left edge. */
const TOP_LABEL_WIDTH = 110;
/** Room left of a bar (milestone diamonds, handles) and right of it (link handle, label). */
const BAR_PAD = 12;

export const STATUS_FILL: Readonly<Record<TaskStatus, string>> = {
  STATUS_ACTIVE: 'fill-primary',
  STATUS_DONE: 'fill-success',
  STATUS_FAILED: 'fill-danger',
  STATUS_SUSPENDED: 'fill-warning',
  STATUS_UNDEFINED: 'fill-muted-foreground',
};

export interface LinkKey {
  from: string;
  to: string;
}

type DragMode = 'move' | 'start' | 'end' | 'link';

/** A drawn link and the display rows it leaves and enters (its place in the keyboard's order). */
interface LinkPosition {
  link: PlannerLink;
  fromIndex: number;
  toIndex: number;
}

type LinkStep = -1 | 1 | 'first' | 'last';
/** The keys that move the focus among the drawn links: a step in display order, or to the first or last. */
const LINK_KEYS: ReadonlyMap<string, LinkStep> = new Map<string, LinkStep>([
  ['ArrowUp', -1],
  ['ArrowLeft', -1],
  ['ArrowDown', 1],
  ['ArrowRight', 1],
  ['Home', 'first'],
  ['End', 'last'],
]);

interface DragState {
  taskId: string;
  mode: DragMode;
  originX: number;
  dx: number;
  pointerX: number;
  pointerY: number;
  moved: boolean;
}

export interface GanttChartProps {
  id?: string;
  planner: Planner;
  snapshot: PlannerSnapshot;
  /** Visible rows (collapsed subtrees hidden), in display order. */
  rows: readonly number[];
  /** Display indexes of the rows in the viewport (from the shared virtualizer). */
  rowIndexes: readonly number[];
  /** Rows drawn in the body (padding rows included). */
  rowCount: number;
  /** Height of the viewport (header included). */
  height: number;
  width: number;
  scale: ScaleTime<number, number>;
  span: ChartSpan;
  zoom: ZoomLevel;
  scrollLeft: number;
  now: number;
  calendar: Calendar;
  critical: CriticalPath | undefined;
  selectedLink: LinkKey | undefined;
  onSelectLink: (link: LinkKey | undefined) => void;
  onResult: (result: EditResult) => void;
}

function linkLabel(snapshot: PlannerSnapshot, link: PlannerLink, text: PlannerLabels): string {
  const name = (id: string): string => {
    const row = snapshot.hierarchy.rowOf.get(id);
    return (row === undefined ? undefined : snapshot.tasks[row]?.name) || id;
  };
  return text.link(name(link.from), name(link.to), link.lag);
}

interface AxisProps {
  scale: ScaleTime<number, number>;
  zoom: ZoomLevel;
  visibleStart: number;
  visibleEnd: number;
  scrollLeft: number;
  width: number;
  todayX: number;
}

const ChartAxis = memo(function ChartAxis({
  scale,
  zoom,
  visibleStart,
  visibleEnd,
  scrollLeft,
  width,
  todayX,
}: AxisProps) {
  const text = usePlannerLabels();
  const [topTicks, bottomTicks] = useMemo(
    () => axisTicks(scale, zoom, { start: visibleStart, end: visibleEnd }, text),
    [scale, zoom, visibleStart, visibleEnd, text],
  );
  return (
    <svg width={width} height={CHART_HEADER_HEIGHT} aria-hidden="true" className="block" data-slot="gantt-axis">
      <rect x={0} y={0} width={width} height={CHART_HEADER_HEIGHT} className="fill-card" />
      <g transform={`translate(${-scrollLeft},0)`}>
        {topTicks.map((tick) => (
          <g key={tick.key}>
            <line x1={tick.x} x2={tick.x} y1={0} y2={22} className="stroke-border" />
            <text
              x={Math.min(Math.max(tick.x, scrollLeft), tick.x + tick.width - TOP_LABEL_WIDTH) + 4}
              y={15}
              className="fill-foreground text-[11px] font-medium"
            >
              {tick.label}
            </text>
          </g>
        ))}
        {bottomTicks.map((tick) => (
          <g key={tick.key}>
            <line x1={tick.x} x2={tick.x} y1={22} y2={CHART_HEADER_HEIGHT} className="stroke-border" />
            {tick.width >= 14 && (
              <text
                x={tick.x + tick.width / 2}
                y={37}
                textAnchor="middle"
                className="fill-muted-foreground text-[10px]"
              >
                {tick.label}
              </text>
            )}
          </g>
        ))}
        {todayX >= 0 && (
          <line x1={todayX} x2={todayX} y1={22} y2={CHART_HEADER_HEIGHT} className="stroke-danger" strokeWidth={1.5} />
        )}
      </g>
      <line x1={0} x2={width} y1={22} y2={22} className="stroke-border" />
      <line x1={0} x2={width} y1={CHART_HEADER_HEIGHT - 0.5} y2={CHART_HEADER_HEIGHT - 0.5} className="stroke-border" />
    </svg>
  );
});

interface BackgroundProps extends AxisProps {
  calendar: Calendar;
  height: number;
}

/** Weekend and holiday shading, day lines and the today line: they do not move when the rows scroll. */
const ChartBackground = memo(function ChartBackground({
  scale,
  zoom,
  visibleStart,
  visibleEnd,
  scrollLeft,
  width,
  todayX,
  calendar,
  height,
}: BackgroundProps) {
  const ppd = PIXELS_PER_DAY[zoom];
  const lines = useMemo(
    () => axisTicks(scale, zoom, { start: visibleStart, end: visibleEnd })[1],
    [scale, zoom, visibleStart, visibleEnd],
  );
  const offDays = useMemo(
    () => (ppd >= 3 ? nonWorkingRuns(calendar, { start: visibleStart, end: visibleEnd }) : []),
    [calendar, ppd, visibleStart, visibleEnd],
  );
  return (
    <svg width={width} height={Math.max(0, height)} aria-hidden="true" className="block">
      <g transform={`translate(${-scrollLeft},0)`}>
        {offDays.map(([start, end]) => (
          <rect
            key={start}
            x={scale(start)}
            y={0}
            width={scale(end) - scale(start)}
            height={height}
            className="fill-muted"
            data-slot="gantt-nonworking"
          />
        ))}
        {lines.map((tick) => (
          <line key={tick.key} x1={tick.x} x2={tick.x} y1={0} y2={height} className="stroke-border" />
        ))}
        {todayX >= 0 && (
          <line
            x1={todayX}
            x2={todayX}
            y1={0}
            y2={height}
            className="stroke-danger"
            strokeWidth={1.5}
            strokeDasharray="4 3"
            data-slot="gantt-today"
          />
        )}
      </g>
    </svg>
  );
});

const CURSOR: Readonly<Record<DragMode, string>> = {
  move: 'grab',
  start: 'ew-resize',
  end: 'ew-resize',
  link: 'crosshair',
};

/** Near a bar's ends a drag resizes it (the ends are this many pixels wide), elsewhere it moves it. */
const EDGE_PX = 5;

function dragModeAt(event: ReactPointerEvent<SVGRectElement>): DragMode {
  const rect = event.currentTarget.getBoundingClientRect();
  if (rect.width < 3 * EDGE_PX) return 'move';
  if (event.clientX - rect.left <= EDGE_PX) return 'start';
  if (rect.right - event.clientX <= EDGE_PX) return 'end';
  return 'move';
}

interface BarProps {
  /** The bar's element id: the chart lists the bars in display order (`aria-owns`). */
  id: string;
  task: PlannerTask;
  top: number;
  scale: ScaleTime<number, number>;
  isSummary: boolean;
  isCurrent: boolean;
  isCritical: boolean;
  isEditable: boolean;
  canLink: boolean;
  /** The one bar in the page's tab order (the current task's, else the first in view); Tab moves between bars. */
  isTabStop: boolean;
  preview: DragState | undefined;
  ppd: number;
  onPointerDown: (event: ReactPointerEvent, task: PlannerTask, mode: DragMode) => void;
  onFocusTask: (id: string) => void;
}

/** One row of the chart: its own small SVG, placed on the canvas, so scrolling never re-lays out the others. */
const TaskBar = memo(function TaskBar({
  id,
  task,
  top,
  scale,
  isSummary,
  isCurrent,
  isCritical,
  isEditable,
  canLink,
  isTabStop,
  preview,
  ppd,
  onPointerDown,
  onFocusTask,
}: BarProps) {
  const text = usePlannerLabels();
  let x0 = scale(task.start);
  let x1 = scale(task.end + 1);
  if (preview && preview.moved) {
    const shift = Math.round(preview.dx / ppd) * ppd;
    if (preview.mode === 'move') {
      x0 += shift;
      x1 += shift;
    } else if (preview.mode === 'start') x0 = Math.min(x0 + shift, x1 - ppd);
    else if (preview.mode === 'end') x1 = Math.max(x1 + shift, x0 + ppd);
  }
  const width = Math.max(2, x1 - x0);
  x1 = x0 + width;
  // a recycled bar shows another task: the focus ring belongs to the task that had it
  const [focusedId, setFocusedId] = useState<string | undefined>();
  const isFocused = focusedId === task.id;
  const status = getDrawnStatus(task);
  const label = `${task.name || text.unnamedTask}: ${formatDay(task.start)} – ${formatDay(task.end)}, ${task.duration} d, ${task.progress}%`;
  const pauses = task.pauze ?? [];
  const left = x0 - BAR_PAD;
  // drawn in the row's own coordinates: a recycled bar of another task changes widths, not every position
  const bx0 = BAR_PAD;
  const bx1 = BAR_PAD + width;
  const svgWidth = width + 2 * BAR_PAD + 16 + Math.min(320, task.name.length * 6.5);
  const diamond = (x: number): string =>
    `M${x},${BAR_TOP - 2}l6,${BAR_HEIGHT / 2 + 2}l-6,${BAR_HEIGHT / 2 + 2}l-6,-${BAR_HEIGHT / 2 + 2}z`;
  return (
    <svg
      className="absolute overflow-visible"
      style={{ left, top, contain: 'size layout style' }}
      width={svgWidth}
      height={ROW_HEIGHT}
      data-slot="gantt-row"
    >
      <g
        id={id}
        role="button"
        tabIndex={isTabStop ? 0 : -1}
        aria-label={label}
        aria-roledescription={text.taskBar}
        aria-pressed={isCurrent}
        data-task-id={task.id}
        data-slot="gantt-bar"
        className="group outline-none"
        onFocus={(event) => {
          setFocusedId(event.currentTarget.matches(':focus-visible') ? task.id : undefined);
          onFocusTask(task.id);
        }}
        onBlur={() => setFocusedId(undefined)}
      >
        {isSummary ? (
          <g
            className={cn('fill-foreground', isEditable && 'cursor-grab')}
            onPointerDown={(e) => onPointerDown(e, task, 'move')}
          >
            <rect data-slot="gantt-bar-body" x={bx0} y={BAR_TOP} width={width} height={6} />
            <path d={`M${bx0},${BAR_TOP + 6}l0,6l6,-6z`} />
            <path d={`M${bx1},${BAR_TOP + 6}l0,6l-6,-6z`} />
          </g>
        ) : (
          <>
            <rect
              data-slot="gantt-bar-body"
              x={bx0}
              y={BAR_TOP}
              width={width}
              height={BAR_HEIGHT}
              rx={3}
              className={isCritical ? 'fill-danger opacity-60' : cn(STATUS_FILL[status], 'opacity-40')}
              onPointerMove={
                isEditable
                  ? (e) => {
                      e.currentTarget.style.cursor = CURSOR[dragModeAt(e)];
                    }
                  : undefined
              }
              onPointerDown={(e) => onPointerDown(e, task, isEditable ? dragModeAt(e) : 'move')}
            />
            {task.progress > 0 && (
              <rect
                x={bx0}
                y={BAR_TOP}
                width={(width * task.progress) / 100}
                height={BAR_HEIGHT}
                rx={3}
                className={cn(isCritical ? 'fill-danger' : STATUS_FILL[status], 'pointer-events-none')}
              />
            )}
          </>
        )}
        {pauses.map((pause) => {
          const px0 = Math.max(x0, scale(pause.start)) - left;
          const px1 = Math.min(x1, scale(pause.end ?? task.end)) - left;
          if (px1 <= px0) return null;
          return (
            <rect
              key={pause.start}
              x={px0}
              y={BAR_TOP}
              width={px1 - px0}
              height={BAR_HEIGHT}
              fill="url(#gantt-pause)"
              className="pointer-events-none"
              data-slot="gantt-pause"
            />
          );
        })}
        {task.startIsMilestone && (
          <path d={diamond(bx0)} className="pointer-events-none fill-foreground" data-slot="gantt-milestone" />
        )}
        {task.endIsMilestone && (
          <path d={diamond(bx1)} className="pointer-events-none fill-foreground" data-slot="gantt-milestone" />
        )}
        {(isCurrent || isCritical) && !isSummary && (
          <rect
            x={bx0 - 1.5}
            y={BAR_TOP - 1.5}
            width={width + 3}
            height={BAR_HEIGHT + 3}
            rx={4}
            className={cn('pointer-events-none fill-none', isCurrent ? 'stroke-foreground' : 'stroke-danger')}
            strokeWidth={1.5}
          />
        )}
        {isFocused && (
          <rect
            x={bx0 - 2}
            y={BAR_TOP - 3}
            width={width + 4}
            height={BAR_HEIGHT + 6}
            rx={5}
            className="pointer-events-none fill-none stroke-ring"
            strokeWidth={2}
          />
        )}
        {canLink && (
          <circle
            data-slot="gantt-bar-link"
            cx={bx1 + 8}
            cy={ROW_HEIGHT / 2}
            r={4}
            className="cursor-crosshair fill-card stroke-primary opacity-0 group-hover:opacity-100 group-focus:opacity-100"
            strokeWidth={1.5}
            onPointerDown={(e) => onPointerDown(e, task, 'link')}
          />
        )}
        <text x={bx1 + 16} y={ROW_HEIGHT / 2 + 4} className="pointer-events-none fill-foreground text-[11px]">
          {task.name}
        </text>
      </g>
    </svg>
  );
});

/**
 * The Gantt chart, drawn inside the editor's vertical scroller: a sticky axis, a sticky background (shading,
 * day lines, today) and a canvas holding one small SVG per row in view plus one SVG for the links in view.
 * Scrolling adds and removes rows only; horizontal scrolling moves the canvas with a CSS transform.
 */
function GanttChartView({
  id,
  planner,
  snapshot,
  rows,
  rowIndexes,
  rowCount,
  height,
  width,
  scale,
  span,
  zoom,
  scrollLeft,
  now,
  calendar,
  critical,
  selectedLink,
  onSelectLink,
  onResult,
}: GanttChartProps) {
  const text = usePlannerLabels();
  const [drag, setDrag] = useState<DragState | undefined>();
  const latestTasks = useRef(snapshot);
  latestTasks.current = snapshot;
  const canvasRef = useRef<HTMLDivElement>(null);
  const ppd = PIXELS_PER_DAY[zoom];
  const visible = visibleDays(span, zoom, scrollLeft, width);
  const totalWidth = scale.range()[1] ?? 0;

  // rows change with the structure or a collapse only; with every row shown a display index is the row
  const { hierarchy } = snapshot;
  const displayIndexOf = useMemo((): ReadonlyMap<string, number> => {
    if (rows.length === hierarchy.parentRow.length) return hierarchy.rowOf;
    const map = new Map<string, number>();
    const { tasks } = latestTasks.current;
    rows.forEach((row, index) => {
      const task = tasks[row];
      if (task) map.set(task.id, index);
    });
    return map;
  }, [rows, hierarchy]);

  const barIdPrefix = `${useId()}b`;
  const slotted = useRowSlots(rowIndexes, rows, snapshot.tasks, [snapshot.currentTaskId, drag?.taskId]);

  const firstIndex = rowIndexes[0] ?? 0;
  const lastIndex = rowIndexes[rowIndexes.length - 1] ?? -1;

  const linkIndex = useMemo(() => indexLinks(snapshot.links, displayIndexOf), [snapshot.links, displayIndexOf]);

  const linkLayer = useMemo(() => {
    const taskOf = (taskId: string): PlannerTask | undefined =>
      snapshot.tasks[snapshot.hierarchy.rowOf.get(taskId) ?? -1];
    const list: { link: PlannerLink; d: string; lagX: number; lagY: number; fromIndex: number; toIndex: number }[] = [];
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (const { link, fromIndex, toIndex } of linksInWindow(linkIndex, firstIndex, lastIndex)) {
      const from = taskOf(link.from);
      const to = taskOf(link.to);
      if (!from || !to) continue;
      const xs = scale(from.end + 1);
      const xe = scale(to.start);
      const ys = fromIndex * ROW_HEIGHT + ROW_HEIGHT / 2;
      const ye = toIndex * ROW_HEIGHT + ROW_HEIGHT / 2;
      const p = d3Path();
      p.moveTo(xs, ys);
      p.lineTo(xs + 8, ys);
      if (xe - 16 >= xs) p.lineTo(xs + 8, ye);
      else {
        const yMid = toIndex * ROW_HEIGHT + (toIndex > fromIndex ? 0 : ROW_HEIGHT);
        p.lineTo(xs + 8, yMid);
        p.lineTo(xe - 8, yMid);
        p.lineTo(xe - 8, ye);
      }
      p.lineTo(xe - 1, ye);
      minX = Math.min(minX, xs, xe - 24);
      maxX = Math.max(maxX, xs + 8, xe);
      minY = Math.min(minY, ys, ye);
      maxY = Math.max(maxY, ys, ye);
      list.push({ link, d: p.toString(), lagX: xe - 10, lagY: toIndex * ROW_HEIGHT + 6, fromIndex, toIndex });
    }
    const pad = 12;
    return { list, left: minX - pad, top: minY - pad, width: maxX - minX + 2 * pad, height: maxY - minY + 2 * pad };
  }, [snapshot.tasks, snapshot.hierarchy, linkIndex, firstIndex, lastIndex, scale]);

  // Drag handlers live on the window from the pointerdown on, and read the latest render through this ref.
  const latest = useRef({ planner, ppd, rows, snapshot, onResult });
  useLayoutEffect(() => {
    latest.current = { planner, ppd, rows, snapshot, onResult };
  });

  const finishDrag = (current: DragState, event: PointerEvent): void => {
    const { planner: p, ppd: pxPerDay, rows: shown, snapshot: snap, onResult: report } = latest.current;
    const task = p.getTask(current.taskId);
    if (!task || !current.moved) return;
    if (current.mode === 'link') {
      const rect = canvasRef.current?.getBoundingClientRect();
      if (!rect) return;
      const row = shown[Math.floor((event.clientY - rect.top) / ROW_HEIGHT)];
      const target = row === undefined ? undefined : snap.tasks[row];
      if (target && target.id !== task.id) report(p.addLink(task.id, target.id));
      return;
    }
    const days = Math.round((event.clientX - current.originX) / pxPerDay);
    if (days === 0) return;
    if (current.mode === 'move') report(p.moveTask(task.id, task.start + days * DAY_MS));
    else if (current.mode === 'end')
      report(p.setEnd(task.id, Math.max(task.start + DAY_MS, task.end + 1 + days * DAY_MS)));
    else
      report(
        p.batch(
          'resize',
          (edit) =>
            edit.setStart(task.id, Math.min(task.start + days * DAY_MS, task.end - DAY_MS + 1)) &&
            edit.setEnd(task.id, task.end + 1),
        ),
      );
  };

  const onPointerDown = useCallback(
    (event: ReactPointerEvent, task: PlannerTask, mode: DragMode): void => {
      if (event.button !== 0) return;
      event.stopPropagation();
      const { planner: p, snapshot: snap } = latest.current;
      p.setCurrentTask(task.id);
      onSelectLink(undefined);
      const editable = snap.canWrite && p.canEdit(task.id);
      if (mode === 'link' ? !snap.canWrite : !editable) return;
      let current: DragState = {
        taskId: task.id,
        mode,
        originX: event.clientX,
        dx: 0,
        pointerX: event.clientX,
        pointerY: event.clientY,
        moved: false,
      };
      setDrag(current);
      const onMove = (e: PointerEvent): void => {
        const dx = e.clientX - current.originX;
        current = {
          ...current,
          dx,
          pointerX: e.clientX,
          pointerY: e.clientY,
          moved: current.moved || Math.abs(dx) >= DRAG_THRESHOLD_PX || mode === 'link',
        };
        // Render the dragged bar in this event, so it is painted in the very next frame.
        flushSync(() => setDrag(current));
      };
      const onUp = (e: PointerEvent): void => {
        window.removeEventListener('pointermove', onMove);
        window.removeEventListener('pointerup', onUp);
        window.removeEventListener('pointercancel', onUp);
        setDrag(undefined);
        finishDrag(current, e);
      };
      window.addEventListener('pointermove', onMove);
      window.addEventListener('pointerup', onUp);
      window.addEventListener('pointercancel', onUp);
    },
    [onSelectLink],
  );

  const onFocusTask = useCallback(
    (taskId: string): void => {
      if (planner.getSnapshot().currentTaskId !== taskId) planner.setCurrentTask(taskId);
    },
    [planner],
  );

  // One link is in the tab order, as one bar is: the selected link when it is drawn, else the first drawn one in
  // display order (by the row it leaves, then the row it enters). The arrow keys, Home and End move among the drawn
  // links in that order, so a keyboard user passes the links with one Tab instead of one per link.
  const linkOrder = (a: LinkPosition, b: LinkPosition): number => a.fromIndex - b.fromIndex || a.toIndex - b.toIndex;
  const selectedDrawn =
    selectedLink && linkLayer.list.find(({ link }) => link.from === selectedLink.from && link.to === selectedLink.to);
  const linkTabStop =
    selectedDrawn ??
    linkLayer.list.reduce<LinkPosition | undefined>(
      (first, entry) => (first === undefined || linkOrder(entry, first) < 0 ? entry : first),
      undefined,
    );

  const onLinkKeyDown = (event: ReactKeyboardEvent, key: LinkKey): void => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelectLink(key);
      return;
    }
    const step = LINK_KEYS.get(event.key);
    if (step === undefined || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    const ordered = [...linkLayer.list].sort(linkOrder);
    const at = ordered.findIndex(({ link }) => link.from === key.from && link.to === key.to);
    const next =
      step === 'first'
        ? 0
        : step === 'last'
          ? ordered.length - 1
          : Math.max(0, Math.min(ordered.length - 1, at + step));
    const target = ordered[next]?.link;
    if (!target || next === at) return;
    const element = canvasRef.current?.querySelector<SVGGElement>(
      `[data-slot="gantt-link"][data-link="${CSS.escape(`${target.from}>${target.to}`)}"]`,
    );
    element?.focus();
  };

  const todayX = scale(now);
  const canWrite = snapshot.canWrite;
  const linkDragFrom = drag?.mode === 'link' && drag.moved ? planner.getTask(drag.taskId) : undefined;
  const canvasRect = linkDragFrom ? canvasRef.current?.getBoundingClientRect() : undefined;
  const currentIndex = snapshot.currentTaskId === undefined ? undefined : displayIndexOf.get(snapshot.currentTaskId);
  const bodyHeight = Math.max(0, height - CHART_HEADER_HEIGHT);
  // The bars are recycled, so their order in the document is not their display order: one bar is in the tab order
  // and Tab, Shift+Tab go to the bar of the next or previous row (onBarTab); past the rows in view they leave the bars.
  const tabStopIndex =
    currentIndex !== undefined && currentIndex >= firstIndex && currentIndex <= lastIndex ? currentIndex : firstIndex;
  const onBarTab = (event: ReactKeyboardEvent<HTMLDivElement>): void => {
    if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
    const bar = (event.target as Element).closest('[data-slot="gantt-bar"]');
    if (!bar?.id.startsWith(barIdPrefix)) return;
    const index = Number(bar.id.slice(barIdPrefix.length)) + (event.shiftKey ? -1 : 1);
    const next = index >= 0 && index < rows.length ? document.getElementById(barIdPrefix + index) : null;
    if (!(next instanceof SVGElement)) return;
    event.preventDefault();
    next.focus();
  };

  return (
    <>
      <div className="sticky top-0 z-20 overflow-hidden" style={{ height: CHART_HEADER_HEIGHT }}>
        <ChartAxis
          scale={scale}
          zoom={zoom}
          visibleStart={visible.start}
          visibleEnd={visible.end}
          scrollLeft={scrollLeft}
          width={width}
          todayX={todayX}
        />
      </div>
      <div
        className="pointer-events-none sticky overflow-hidden"
        style={{ top: CHART_HEADER_HEIGHT, height: bodyHeight }}
      >
        <ChartBackground
          scale={scale}
          zoom={zoom}
          visibleStart={visible.start}
          visibleEnd={visible.end}
          scrollLeft={scrollLeft}
          width={width}
          todayX={todayX}
          calendar={calendar}
          height={bodyHeight}
        />
      </div>
      <div
        ref={canvasRef}
        id={id}
        role="group"
        aria-label={text.chart}
        // the bars are in the order of their recycled elements: their display order for assistive technology
        aria-owns={rowIndexes
          .filter((index) => index < rows.length)
          .map((index) => barIdPrefix + index)
          .join(' ')}
        data-slot="gantt-chart"
        className="absolute left-0 touch-none select-none"
        style={{
          top: CHART_HEADER_HEIGHT,
          width: totalWidth,
          height: rowCount * ROW_HEIGHT,
          transform: `translateX(${-scrollLeft}px)`,
          contain: 'strict',
        }}
        onPointerDown={() => onSelectLink(undefined)}
        onKeyDown={onBarTab}
      >
        <svg width={0} height={0} className="absolute" aria-hidden="true">
          <defs>
            <pattern id="gantt-pause" width={6} height={6} patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
              <rect width={6} height={6} className="fill-card opacity-60" />
              <line x1={0} y1={0} x2={0} y2={6} className="stroke-foreground" strokeWidth={2} />
            </pattern>
            <marker id="gantt-arrow" viewBox="0 0 8 8" refX={7} refY={4} markerWidth={7} markerHeight={7} orient="auto">
              <path d="M0,0L8,4L0,8z" className="fill-muted-foreground" />
            </marker>
            <marker
              id="gantt-arrow-selected"
              viewBox="0 0 8 8"
              refX={7}
              refY={4}
              markerWidth={7}
              markerHeight={7}
              orient="auto"
            >
              <path d="M0,0L8,4L0,8z" className="fill-primary" />
            </marker>
          </defs>
        </svg>
        {currentIndex !== undefined && currentIndex >= firstIndex && currentIndex <= lastIndex && (
          <div
            className="absolute bg-accent opacity-60"
            style={{ left: scrollLeft, top: currentIndex * ROW_HEIGHT, width, height: ROW_HEIGHT }}
          />
        )}
        {linkLayer.list.length > 0 && (
          <svg
            className="absolute"
            style={{ left: linkLayer.left, top: linkLayer.top }}
            width={linkLayer.width}
            height={linkLayer.height}
            data-slot="gantt-links"
          >
            <g transform={`translate(${-linkLayer.left},${-linkLayer.top})`}>
              {linkLayer.list.map(({ link, d, lagX, lagY }) => {
                const key = { from: link.from, to: link.to };
                const isSelected = selectedLink?.from === link.from && selectedLink.to === link.to;
                const isTabStop = linkTabStop?.link.from === link.from && linkTabStop.link.to === link.to;
                return (
                  <g
                    key={`${link.from}>${link.to}`}
                    role="button"
                    tabIndex={isTabStop ? 0 : -1}
                    aria-label={linkLabel(snapshot, link, text)}
                    aria-pressed={isSelected}
                    data-slot="gantt-link"
                    data-link={`${link.from}>${link.to}`}
                    className="group cursor-pointer outline-none"
                    onPointerDown={(event) => {
                      event.stopPropagation();
                      onSelectLink(key);
                    }}
                    onFocus={() => onSelectLink(key)}
                    onKeyDown={(event) => onLinkKeyDown(event, key)}
                  >
                    <path d={d} className="fill-none stroke-transparent" strokeWidth={8} />
                    <path
                      d={d}
                      className={cn(
                        'fill-none group-focus-visible:stroke-ring',
                        isSelected ? 'stroke-primary' : 'stroke-muted-foreground',
                      )}
                      strokeWidth={isSelected ? 2 : 1.2}
                      markerEnd={isSelected ? 'url(#gantt-arrow-selected)' : 'url(#gantt-arrow)'}
                    />
                    {link.lag > 0 && (
                      <text
                        x={lagX}
                        y={lagY}
                        textAnchor="end"
                        className="pointer-events-none fill-muted-foreground text-[9px]"
                      >
                        +{link.lag}
                      </text>
                    )}
                  </g>
                );
              })}
            </g>
          </svg>
        )}
        {slotted.map(({ key, item: index }) => {
          const row = rows[index];
          const task = row === undefined ? undefined : snapshot.tasks[row];
          if (!task || row === undefined) return null;
          const isSummary = (snapshot.hierarchy.subtreeEnd[row] ?? row) > row;
          return (
            <TaskBar
              key={key}
              id={barIdPrefix + index}
              task={task}
              top={index * ROW_HEIGHT}
              scale={scale}
              isSummary={isSummary}
              isCurrent={task.id === snapshot.currentTaskId}
              isCritical={critical?.isCritical(task.id) ?? false}
              isEditable={canWrite && planner.canEdit(task.id)}
              canLink={canWrite && !isSummary}
              isTabStop={index === tabStopIndex}
              preview={drag?.taskId === task.id ? drag : undefined}
              ppd={ppd}
              onPointerDown={onPointerDown}
              onFocusTask={onFocusTask}
            />
          );
        })}
        {linkDragFrom && drag && canvasRect && (
          <svg className="pointer-events-none absolute top-0 left-0 overflow-visible" width={1} height={1}>
            <line
              x1={scale(linkDragFrom.end + 1) + 8}
              y1={(displayIndexOf.get(linkDragFrom.id) ?? 0) * ROW_HEIGHT + ROW_HEIGHT / 2}
              x2={drag.pointerX - canvasRect.left}
              y2={drag.pointerY - canvasRect.top}
              className="stroke-primary"
              strokeDasharray="4 2"
              strokeWidth={1.5}
            />
          </svg>
        )}
      </div>
    </>
  );
}

/** Memoised: while scrolling, the editor re-renders on every frame and the chart only when its rows change. */
export const GanttChart = memo(GanttChartView);
