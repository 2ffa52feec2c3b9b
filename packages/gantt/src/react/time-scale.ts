import { DAY_MS } from '../model/calendar.ts';
import type { ZoomLevel } from '../model/types.ts';
import { PLANNER_LABELS_SR } from './labels.ts';

/** Zoom levels from the narrowest (hours of a day) to the widest (years), spec part 2 §2. */
export const ZOOM_LEVELS: readonly ZoomLevel[] = ['d', 'w', 'm', 'q', 's', 'y'];

/** The Serbian names of the zoom levels; the editor shows its locale's (`PlannerLabels.zoomLevels`). */
export const ZOOM_LABELS: Readonly<Record<ZoomLevel, string>> = PLANNER_LABELS_SR.zoomLevels;

/** Pixels one calendar day takes at each zoom level. */
export const PIXELS_PER_DAY: Readonly<Record<ZoomLevel, number>> = {
  d: 240,
  w: 32,
  m: 10,
  q: 4,
  s: 2,
  y: 0.8,
};

export const ROW_HEIGHT = 26;
export const BAR_HEIGHT = 15;
export const GRID_MIN_ROWS = 30;
export const SPLITTER_START_PERCENT = 60;
export const MIN_FIRST_BOX_PX = 30;
/** §9: "minimum Gantt width 900 or else 1000". */
export const MIN_CHART_WIDTH_PX = 900;
export const STATUS_PICKER_CLOSE_MS = 3000;

/** Fit-to-view (§2): under 2 days, 15, 60, 150, otherwise the widest level. */
export function fitZoom(spanMs: number): ZoomLevel {
  const days = spanMs / DAY_MS;
  if (days < 2) return 'd';
  if (days < 15) return 'w';
  if (days < 60) return 'm';
  if (days < 150) return 'q';
  return 'y';
}

export function zoomIn(zoom: ZoomLevel): ZoomLevel {
  const index = ZOOM_LEVELS.indexOf(zoom);
  return ZOOM_LEVELS[Math.max(0, index - 1)] as ZoomLevel;
}

export function zoomOut(zoom: ZoomLevel): ZoomLevel {
  const index = ZOOM_LEVELS.indexOf(zoom);
  return ZOOM_LEVELS[Math.min(ZOOM_LEVELS.length - 1, index + 1)] as ZoomLevel;
}

export interface ChartSpan {
  /** Midnight UTC of the first drawn day. */
  start: number;
  /** Midnight UTC after the last drawn day. */
  end: number;
}

/** Days of margin around the project at each zoom, so a bar can be dragged past the project's ends. */
const MARGIN_DAYS: Readonly<Record<ZoomLevel, number>> = { d: 3, w: 14, m: 45, q: 120, s: 240, y: 540 };

/**
 * The drawn time span: the project's tasks plus a margin, widened to fill the chart's width, and to today
 * when `includeToday` is on. An empty project is drawn around today.
 */
export function chartSpan(
  taskStart: number | undefined,
  taskEnd: number | undefined,
  zoom: ZoomLevel,
  widthPx: number,
  today: number,
  includeToday: boolean,
): ChartSpan {
  const day = (ms: number): number => Math.floor(ms / DAY_MS) * DAY_MS;
  let from = taskStart === undefined ? day(today) : day(taskStart);
  let to = taskEnd === undefined ? day(today) + DAY_MS : day(taskEnd) + DAY_MS;
  if (includeToday) {
    from = Math.min(from, day(today));
    to = Math.max(to, day(today) + DAY_MS);
  }
  const margin = MARGIN_DAYS[zoom] * DAY_MS;
  from -= margin;
  to += margin;
  const minDays = Math.ceil(Math.max(0, widthPx) / PIXELS_PER_DAY[zoom]);
  if ((to - from) / DAY_MS < minDays) to = from + minDays * DAY_MS;
  return { start: from, end: to };
}

/** Left and right edges of the visible days, with `overscanPx` on each side (horizontal virtualization). */
export function visibleDays(
  span: ChartSpan,
  zoom: ZoomLevel,
  scrollLeft: number,
  widthPx: number,
  overscanPx = 200,
): ChartSpan {
  const ppd = PIXELS_PER_DAY[zoom];
  const first = Math.floor(Math.max(0, scrollLeft - overscanPx) / ppd);
  const last = Math.ceil((scrollLeft + widthPx + overscanPx) / ppd);
  return {
    start: Math.max(span.start, span.start + first * DAY_MS),
    end: Math.min(span.end, span.start + last * DAY_MS),
  };
}
