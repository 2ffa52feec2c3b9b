/** The timeline's pure math: default range, zoom and move, clustering and stacking (no React, no DOM). */

export const TIMELINE_DAY_MS = 86_400_000;
/** §9 widget defaults. */
export const TIMELINE_ZOOM_MIN_MS = 10;
export const TIMELINE_ZOOM_MAX_MS = 1000 * 365 * TIMELINE_DAY_MS;
export const TIMELINE_MIN_SPAN_MS = 7 * TIMELINE_DAY_MS;
export const TIMELINE_PADDING = 0.05;
export const TIMELINE_ZOOM_FACTOR = 0.4;
export const TIMELINE_MOVE_FACTOR = 0.2;
export const TIMELINE_EVENT_MARGIN = 10;
export const TIMELINE_AXIS_MARGIN = 20;
export const TIMELINE_CLUSTER_MAX_ITEMS = 5;
/** The jobs Gantt screen's bounds (part 1 §9): 50 hours to about 3 years. */
export const JOBS_TIMELINE_ZOOM_MIN_MS = 18e7;
export const JOBS_TIMELINE_ZOOM_MAX_MS = 1e11;

export type TimelineItemType = 'box' | 'range' | 'dot';

export interface TimelineItem {
  id: string;
  start: number;
  /** An item with an end is drawn as a range. */
  end?: number;
  content: string;
  group?: string;
  /** 'box' by default; 'range' whenever `end` is set. */
  type?: TimelineItemType;
  /** Overrides the widget's `editable` for this item. */
  editable?: boolean;
}

export interface TimelineGroup {
  id: string;
  content: string;
}

export interface TimeRange {
  start: number;
  end: number;
}

export function itemType(item: TimelineItem): TimelineItemType {
  if (item.end !== undefined) return 'range';
  return item.type === 'dot' ? 'dot' : 'box';
}

export function clampSpan(range: TimeRange, zoomMin: number, zoomMax: number): TimeRange {
  const span = range.end - range.start;
  const next = Math.min(Math.max(span, zoomMin), zoomMax);
  if (next === span) return range;
  const center = (range.start + range.end) / 2;
  return { start: center - next / 2, end: center + next / 2 };
}

/**
 * The range shown first: the data padded by 5 percent, at least 7 days wide; with no data, a week starting
 * 3 days before now. The result respects the zoom bounds.
 */
export function defaultRange(
  items: readonly TimelineItem[],
  now: number,
  zoomMin = TIMELINE_ZOOM_MIN_MS,
  zoomMax = TIMELINE_ZOOM_MAX_MS,
): TimeRange {
  if (items.length === 0) {
    const start = now - 3 * TIMELINE_DAY_MS;
    return clampSpan({ start, end: start + TIMELINE_MIN_SPAN_MS }, zoomMin, zoomMax);
  }
  let min = Infinity;
  let max = -Infinity;
  for (const item of items) {
    min = Math.min(min, item.start);
    max = Math.max(max, item.end ?? item.start);
  }
  const pad = (max - min) * TIMELINE_PADDING;
  let range = { start: min - pad, end: max + pad };
  if (range.end - range.start < TIMELINE_MIN_SPAN_MS) {
    const center = (min + max) / 2;
    range = { start: center - TIMELINE_MIN_SPAN_MS / 2, end: center + TIMELINE_MIN_SPAN_MS / 2 };
  }
  return clampSpan(range, zoomMin, zoomMax);
}

/**
 * Zoom around `center` (default the middle): a positive factor zooms in (the span shrinks by it), a negative
 * one zooms out by the inverse step, so zooming in and out by the same factor gives the range back.
 */
export function zoomRange(
  range: TimeRange,
  factor: number,
  zoomMin: number,
  zoomMax: number,
  center = (range.start + range.end) / 2,
): TimeRange {
  const span = range.end - range.start;
  const scale = factor >= 0 ? 1 - factor : 1 / (1 + factor);
  const next = Math.min(Math.max(span * scale, zoomMin), zoomMax);
  const ratio = span === 0 ? 0.5 : (center - range.start) / span;
  return { start: center - next * ratio, end: center - next * ratio + next };
}

/** The zoom buttons zoom around now while it is in view (the old widget's middle lost it), else the middle. */
export function zoomCenter(range: TimeRange, now: number): number {
  return now >= range.start && now <= range.end ? now : (range.start + range.end) / 2;
}

/** Whether the zoom buttons can still act: in while the span is above `zoomMin`, out while below `zoomMax`. */
export function zoomLimits(
  range: TimeRange,
  zoomMin: number,
  zoomMax: number,
): { canZoomIn: boolean; canZoomOut: boolean } {
  const span = range.end - range.start;
  // A relative tolerance: the span is a difference of large epoch numbers and zooming back and forth rounds.
  const tolerance = Math.max(1, span * 1e-9);
  return { canZoomIn: span > zoomMin + tolerance, canZoomOut: span < zoomMax - tolerance };
}

/** Move by a fraction of the span: negative to the left (earlier), positive to the right. */
export function moveRange(range: TimeRange, fraction: number): TimeRange {
  const shift = (range.end - range.start) * fraction;
  return { start: range.start + shift, end: range.end + shift };
}

export interface TimelineCluster {
  id: string;
  group: string | undefined;
  start: number;
  end: number;
  items: TimelineItem[];
  title: string;
}

export function clusterTitle(count: number): string {
  return `Cluster containing ${count} events. Zoom in to see the individual events.`;
}

/**
 * Items of one group closer than `distancePx` on screen (at `msPerPx`) are gathered into clusters of at most
 * `maxItems`; an item left alone is drawn as itself. Ranges wider than the distance are never clustered.
 */
export function clusterItems(
  items: readonly TimelineItem[],
  msPerPx: number,
  distancePx = 30,
  maxItems = TIMELINE_CLUSTER_MAX_ITEMS,
): { items: TimelineItem[]; clusters: TimelineCluster[] } {
  const threshold = distancePx * msPerPx;
  const byGroup = new Map<string | undefined, TimelineItem[]>();
  const single: TimelineItem[] = [];
  for (const item of items) {
    if (item.end !== undefined && item.end - item.start > threshold) {
      single.push(item);
      continue;
    }
    const list = byGroup.get(item.group);
    if (list) list.push(item);
    else byGroup.set(item.group, [item]);
  }
  const clusters: TimelineCluster[] = [];
  const flush = (run: TimelineItem[], group: string | undefined): void => {
    for (let i = 0; i < run.length; i += maxItems) {
      const chunk = run.slice(i, i + maxItems);
      if (chunk.length === 1) {
        single.push(chunk[0] as TimelineItem);
        continue;
      }
      const start = Math.min(...chunk.map((c) => c.start));
      const end = Math.max(...chunk.map((c) => c.end ?? c.start));
      clusters.push({
        id: `cluster:${group ?? ''}:${(chunk[0] as TimelineItem).id}`,
        group,
        start,
        end,
        items: chunk,
        title: clusterTitle(chunk.length),
      });
    }
  };
  for (const [group, list] of byGroup) {
    list.sort((a, b) => a.start - b.start);
    let run: TimelineItem[] = [];
    for (const item of list) {
      const first = run[0];
      if (first && item.start - first.start > threshold) {
        flush(run, group);
        run = [];
      }
      run.push(item);
    }
    flush(run, group);
  }
  return { items: single, clusters };
}

/** Lanes so that items of a group do not overlap: `extents` gives each item's pixel span, `margin` the gap. */
export function stackLanes(
  extents: readonly { left: number; right: number }[],
  margin = TIMELINE_EVENT_MARGIN,
): number[] {
  const order = extents.map((_, i) => i).sort((a, b) => (extents[a]?.left ?? 0) - (extents[b]?.left ?? 0));
  const laneEnds: number[] = [];
  const lanes = new Array<number>(extents.length).fill(0);
  for (const i of order) {
    const extent = extents[i] as { left: number; right: number };
    let lane = laneEnds.findIndex((end) => end + margin <= extent.left);
    if (lane === -1) {
      lane = laneEnds.length;
      laneEnds.push(extent.right);
    } else laneEnds[lane] = extent.right;
    lanes[i] = lane;
  }
  return lanes;
}
