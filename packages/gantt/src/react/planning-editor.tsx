import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ComponentProps, PointerEvent as ReactPointerEvent } from 'react';
import type { Planner } from '../model/planner.ts';
import { DAY_MS } from '../model/calendar.ts';
import type { EditResult, PlannerError, PlannerTask } from '../model/types.ts';
import { chartScale } from './chart-axis.ts';
import { cn } from './cn.ts';
import { EditorToolbar } from './editor-toolbar.tsx';
import { PlannerLabelsContext, plannerLabels } from './labels.ts';
import { StatusChoicesContext, type StatusChoices } from './status-choices.ts';
import type { PlannerLabels, PlannerLocale } from './labels.ts';
import { PlannerErrorAlert } from './error-alert.tsx';
import { EMPTY_PLAN_VIEW, viewOfPlan } from './plan-view.ts';
import type { PlanView } from './plan-view.ts';
import { CHART_HEADER_HEIGHT, GanttChart } from './gantt-chart.tsx';
import type { LinkKey } from './gantt-chart.tsx';
import { GRID_HEADER_HEIGHT, GRID_WIDTH, TaskGrid } from './task-grid.tsx';
import { TaskEditorDialog } from './task-editor-dialog.tsx';
import {
  GRID_MIN_ROWS,
  MIN_CHART_WIDTH_PX,
  MIN_FIRST_BOX_PX,
  PIXELS_PER_DAY,
  ROW_HEIGHT,
  SPLITTER_START_PERCENT,
  chartSpan,
  fitZoom,
} from './time-scale.ts';
import { useElementSize } from './use-element-size.ts';
import { usePlannerDirty, usePlannerSnapshot, useUnsavedDataWarning } from './use-planner.ts';

const HEADER_HEIGHT = Math.max(GRID_HEADER_HEIGHT, CHART_HEADER_HEIGHT);
const SPLITTER_WIDTH = 6;
const WEEK_MS = 7 * DAY_MS;

export interface PlanningEditorProps extends Omit<ComponentProps<'div'>, 'children'> {
  planner: Planner;
  /** Height of the whole editor (toolbar included); default 600 px. */
  height?: number | string;
  /** The clock for the today line (stories and tests pass a fixed time). */
  now?: number;
  /** Start with the critical path shown. */
  defaultShowCriticalPath?: boolean;
  /** Warn with the browser's dialog when the page is left with unsaved changes (default on). */
  warnOnUnsavedData?: boolean;
  /** The language of every text the editor shows or announces: Serbian (default) or English. */
  locale?: PlannerLocale;
  /** Texts of the host's own laid over the locale's (PLANNER_LABELS_SR / PLANNER_LABELS_EN). */
  labels?: Partial<PlannerLabels>;
  /**
   * Where the chart opens (and returns to when the zoom changes): the project's first day (default), or a week
   * before today when today falls inside the project, as a plan of many running jobs is read.
   */
  openAt?: 'start' | 'today';
  /**
   * The statuses the status menu and the task editor offer for a task (its current one is always shown); all five
   * when not given. A host whose records cannot hold a status (its save would refuse or drop it) leaves it out.
   */
  statusChoices?: StatusChoices;
  /**
   * Whether the Delete key may delete a task (default: every task the planner lets go). A host whose save refuses to
   * delete some rows (RP: a job is deleted on its own screen, not in the plan) leaves them out.
   */
  canDeleteTask?: (task: PlannerTask) => boolean;
}

/**
 * The planning editor (spec part 2 §2): the task grid and the Gantt chart side by side, sharing one vertical
 * scroll, with the toolbar, the task editor popup, the keyboard and the error alert.
 */
export function PlanningEditor({
  planner,
  height = 600,
  now: nowProp,
  defaultShowCriticalPath = false,
  warnOnUnsavedData = true,
  locale = 'sr',
  labels: labelsProp,
  openAt = 'start',
  statusChoices,
  canDeleteTask,
  className,
  style,
  ...props
}: PlanningEditorProps) {
  const snapshot = usePlannerSnapshot(planner);
  const text = useMemo(() => plannerLabels(locale, labelsProp), [locale, labelsProp]);
  const isDirty = usePlannerDirty(planner);
  useUnsavedDataWarning(planner, warnOnUnsavedData);
  const [now] = useState(() => nowProp ?? Date.now());
  const today = nowProp ?? now;

  const gridId = useId();
  const chartId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const chartScrollRef = useRef<HTMLDivElement>(null);
  const gridScrollRef = useRef<HTMLDivElement>(null);
  const rootSize = useElementSize(rootRef);
  const scrollerSize = useElementSize(scrollerRef);

  const [errors, setErrors] = useState<readonly PlannerError[]>(() => planner.getLoadIssues());
  const [showCritical, setShowCritical] = useState(defaultShowCriticalPath);
  const [includeToday, setIncludeToday] = useState(false);
  const [selectedLink, setSelectedLink] = useState<LinkKey | undefined>();
  const [editorTaskId, setEditorTaskId] = useState<string | undefined>();
  const [chartScrollLeft, setChartScrollLeft] = useState(0);
  const [gridScrollLeft, setGridScrollLeft] = useState(0);
  const [dragPercent, setDragPercent] = useState<number | undefined>();

  useEffect(
    () =>
      planner.subscribe((event) => {
        if (event.kind === 'load') setErrors(planner.getLoadIssues());
      }),
    [planner],
  );

  const onResult = useCallback((result: EditResult) => {
    setErrors(result.ok ? [] : result.errors);
  }, []);

  // The shown rows and bounds per change; the same rows array while the shown rows stay the same (a date edit). The
  // last view is state, replaced during the render that sees a new plan (React's pattern for a value derived from the
  // previous render), so no render writes to a ref.
  const [scan, setScan] = useState(() => ({
    tasks: snapshot.tasks,
    hierarchy: snapshot.hierarchy,
    view: viewOfPlan(snapshot, EMPTY_PLAN_VIEW),
  }));
  let view: PlanView = scan.view;
  if (scan.tasks !== snapshot.tasks || scan.hierarchy !== snapshot.hierarchy) {
    view = viewOfPlan(snapshot, scan.view);
    setScan({ tasks: snapshot.tasks, hierarchy: snapshot.hierarchy, view });
  }
  const { rows } = view;
  const rowCount = Math.max(rows.length, GRID_MIN_ROWS);
  const bounds = useMemo(() => ({ start: view.start, end: view.end }), [view.start, view.end]);

  const percent = dragPercent ?? snapshot.splitterPosition ?? SPLITTER_START_PERCENT;
  const rootWidth = rootSize.width;
  const gridWidth = Math.round(
    Math.min(
      Math.max((percent / 100) * rootWidth, MIN_FIRST_BOX_PX),
      Math.max(MIN_FIRST_BOX_PX, rootWidth - SPLITTER_WIDTH - MIN_FIRST_BOX_PX),
    ),
  );
  const chartWidth = Math.max(0, rootWidth - gridWidth - SPLITTER_WIDTH);

  const zoom = snapshot.zoom;
  const span = useMemo(
    () => chartSpan(bounds.start, bounds.end, zoom, Math.max(chartWidth, MIN_CHART_WIDTH_PX), today, includeToday),
    [bounds.start, bounds.end, zoom, chartWidth, today, includeToday],
  );
  const scale = useMemo(() => chartScale(span, zoom), [span, zoom]);
  const totalChartWidth = scale.range()[1] ?? 0;

  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => ROW_HEIGHT,
    scrollMargin: HEADER_HEIGHT,
    overscan: 3,
    initialRect: { width: 1000, height: 600 },
  });
  const items = virtualizer.getVirtualItems();
  // The rows in view are drawn in the scroll's own frame. (They were once drawn through useDeferredValue: while the
  // scroller kept moving, each new range superseded the render of the last one, so the rows were not drawn at all
  // until the scrolling stopped, or until React forced the starved render after ~5 s.) The range as a string keeps
  // renders away while it does not change.
  const shownRange = `${items[0]?.index ?? 0}:${items[items.length - 1]?.index ?? -1}`;
  const rowIndexes = useMemo(() => {
    const [first = 0, last = -1] = shownRange.split(':').map(Number);
    return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i);
  }, [shownRange]);

  const scrollChartTo = useCallback((left: number) => {
    const element = chartScrollRef.current;
    const clamped = Math.max(0, left);
    if (element) element.scrollLeft = clamped;
    setChartScrollLeft(element ? element.scrollLeft : clamped);
  }, []);

  // Open on the project (not on an empty today) or on today inside it, again whenever the zoom changes, and once more
  // when the editor's width is first known: before that the chart is drawn for no width at all, and the browser cuts
  // the opening scroll down to what that narrow chart allows (how far depended on when the width came).
  const startX = bounds.start === undefined ? scale(today) : scale(bounds.start);
  const todayInside =
    bounds.start !== undefined && bounds.end !== undefined && today >= bounds.start && today <= bounds.end;
  const openX = openAt === 'today' && todayInside ? Math.max(startX, scale(today - WEEK_MS)) : startX;
  const isMeasured = rootWidth > 0;
  useLayoutEffect(() => {
    scrollChartTo(openX - 24);
  }, [zoom, isMeasured, scrollChartTo]); // eslint-disable-line react-hooks/exhaustive-deps

  const fitToView = useCallback(() => {
    if (bounds.start === undefined || bounds.end === undefined) return;
    const start = includeToday ? Math.min(bounds.start, today) : bounds.start;
    const end = includeToday ? Math.max(bounds.end, today) : bounds.end;
    const next = fitZoom(end - start);
    if (next === zoom) scrollChartTo(startX - 24);
    else planner.setZoom(next);
  }, [bounds.start, bounds.end, includeToday, today, zoom, startX, planner, scrollChartTo]);
  const goToToday = useCallback(
    () => scrollChartTo(scale(today) - chartWidth / 2),
    [scrollChartTo, scale, today, chartWidth],
  );

  const critical = showCritical ? planner.getCriticalPath() : undefined;

  const focusBar = useCallback((id: string) => {
    requestAnimationFrame(() => {
      const bar = rootRef.current?.querySelector<SVGGElement>(
        `[data-slot="gantt-bar"][data-task-id="${CSS.escape(id)}"]`,
      );
      if (bar && document.activeElement !== bar) bar.focus();
    });
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.defaultPrevented) return;
      const target = event.target as HTMLElement;
      const root = rootRef.current;
      const onPage = target === document.body || target === document.documentElement;
      if (!onPage && !root?.contains(target)) return;
      if (
        target.closest(
          'input, textarea, select, [contenteditable="true"], [role="dialog"], [role="listbox"], [role="separator"]',
        )
      )
        return;
      const current = planner.getSnapshot();
      const bar = target.closest('[data-slot="gantt-bar"]');
      const barId = bar?.getAttribute('data-task-id') ?? undefined;
      const onLink = target.closest('[data-slot="gantt-link"]') !== null;
      const key = event.key;
      const ctrl = event.ctrlKey || event.metaKey;
      let handled = true;
      if (ctrl && (key === 'z' || key === 'Z') && !event.shiftKey) planner.undo();
      else if (ctrl && (key === 'y' || key === 'Y' || ((key === 'z' || key === 'Z') && event.shiftKey))) planner.redo();
      else if (ctrl) handled = false;
      else if (key === 'Delete' || key === 'Backspace') {
        if (!current.canWrite) handled = false;
        else if (selectedLink && (onLink || !barId)) {
          if (planner.canEditLinks(selectedLink.to, selectedLink.from)) {
            onResult(planner.removeLink(selectedLink.from, selectedLink.to));
            setSelectedLink(undefined);
          } else
            onResult({
              ok: false,
              errors: [
                { code: 'CANNOT_WRITE', taskId: selectedLink.to, taskName: planner.getTask(selectedLink.to)?.name },
              ],
            });
        } else {
          const id = barId ?? current.currentTaskId;
          const task = id ? planner.getTask(id) : undefined;
          if (id && (!task || !canDeleteTask || canDeleteTask(task))) onResult(planner.deleteTask(id));
          else handled = false;
        }
      } else if (key === 'ArrowUp' || key === 'ArrowDown') {
        const down = key === 'ArrowDown';
        if (barId) {
          if (current.canWrite) {
            onResult(down ? planner.moveTaskDown(barId) : planner.moveTaskUp(barId));
            focusBar(barId);
          }
        } else {
          const index = rows.findIndex((row) => current.tasks[row]?.id === current.currentTaskId);
          const next = Math.min(rows.length - 1, Math.max(0, index + (down ? 1 : -1)));
          const id = current.tasks[rows[next] ?? -1]?.id;
          if (id) {
            planner.setCurrentTask(id);
            virtualizer.scrollToIndex(next, { align: 'auto' });
          }
        }
      } else if ((key === 'ArrowRight' || key === 'ArrowLeft') && barId) {
        if (current.canWrite) {
          onResult(key === 'ArrowRight' ? planner.indentTask(barId) : planner.outdentTask(barId));
          focusBar(barId);
        }
      } else handled = false;
      if (handled) event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [planner, rows, selectedLink, onResult, focusBar, virtualizer, canDeleteTask]);

  const onSplitterPointerDown = (event: ReactPointerEvent<HTMLDivElement>): void => {
    const root = rootRef.current;
    if (!root || event.button !== 0) return;
    event.preventDefault();
    const rect = root.getBoundingClientRect();
    const toPercent = (clientX: number): number =>
      Math.min(100, Math.max(0, ((clientX - rect.left) / rect.width) * 100));
    let last = percent;
    const onMove = (e: PointerEvent): void => {
      last = toPercent(e.clientX);
      setDragPercent(last);
    };
    const onUp = (): void => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      planner.setSplitterPosition(Math.round(last * 10) / 10);
      setDragPercent(undefined);
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
  };

  const currentTaskId = snapshot.currentTaskId;
  const taskCount = snapshot.tasks.length;
  const addTask = useCallback(() => {
    onResult(currentTaskId ? planner.addTaskBelow(currentTaskId) : planner.createTasksToRow(taskCount + 1));
  }, [planner, currentTaskId, taskCount, onResult]);

  const viewportHeight = scrollerSize.height;
  const closeEditor = useCallback((open: boolean) => {
    if (!open) setEditorTaskId(undefined);
  }, []);
  const dismissErrors = useCallback(() => setErrors([]), []);
  return (
    <PlannerLabelsContext value={text}>
      <StatusChoicesContext value={statusChoices}>
        <div
          ref={rootRef}
          data-slot="planning-editor"
          data-dirty={isDirty || undefined}
          className={cn(
            'flex min-w-0 flex-col overflow-hidden rounded-md border border-border bg-card text-foreground',
            className,
          )}
          style={{ height, ...style }}
          {...props}
        >
          <EditorToolbar
            planner={planner}
            canUndo={snapshot.canUndo}
            canRedo={snapshot.canRedo}
            canWrite={snapshot.canWrite}
            zoom={zoom}
            showCriticalPath={showCritical}
            includeToday={includeToday}
            isDirty={isDirty}
            onAddTask={addTask}
            onFitToView={fitToView}
            onToday={goToToday}
            onShowCriticalPathChange={setShowCritical}
            onIncludeTodayChange={setIncludeToday}
          />
          <PlannerErrorAlert errors={errors} onDismiss={dismissErrors} className="mx-2 my-1" />
          <div
            ref={scrollerRef}
            data-slot="planning-editor-scroller"
            className="relative min-h-0 flex-1 overflow-x-hidden overflow-y-auto [will-change:scroll-position]"
          >
            <div className="flex" style={{ height: HEADER_HEIGHT + rowCount * ROW_HEIGHT }}>
              <TaskGrid
                id={gridId}
                planner={planner}
                snapshot={snapshot}
                rows={rows}
                rowIndexes={rowIndexes}
                rowCount={rowCount}
                scrollLeft={gridScrollLeft}
                width={gridWidth}
                onOpenEditor={setEditorTaskId}
                onResult={onResult}
              />
              <div
                role="separator"
                aria-orientation="vertical"
                aria-label={text.splitter}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(percent)}
                tabIndex={0}
                className="sticky top-0 z-20 shrink-0 cursor-col-resize bg-border outline-none hover:bg-primary focus-visible:bg-primary"
                style={{ width: SPLITTER_WIDTH, height: viewportHeight || '100%' }}
                onPointerDown={onSplitterPointerDown}
                onKeyDown={(event) => {
                  if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
                    event.preventDefault();
                    planner.setSplitterPosition(
                      Math.min(100, Math.max(0, percent + (event.key === 'ArrowLeft' ? -2 : 2))),
                    );
                  }
                }}
              />
              <div
                className="relative min-w-0 flex-1 overflow-x-clip"
                onWheel={(event) => {
                  const dx = event.shiftKey ? event.deltaY : event.deltaX;
                  if (dx !== 0 && (event.shiftKey || Math.abs(event.deltaX) > Math.abs(event.deltaY)))
                    scrollChartTo(chartScrollLeft + dx);
                }}
              >
                <GanttChart
                  id={chartId}
                  planner={planner}
                  snapshot={snapshot}
                  rows={rows}
                  rowIndexes={rowIndexes}
                  rowCount={rowCount}
                  height={viewportHeight}
                  width={chartWidth}
                  scale={scale}
                  span={span}
                  zoom={zoom}
                  scrollLeft={chartScrollLeft}
                  now={today}
                  calendar={planner.getCalendar()}
                  critical={critical}
                  selectedLink={selectedLink}
                  onSelectLink={setSelectedLink}
                  onResult={onResult}
                />
              </div>
            </div>
          </div>
          <div className="flex shrink-0 border-t border-border bg-card">
            <div
              ref={gridScrollRef}
              role="scrollbar"
              tabIndex={0}
              aria-label={text.gridScroll}
              aria-controls={gridId}
              aria-orientation="horizontal"
              aria-valuemin={0}
              aria-valuemax={Math.max(0, GRID_WIDTH - gridWidth)}
              aria-valuenow={Math.round(gridScrollLeft)}
              className="overflow-x-auto overflow-y-hidden outline-none focus-visible:ring-2 focus-visible:ring-ring"
              style={{ width: gridWidth + SPLITTER_WIDTH }}
              onScroll={(event) => setGridScrollLeft(event.currentTarget.scrollLeft)}
            >
              <div style={{ width: GRID_WIDTH + SPLITTER_WIDTH, height: 1 }} />
            </div>
            <div
              ref={chartScrollRef}
              data-slot="gantt-hscroll"
              role="scrollbar"
              tabIndex={0}
              aria-label={text.chartScroll}
              aria-controls={chartId}
              aria-orientation="horizontal"
              aria-valuemin={0}
              aria-valuemax={Math.max(0, Math.round(totalChartWidth - chartWidth))}
              aria-valuenow={Math.round(chartScrollLeft)}
              className="min-w-0 flex-1 overflow-x-auto overflow-y-hidden outline-none focus-visible:ring-2 focus-visible:ring-ring"
              onScroll={(event) => setChartScrollLeft(event.currentTarget.scrollLeft)}
            >
              <div style={{ width: totalChartWidth, height: 1 }} />
            </div>
          </div>
          <span className="sr-only" aria-live="polite">
            {PIXELS_PER_DAY[zoom] ? `${text.scale}: ${text.zoomLevels[zoom]}` : ''}
          </span>
          <TaskEditorDialog
            planner={planner}
            snapshot={snapshot}
            taskId={editorTaskId}
            onOpenChange={closeEditor}
            onResult={onResult}
          />
        </div>
      </StatusChoicesContext>
    </PlannerLabelsContext>
  );
}
