import {
  scaleTime,
  timeDay,
  timeFormatLocale,
  timeHour,
  timeMinute,
  timeMonth,
  timeSecond,
  timeMonday,
  timeYear,
  type ScaleTime,
} from 'd3';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ComponentProps, PointerEvent as ReactPointerEvent } from 'react';
import { cn } from './cn.ts';
import type { TimeRange, TimelineCluster, TimelineGroup, TimelineItem } from './timeline-math.ts';
import {
  TIMELINE_AXIS_MARGIN,
  TIMELINE_DAY_MS,
  clusterTitle,
  TIMELINE_EVENT_MARGIN,
  TIMELINE_MOVE_FACTOR,
  TIMELINE_ZOOM_FACTOR,
  TIMELINE_ZOOM_MAX_MS,
  TIMELINE_ZOOM_MIN_MS,
  clampSpan,
  clusterItems,
  defaultRange,
  itemType,
  moveRange,
  stackLanes,
  zoomCenter,
  zoomLimits,
  zoomRange,
} from './timeline-math.ts';
import { useElementSize } from './use-element-size.ts';

/** The group label column: narrower on a phone, where every pixel of the time axis counts. */
const LABEL_WIDTH = 140;
const NARROW_LABEL_WIDTH = 88;
const NARROW_BELOW_PX = 480;
const ITEM_HEIGHT = 20;
const LANE_PITCH = ITEM_HEIGHT + TIMELINE_EVENT_MARGIN;
const AXIS_HEIGHT = 24;
/** Below this width a range's name goes after its bar instead of being cut to a letter or two inside it. */
const MIN_LABEL_PX = 64;
/** The room an item's name may take beside it (after a narrow bar or a dot), clipped there, and a letter's width. */
const MAX_LABEL_PX = 220;
const CHAR_PX = 6.5;

/** The room a name takes beside its item, at most MAX_LABEL_PX. */
const nameRoom = (content: string): number => Math.min(MAX_LABEL_PX, content.length * CHAR_PX + 16);

const serbian = timeFormatLocale({
  dateTime: '%d.%m.%Y. %H:%M:%S',
  date: '%d.%m.%Y.',
  time: '%H:%M:%S',
  periods: ['AM', 'PM'],
  days: ['nedelja', 'ponedeljak', 'utorak', 'sreda', 'četvrtak', 'petak', 'subota'],
  shortDays: ['ned', 'pon', 'uto', 'sre', 'čet', 'pet', 'sub'],
  months: [
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
  shortMonths: ['jan', 'feb', 'mar', 'apr', 'maj', 'jun', 'jul', 'avg', 'sep', 'okt', 'nov', 'dec'],
});
const english = timeFormatLocale({
  dateTime: '%d/%m/%Y %H:%M:%S',
  date: '%d/%m/%Y',
  time: '%H:%M:%S',
  periods: ['AM', 'PM'],
  days: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  shortDays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  months: [
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
  shortMonths: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
});

type Formats = Record<
  'ms' | 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year' | 'full',
  (date: Date) => string
>;

function formatsOf(locale: typeof serbian, day: string, week: string): Formats {
  return {
    ms: locale.format('.%L'),
    second: locale.format(':%S'),
    minute: locale.format('%H:%M'),
    hour: locale.format('%H:%M'),
    day: locale.format(day),
    week: locale.format(week),
    month: locale.format('%B'),
    year: locale.format('%Y'),
    // The firm's date format in every language (part 1 §9: DD/MM/YYYY).
    full: locale.format('%d/%m/%Y %H:%M:%S'),
  };
}

const FORMATS: Record<TimelineLocale, Formats> = {
  sr: formatsOf(serbian, '%a %d.', '%d. %b'),
  en: formatsOf(english, '%a %d', '%d %b'),
};

/** The texts of the navigation bar and the pause shading; the defaults are Serbian. */
export interface TimelineLabels {
  navigation: string;
  zoomIn: string;
  zoomOut: string;
  moveLeft: string;
  moveRight: string;
  newEvent: string;
  pause: string;
  /** The title of a cluster of `count` nearby items. */
  cluster: (count: number) => string;
}

export type TimelineLocale = 'sr' | 'en';

export const TIMELINE_LABELS_SR: TimelineLabels = {
  navigation: 'Navigacija vremenske linije',
  zoomIn: 'Uvećaj',
  zoomOut: 'Umanji',
  moveLeft: 'Pomeri levo',
  moveRight: 'Pomeri desno',
  newEvent: 'Novi događaj',
  pause: 'Pauza',
  cluster: (count) => `Grupa od ${count} događaja. Uvećajte prikaz da vidite pojedinačne događaje.`,
};

export const TIMELINE_LABELS_EN: TimelineLabels = {
  navigation: 'Timeline navigation',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  moveLeft: 'Move left',
  moveRight: 'Move right',
  newEvent: 'New event',
  pause: 'Pause',
  cluster: clusterTitle,
};

/**
 * The axis ticks for about `count` labels. d3 lays a weekly axis on Sundays (the American week); the firm's weeks start
 * on Monday (part 2 §9: the calendar week starts Monday), so a weekly axis is laid on Mondays instead.
 */
export function timelineTicks(scale: ScaleTime<number, number>, count: number): Date[] {
  const ticks = scale.ticks(count);
  const [first, second] = ticks;
  const isWeekly =
    first !== undefined &&
    second !== undefined &&
    first.getDay() === 0 &&
    timeDay(first).getTime() === first.getTime() &&
    timeDay.count(first, second) === 7;
  return isWeekly ? scale.ticks(timeMonday) : ticks;
}

/** A tick's label, d3's multi-scale rule with the firm's weeks: a Monday is labelled as a week's start. */
function tickLabel(fmt: Formats, date: Date): string {
  if (timeSecond(date) < date) return fmt.ms(date);
  if (timeMinute(date) < date) return fmt.second(date);
  if (timeHour(date) < date) return fmt.minute(date);
  if (timeDay(date) < date) return fmt.hour(date);
  if (timeMonth(date) < date) return timeMonday(date) < date ? fmt.day(date) : fmt.week(date);
  if (timeYear(date) < date) return fmt.month(date);
  return fmt.year(date);
}

export interface TimelinePause {
  start: number;
  end: number;
  /** Without a group the pause covers every group. */
  group?: string;
}

/** Return false to cancel the change (as the old widget's callbacks did). */
type Cancelable = (item: TimelineItem) => boolean | void;

export interface TimelineProps extends Omit<ComponentProps<'div'>, 'onSelect' | 'onChange'> {
  items: readonly TimelineItem[];
  groups?: readonly TimelineGroup[];
  /** Days off (any instant in the day), shaded. */
  holidays?: readonly number[];
  pauses?: readonly TimelinePause[];
  /** The current-time line; defaults to the clock at mount. */
  now?: number;
  /** Zoom bounds in ms (default 10 ms to about 1000 years; the jobs screen passes 18e7 and 1e11). */
  zoomMin?: number;
  zoomMax?: number;
  /** The first window; defaults to the data padded by 5 percent (or 3 days before now without data). */
  defaultRange?: TimeRange;
  /** Whether items may be added, moved and deleted; an item's own `editable` overrides it. */
  editable?: boolean;
  /** Items of one group closer than this many pixels form clusters (at most 5 items each). */
  clusterDistance?: number;
  /** Axis and date texts: Serbian (default) or English; dates are DD/MM/YYYY in both. */
  locale?: TimelineLocale;
  /** Navigation texts; defaults to the locale's (TIMELINE_LABELS_SR / TIMELINE_LABELS_EN). */
  labels?: Partial<TimelineLabels>;
  onSelect?: (item: TimelineItem) => void;
  onUnselect?: (item: TimelineItem) => void;
  /** Double click on an item. */
  onEdit?: (item: TimelineItem) => void;
  onAdd?: Cancelable;
  onChange?: Cancelable;
  onDelete?: Cancelable;
  onRangeChange?: (range: TimeRange) => void;
}

interface Placed {
  key: string;
  group: string | undefined;
  left: number;
  right: number;
  /** A range's bar end; its name is written after the bar (within `right`) when the bar is too narrow for it. */
  barRight?: number;
  item?: TimelineItem;
  cluster?: TimelineCluster;
}

const navButton =
  'inline-flex h-8 items-center rounded-md border border-border bg-card px-2.5 text-sm text-foreground outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50';

/**
 * The timeline of the jobs Gantt screen and the task screens: groups, box / range / dot items, clusters, the
 * current-time line, holidays and pauses, with a navigation bar and host-cancelable edits.
 */
export function Timeline({
  items: itemsProp,
  groups,
  holidays = [],
  pauses = [],
  now: nowProp,
  zoomMin = TIMELINE_ZOOM_MIN_MS,
  zoomMax = TIMELINE_ZOOM_MAX_MS,
  defaultRange: initialRange,
  editable = false,
  clusterDistance = 30,
  locale = 'sr',
  labels: labelsProp,
  onSelect,
  onUnselect,
  onEdit,
  onAdd,
  onChange,
  onDelete,
  onRangeChange,
  className,
  ...props
}: TimelineProps) {
  const [clock] = useState(() => nowProp ?? Date.now());
  const now = nowProp ?? clock;
  const [items, setItems] = useState<readonly TimelineItem[]>(itemsProp);
  const [sourceItems, setSourceItems] = useState(itemsProp);
  if (sourceItems !== itemsProp) {
    setSourceItems(itemsProp);
    setItems(itemsProp);
  }
  const [range, setRangeState] = useState<TimeRange>(() =>
    clampSpan(initialRange ?? defaultRange(itemsProp, now, zoomMin, zoomMax), zoomMin, zoomMax),
  );
  const [selectedId, setSelectedId] = useState<string | undefined>();
  const [drag, setDrag] = useState<{ id: string; originX: number; dx: number } | undefined>();
  const [newCount, setNewCount] = useState(1);
  const bodyRef = useRef<HTMLDivElement>(null);
  const size = useElementSize(bodyRef);
  const labelWidth = size.width > 0 && size.width < NARROW_BELOW_PX ? NARROW_LABEL_WIDTH : LABEL_WIDTH;
  const width = Math.max(0, size.width - labelWidth);
  const titleId = useId();
  const fmt = FORMATS[locale];
  const text = { ...(locale === 'en' ? TIMELINE_LABELS_EN : TIMELINE_LABELS_SR), ...labelsProp };

  const setRange = (next: TimeRange): void => {
    setRangeState(next);
    onRangeChange?.(next);
  };

  const scale = useMemo(() => scaleTime().domain([range.start, range.end]).range([0, width]), [range, width]);
  const msPerPx = width > 0 ? (range.end - range.start) / width : 1;

  const groupList: readonly (TimelineGroup | undefined)[] = groups && groups.length > 0 ? groups : [undefined];
  const isEditable = (item: TimelineItem): boolean => item.editable ?? editable;

  const layout = useMemo(() => {
    const margin = (range.end - range.start) * 0.5;
    const inView = items.filter(
      (item) => (item.end ?? item.start) >= range.start - margin && item.start <= range.end + margin,
    );
    const { items: single, clusters } = clusterItems(inView, msPerPx, clusterDistance);
    const placed: Placed[] = [];
    for (const item of single) {
      const x = scale(item.start);
      const type = itemType(item);
      const textWidth = nameRoom(item.content);
      if (type === 'range') {
        const barRight = Math.max(x + 4, scale(item.end ?? item.start));
        // A bar that cannot show a few letters of its name writes the name after itself; a wider one clips it.
        const isLabelOutside = barRight - x < Math.min(textWidth, MIN_LABEL_PX);
        placed.push({
          key: item.id,
          group: item.group,
          left: x,
          right: isLabelOutside ? barRight + textWidth : barRight,
          barRight,
          item,
        });
      } else if (type === 'dot')
        placed.push({ key: item.id, group: item.group, left: x - 5, right: x + textWidth, item });
      else placed.push({ key: item.id, group: item.group, left: x - textWidth / 2, right: x + textWidth / 2, item });
    }
    for (const cluster of clusters) {
      const x = scale(cluster.start);
      placed.push({
        key: cluster.id,
        group: cluster.group,
        left: x - 14,
        right: Math.max(x + 14, scale(cluster.end)),
        cluster,
      });
    }
    const byGroup = new Map<string | undefined, { placed: Placed; lane: number }[]>();
    const known = new Set(groupList.map((g) => g?.id));
    for (const entry of placed) {
      const group = known.has(entry.group) ? entry.group : groupList[0]?.id;
      const list = byGroup.get(group) ?? [];
      list.push({ placed: entry, lane: 0 });
      byGroup.set(group, list);
    }
    for (const list of byGroup.values()) {
      const lanes = stackLanes(list.map((e) => e.placed));
      list.forEach((e, i) => (e.lane = lanes[i] ?? 0));
    }
    return byGroup;
    // groupList is derived from groups
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [items, range, scale, msPerPx, clusterDistance, groups]);

  let y = 0;
  const bands = groupList.map((group) => {
    const entries = layout.get(group?.id) ?? [];
    const lanes = entries.reduce((max, e) => Math.max(max, e.lane + 1), 1);
    const height = lanes * LANE_PITCH + TIMELINE_EVENT_MARGIN;
    const band = { group, entries, top: y, height };
    y += height;
    return band;
  });
  const bodyHeight = y;
  const svgHeight = bodyHeight + AXIS_HEIGHT + TIMELINE_AXIS_MARGIN / 2;

  const ticks = timelineTicks(scale, Math.max(2, Math.floor(width / 90)));
  const dayStart = (ms: number): number => {
    const d = new Date(ms);
    d.setHours(0, 0, 0, 0);
    return d.getTime();
  };
  const holidayRects =
    range.end - range.start < 400 * TIMELINE_DAY_MS
      ? holidays
          .map((h) => dayStart(h))
          .filter((d) => d + TIMELINE_DAY_MS >= range.start && d <= range.end)
          .map((d) => ({ x: scale(d), w: scale(d + TIMELINE_DAY_MS) - scale(d), key: d }))
      : [];

  const select = (item: TimelineItem | undefined): void => {
    const previous = items.find((i) => i.id === selectedId);
    if (previous && previous.id !== item?.id) onUnselect?.(previous);
    setSelectedId(item?.id);
    if (item && item.id !== previous?.id) onSelect?.(item);
  };

  const addItem = (start: number, group: string | undefined): void => {
    const item: TimelineItem = { id: `novi-${newCount}`, start, content: `${text.newEvent} ${newCount}`, group };
    setNewCount((n) => n + 1);
    if (onAdd?.(item) === false) return;
    setItems((list) => [...list, item]);
    setSelectedId(item.id);
  };

  const deleteItem = (item: TimelineItem): void => {
    if (!isEditable(item) || onDelete?.(item) === false) return;
    setItems((list) => list.filter((i) => i.id !== item.id));
    setSelectedId(undefined);
  };

  // Wheel zooms around the pointer; it needs a non-passive listener to keep the page from scrolling.
  const wheelRef = useRef({ range, width, labelWidth, zoomMin, zoomMax, onRangeChange });
  useEffect(() => {
    wheelRef.current = { range, width, labelWidth, zoomMin, zoomMax, onRangeChange };
  });
  useEffect(() => {
    const element = bodyRef.current;
    if (!element) return undefined;
    const onWheel = (event: WheelEvent): void => {
      const state = wheelRef.current;
      if (state.width <= 0 || event.deltaY === 0) return;
      event.preventDefault();
      const rect = element.getBoundingClientRect();
      const ratio = Math.min(1, Math.max(0, (event.clientX - rect.left - state.labelWidth) / state.width));
      const center = state.range.start + ratio * (state.range.end - state.range.start);
      const next = zoomRange(state.range, event.deltaY < 0 ? 0.2 : -0.2, state.zoomMin, state.zoomMax, center);
      setRangeState(next);
      state.onRangeChange?.(next);
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, []);

  // Window listeners start at the pointerdown and read the latest render through this ref.
  const dragContext = useRef({ msPerPx, onChange });
  useEffect(() => {
    dragContext.current = { msPerPx, onChange };
  });
  const startDrag = (item: TimelineItem, originX: number): void => {
    setDrag({ id: item.id, originX, dx: 0 });
    const onMove = (event: PointerEvent): void => setDrag({ id: item.id, originX, dx: event.clientX - originX });
    const onUp = (event: PointerEvent): void => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      setDrag(undefined);
      if (Math.abs(event.clientX - originX) < 3) return;
      const shift = (event.clientX - originX) * dragContext.current.msPerPx;
      const changed: TimelineItem = {
        ...item,
        start: item.start + shift,
        end: item.end === undefined ? undefined : item.end + shift,
      };
      if (dragContext.current.onChange?.(changed) === false) return;
      setItems((list) => list.map((i) => (i.id === item.id ? changed : i)));
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
  };

  const panRef = useRef<{ originX: number; range: TimeRange } | undefined>(undefined);
  const onBackgroundPointerDown = (event: ReactPointerEvent): void => {
    if (event.button !== 0) return;
    select(undefined);
    panRef.current = { originX: event.clientX, range };
    const onMove = (e: PointerEvent): void => {
      const pan = panRef.current;
      if (!pan) return;
      const shift = -(e.clientX - pan.originX) * msPerPx;
      setRange({ start: pan.range.start + shift, end: pan.range.end + shift });
    };
    const onUp = (): void => {
      panRef.current = undefined;
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
  };

  const nowX = scale(now);
  const selected = items.find((i) => i.id === selectedId);
  const { canZoomIn, canZoomOut } = zoomLimits(range, zoomMin, zoomMax);
  const zoomBy = (factor: number): void => setRange(zoomRange(range, factor, zoomMin, zoomMax, zoomCenter(range, now)));

  return (
    <div
      data-slot="timeline"
      className={cn('flex flex-col rounded-md border border-border bg-card text-foreground', className)}
      {...props}
    >
      <div role="toolbar" aria-label={text.navigation} className="flex flex-wrap gap-2 border-b border-border p-1.5">
        <button type="button" className={navButton} disabled={!canZoomIn} onClick={() => zoomBy(TIMELINE_ZOOM_FACTOR)}>
          {text.zoomIn}
        </button>
        <button
          type="button"
          className={navButton}
          disabled={!canZoomOut}
          onClick={() => zoomBy(-TIMELINE_ZOOM_FACTOR)}
        >
          {text.zoomOut}
        </button>
        <button type="button" className={navButton} onClick={() => setRange(moveRange(range, -TIMELINE_MOVE_FACTOR))}>
          {text.moveLeft}
        </button>
        <button type="button" className={navButton} onClick={() => setRange(moveRange(range, TIMELINE_MOVE_FACTOR))}>
          {text.moveRight}
        </button>
        {editable && (
          <button
            type="button"
            className={navButton}
            onClick={() => addItem((range.start + range.end) / 2, groupList[0]?.id)}
          >
            {text.newEvent}
          </button>
        )}
        {selected && isEditable(selected) && (
          <button type="button" className={cn(navButton, 'text-danger')} onClick={() => deleteItem(selected)}>
            Obriši događaj
          </button>
        )}
        <span id={titleId} className="ml-auto self-center text-xs text-muted-foreground">
          {fmt.full(new Date(range.start))} – {fmt.full(new Date(range.end))}
        </span>
      </div>
      <div ref={bodyRef} className="relative touch-none select-none overflow-hidden">
        <svg
          width={Math.max(0, size.width)}
          height={svgHeight}
          role="group"
          aria-labelledby={titleId}
          aria-roledescription="vremenska linija"
          className="block"
          onKeyDown={(event) => {
            if ((event.key === 'Delete' || event.key === 'Backspace') && selected) {
              event.preventDefault();
              deleteItem(selected);
            }
          }}
        >
          {bands.map((band, index) => (
            <g key={band.group?.id ?? 'all'} transform={`translate(0,${band.top})`}>
              <rect
                x={0}
                y={0}
                width={size.width}
                height={band.height}
                className={index % 2 ? 'fill-muted/50' : 'fill-card'}
              />
              <line x1={0} x2={size.width} y1={band.height} y2={band.height} className="stroke-border" />
              {band.group && (
                <text x={8} y={18} className="fill-foreground text-xs font-medium">
                  {band.group.content}
                </text>
              )}
            </g>
          ))}
          <line x1={labelWidth} x2={labelWidth} y1={0} y2={svgHeight} className="stroke-border" />
          <svg x={labelWidth} y={0} width={width} height={svgHeight} overflow="hidden">
            <rect
              x={0}
              y={0}
              width={width}
              height={svgHeight}
              className="fill-transparent"
              onPointerDown={onBackgroundPointerDown}
              onDoubleClick={(event) => {
                if (!editable) return;
                const rect = (event.currentTarget as SVGRectElement).getBoundingClientRect();
                const band = bands.find(
                  (b) => event.clientY - rect.top >= b.top && event.clientY - rect.top < b.top + b.height,
                );
                addItem(scale.invert(event.clientX - rect.left).getTime(), band?.group?.id);
              }}
            />
            {holidayRects.map((h) => (
              <rect
                key={h.key}
                x={h.x}
                y={0}
                width={h.w}
                height={bodyHeight}
                className="pointer-events-none fill-muted"
                data-slot="timeline-holiday"
              />
            ))}
            {pauses.map((pause) => {
              const bandsFor = pause.group === undefined ? bands : bands.filter((b) => b.group?.id === pause.group);
              return bandsFor.map((band) => (
                <rect
                  key={`${pause.start}-${band.group?.id ?? ''}`}
                  x={scale(pause.start)}
                  y={band.top + 2}
                  width={Math.max(1, scale(pause.end) - scale(pause.start))}
                  height={band.height - 4}
                  fill="url(#timeline-pause)"
                  className="pointer-events-none"
                  data-slot="timeline-pause"
                >
                  <title>{text.pause}</title>
                </rect>
              ));
            })}
            <defs>
              <pattern
                id="timeline-pause"
                width={8}
                height={8}
                patternUnits="userSpaceOnUse"
                patternTransform="rotate(45)"
              >
                <line x1={0} y1={0} x2={0} y2={8} className="stroke-warning" strokeWidth={3} opacity={0.5} />
              </pattern>
            </defs>
            {ticks.map((tick) => (
              <line
                key={tick.getTime()}
                x1={scale(tick)}
                x2={scale(tick)}
                y1={0}
                y2={bodyHeight}
                className="pointer-events-none stroke-border"
              />
            ))}
            {bands.map((band) =>
              band.entries.map(({ placed, lane }) => {
                const top = band.top + TIMELINE_EVENT_MARGIN / 2 + lane * LANE_PITCH;
                if (placed.cluster) {
                  const cluster = placed.cluster;
                  return (
                    <g
                      key={placed.key}
                      role="button"
                      tabIndex={0}
                      aria-label={text.cluster(cluster.items.length)}
                      data-slot="timeline-cluster"
                      className="cursor-zoom-in outline-none focus-visible:[&>rect]:stroke-ring"
                      onClick={() =>
                        setRange(
                          clampSpan(
                            { start: cluster.start - msPerPx * 40, end: cluster.end + msPerPx * 40 },
                            zoomMin,
                            zoomMax,
                          ),
                        )
                      }
                      onKeyDown={(event) => {
                        if (event.key === 'Enter')
                          setRange(
                            clampSpan(
                              { start: cluster.start - msPerPx * 40, end: cluster.end + msPerPx * 40 },
                              zoomMin,
                              zoomMax,
                            ),
                          );
                      }}
                    >
                      <title>{text.cluster(cluster.items.length)}</title>
                      <rect
                        x={placed.left}
                        y={top}
                        width={placed.right - placed.left}
                        height={ITEM_HEIGHT}
                        rx={10}
                        className="fill-info stroke-2"
                      />
                      <text
                        x={(placed.left + placed.right) / 2}
                        y={top + 14}
                        textAnchor="middle"
                        className="fill-info-foreground text-xs font-semibold"
                      >
                        {cluster.items.length}
                      </text>
                    </g>
                  );
                }
                const item = placed.item as TimelineItem;
                const type = itemType(item);
                const shift = drag?.id === item.id ? drag.dx : 0;
                const isSelected = item.id === selectedId;
                const barRight = placed.barRight ?? placed.right;
                const isLabelOutside = barRight < placed.right;
                const label = `${item.content}, ${fmt.full(new Date(item.start))}${item.end === undefined ? '' : ` – ${fmt.full(new Date(item.end))}`}`;
                return (
                  <g
                    key={placed.key}
                    role="button"
                    tabIndex={0}
                    aria-label={label}
                    aria-pressed={isSelected}
                    data-slot="timeline-item"
                    data-type={type}
                    data-item-id={item.id}
                    transform={`translate(${shift},0)`}
                    className={cn('outline-none', isEditable(item) ? 'cursor-grab' : 'cursor-pointer')}
                    onPointerDown={(event) => {
                      if (event.button !== 0) return;
                      event.stopPropagation();
                      select(item);
                      if (isEditable(item)) startDrag(item, event.clientX);
                    }}
                    onDoubleClick={() => onEdit?.(item)}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') onEdit?.(item);
                      else if (event.key === ' ') {
                        event.preventDefault();
                        select(item);
                      }
                    }}
                    onFocus={() => select(item)}
                  >
                    {/* The full name and dates as a tooltip: a narrow bar or a crowded lane cannot show them. */}
                    <title>{label}</title>
                    {type === 'range' && (
                      <>
                        <rect
                          x={placed.left}
                          y={top}
                          width={barRight - placed.left}
                          height={ITEM_HEIGHT}
                          rx={3}
                          className={cn('fill-accent stroke-primary', isSelected && 'fill-highlight')}
                          strokeWidth={isSelected ? 2 : 1}
                        />
                        {isLabelOutside ? (
                          // Too narrow for its name (a short task zoomed out): the name follows the bar.
                          // The room it takes is clipped, so a long name never prints over its neighbours.
                          <svg
                            x={barRight}
                            y={top}
                            width={nameRoom(item.content)}
                            height={ITEM_HEIGHT}
                            className="pointer-events-none overflow-hidden"
                          >
                            <text x={4} y={14} className="fill-foreground text-xs" data-slot="timeline-item-label">
                              {item.content}
                            </text>
                          </svg>
                        ) : (
                          /* A nested svg clips the name to its bar, so neighbouring ranges never print over each other. */
                          <svg
                            x={placed.left}
                            y={top}
                            width={Math.max(0, barRight - placed.left)}
                            height={ITEM_HEIGHT}
                            className="pointer-events-none overflow-hidden"
                          >
                            <text
                              x={Math.max(placed.left, 0) - placed.left + 6}
                              y={14}
                              className="fill-accent-foreground text-xs"
                              data-slot="timeline-item-label"
                            >
                              {item.content}
                            </text>
                          </svg>
                        )}
                      </>
                    )}
                    {type === 'box' && (
                      <>
                        <line
                          x1={scale(item.start)}
                          x2={scale(item.start)}
                          y1={top + ITEM_HEIGHT}
                          y2={band.top + band.height}
                          className="stroke-primary"
                        />
                        <rect
                          x={placed.left}
                          y={top}
                          width={placed.right - placed.left}
                          height={ITEM_HEIGHT}
                          rx={3}
                          className={cn('fill-card stroke-primary', isSelected && 'fill-highlight')}
                          strokeWidth={isSelected ? 2 : 1}
                        />
                        <text
                          x={(placed.left + placed.right) / 2}
                          y={top + 14}
                          textAnchor="middle"
                          className="pointer-events-none fill-foreground text-xs"
                        >
                          {item.content}
                        </text>
                      </>
                    )}
                    {type === 'dot' && (
                      <>
                        <circle
                          cx={scale(item.start)}
                          cy={top + ITEM_HEIGHT / 2}
                          r={4}
                          className={cn('fill-primary', isSelected && 'stroke-foreground')}
                          strokeWidth={2}
                        />
                        <svg
                          x={scale(item.start) + 4}
                          y={top}
                          width={nameRoom(item.content)}
                          height={ITEM_HEIGHT}
                          className="pointer-events-none overflow-hidden"
                        >
                          <text x={4} y={14} className="fill-foreground text-xs">
                            {item.content}
                          </text>
                        </svg>
                      </>
                    )}
                  </g>
                );
              }),
            )}
            {nowX >= 0 && nowX <= width && (
              <line
                x1={nowX}
                x2={nowX}
                y1={0}
                y2={bodyHeight}
                className="pointer-events-none stroke-danger"
                strokeWidth={2}
                data-slot="timeline-now"
              />
            )}
            <g transform={`translate(0,${bodyHeight + TIMELINE_AXIS_MARGIN / 2})`} className="pointer-events-none">
              {ticks.map((tick) => (
                <text key={tick.getTime()} x={scale(tick) + 3} y={12} className="fill-muted-foreground text-[11px]">
                  {tickLabel(fmt, tick)}
                </text>
              ))}
            </g>
          </svg>
        </svg>
      </div>
    </div>
  );
}
