import { describe, expect, it } from 'vitest';
import {
  JOBS_TIMELINE_ZOOM_MAX_MS,
  JOBS_TIMELINE_ZOOM_MIN_MS,
  TIMELINE_DAY_MS as DAY,
  TIMELINE_MIN_SPAN_MS,
  clampSpan,
  clusterItems,
  clusterTitle,
  defaultRange,
  itemType,
  moveRange,
  stackLanes,
  zoomCenter,
  zoomLimits,
  zoomRange,
} from './timeline-math.ts';
import type { TimelineItem } from './timeline-math.ts';

const now = Date.UTC(2026, 10, 21, 12);

describe('item types', () => {
  it('draws any item with an end as a range, else a box unless it asks for a dot', () => {
    expect(itemType({ id: '1', start: 0, content: 'a' })).toBe('box');
    expect(itemType({ id: '1', start: 0, content: 'a', type: 'dot' })).toBe('dot');
    expect(itemType({ id: '1', start: 0, end: 5, content: 'a', type: 'dot' })).toBe('range');
  });
});

describe('default range', () => {
  it('starts 3 days before now with no data and spans the minimum 7 days', () => {
    expect(defaultRange([], now)).toEqual({ start: now - 3 * DAY, end: now + 4 * DAY });
  });

  it('pads the data by 5 percent', () => {
    const items: TimelineItem[] = [
      { id: 'a', start: 0, content: 'a' },
      { id: 'b', start: 100 * DAY, end: 200 * DAY, content: 'b' },
    ];
    expect(defaultRange(items, now)).toEqual({ start: -10 * DAY, end: 210 * DAY });
  });

  it('widens a short data range to 7 days around its middle', () => {
    const range = defaultRange([{ id: 'a', start: 10 * DAY, end: 11 * DAY, content: 'a' }], now);
    expect(range.end - range.start).toBe(TIMELINE_MIN_SPAN_MS);
    expect((range.start + range.end) / 2).toBe(10.5 * DAY);
  });

  it('keeps to the host zoom bounds', () => {
    const range = defaultRange([{ id: 'a', start: 0, end: 3000 * DAY, content: 'a' }], now, 18e7, 1e11);
    expect(range.end - range.start).toBe(1e11);
  });
});

describe('zoom and move', () => {
  const range = { start: 0, end: 100 * DAY };

  it('zooms in by 0.4 around the middle and back out to the same range', () => {
    const zoomedIn = zoomRange(range, 0.4, 10, 1e15);
    expect(zoomedIn).toEqual({ start: 20 * DAY, end: 80 * DAY });
    const back = zoomRange(zoomedIn, -0.4, 10, 1e15);
    expect(back.start).toBeCloseTo(0);
    expect(back.end).toBeCloseTo(100 * DAY);
  });

  it('stops at the bounds (the jobs screen passes 18e7 and 1e11 ms)', () => {
    let r = range;
    for (let i = 0; i < 30; i++) r = zoomRange(r, 0.4, JOBS_TIMELINE_ZOOM_MIN_MS, JOBS_TIMELINE_ZOOM_MAX_MS);
    expect(r.end - r.start).toBeCloseTo(18e7);
    for (let i = 0; i < 30; i++) r = zoomRange(r, -0.4, JOBS_TIMELINE_ZOOM_MIN_MS, JOBS_TIMELINE_ZOOM_MAX_MS);
    expect(r.end - r.start).toBeCloseTo(1e11);
  });

  it('zooms around a given point', () => {
    expect(zoomRange(range, 0.5, 10, 1e15, 0)).toEqual({ start: 0, end: 50 * DAY });
  });

  it('moves by 0.2 of the span', () => {
    expect(moveRange(range, -0.2)).toEqual({ start: -20 * DAY, end: 80 * DAY });
    expect(moveRange(range, 0.2)).toEqual({ start: 20 * DAY, end: 120 * DAY });
  });

  it('clamps a span into the bounds around its middle', () => {
    expect(clampSpan({ start: 0, end: 10 }, 100, 1000)).toEqual({ start: -45, end: 55 });
  });
});

describe('clusters', () => {
  const box = (id: string, start: number, group?: string): TimelineItem => ({ id, start, content: id, group });

  it('gathers close items into clusters of at most 5 and leaves far ones alone', () => {
    const items = [...Array.from({ length: 7 }, (_, i) => box(`c${i}`, i * 1000)), box('far', 1e9)];
    const { items: single, clusters } = clusterItems(items, 1000, 30);
    expect(clusters.map((c) => c.items.length)).toEqual([5, 2]);
    expect(single.map((i) => i.id)).toEqual(['far']);
    expect(clusters[0]?.title).toBe('Cluster containing 5 events. Zoom in to see the individual events.');
  });

  it('never mixes groups and never clusters a long range', () => {
    const items: TimelineItem[] = [
      box('a', 0, 'g1'),
      box('b', 10, 'g2'),
      { id: 'r', start: 0, end: 1e9, content: 'r' },
    ];
    const { items: single, clusters } = clusterItems(items, 1000, 30);
    expect(clusters).toEqual([]);
    expect(single.map((i) => i.id).sort()).toEqual(['a', 'b', 'r']);
  });

  it('writes the spec text', () => {
    expect(clusterTitle(3)).toBe('Cluster containing 3 events. Zoom in to see the individual events.');
  });
});

describe('stacking', () => {
  it('puts overlapping items on separate lanes with the event margin', () => {
    expect(
      stackLanes([
        { left: 0, right: 100 },
        { left: 50, right: 150 },
        { left: 105, right: 200 },
        { left: 110, right: 120 },
      ]),
    ).toEqual([0, 1, 2, 0]);
  });
});

describe('zoom buttons', () => {
  const week = { start: now - 3 * DAY, end: now + 4 * DAY };

  it('zoom around now while it is in view, else around the middle', () => {
    expect(zoomCenter(week, now)).toBe(now);
    expect(zoomCenter(week, now + 10 * DAY)).toBe((week.start + week.end) / 2);
    const zoomed = zoomRange(week, 0.4, JOBS_TIMELINE_ZOOM_MIN_MS, JOBS_TIMELINE_ZOOM_MAX_MS, zoomCenter(week, now));
    expect((now - zoomed.start) / (zoomed.end - zoomed.start)).toBeCloseTo(3 / 7, 9);
  });

  it('stop at the bounds: zoom in is off at the minimum span, zoom out at the maximum', () => {
    expect(zoomLimits(week, JOBS_TIMELINE_ZOOM_MIN_MS, JOBS_TIMELINE_ZOOM_MAX_MS)).toEqual({
      canZoomIn: true,
      canZoomOut: true,
    });
    let range = week;
    for (let i = 0; i < 20; i++)
      range = zoomRange(range, 0.4, JOBS_TIMELINE_ZOOM_MIN_MS, JOBS_TIMELINE_ZOOM_MAX_MS, now);
    expect(zoomLimits(range, JOBS_TIMELINE_ZOOM_MIN_MS, JOBS_TIMELINE_ZOOM_MAX_MS)).toEqual({
      canZoomIn: false,
      canZoomOut: true,
    });
    for (let i = 0; i < 40; i++)
      range = zoomRange(range, -0.4, JOBS_TIMELINE_ZOOM_MIN_MS, JOBS_TIMELINE_ZOOM_MAX_MS, now);
    expect(zoomLimits(range, JOBS_TIMELINE_ZOOM_MIN_MS, JOBS_TIMELINE_ZOOM_MAX_MS)).toEqual({
      canZoomIn: true,
      canZoomOut: false,
    });
  });
});
