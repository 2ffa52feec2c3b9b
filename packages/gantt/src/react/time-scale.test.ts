import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../model/calendar.ts';
import { PIXELS_PER_DAY, chartSpan, fitZoom, visibleDays, zoomIn, zoomOut } from './time-scale.ts';

describe('fit to view', () => {
  it.each([
    [1, 'd'],
    [1.99, 'd'],
    [2, 'w'],
    [14, 'w'],
    [15, 'm'],
    [59, 'm'],
    [60, 'q'],
    [149, 'q'],
    [150, 'y'],
    [2000, 'y'],
  ] as const)('a span of %s days gives zoom %s', (days, zoom) => {
    expect(fitZoom(days * DAY_MS)).toBe(zoom);
  });
});

describe('zoom steps', () => {
  it('steps between the levels and stops at the ends', () => {
    expect(zoomIn('w')).toBe('d');
    expect(zoomIn('d')).toBe('d');
    expect(zoomOut('w')).toBe('m');
    expect(zoomOut('s')).toBe('y');
    expect(zoomOut('y')).toBe('y');
  });
});

describe('chart span', () => {
  const start = Date.UTC(2025, 0, 6);
  const end = Date.UTC(2025, 0, 17) + DAY_MS - 1;
  const today = Date.UTC(2026, 5, 1, 12);

  it('opens on the project with a margin, not on today', () => {
    const span = chartSpan(start, end, 'w', 100, today, false);
    expect(span.start).toBe(start - 14 * DAY_MS);
    expect(span.end).toBe(Date.UTC(2025, 0, 18) + 14 * DAY_MS);
  });

  it('reaches today when asked to', () => {
    const span = chartSpan(start, end, 'w', 100, today, true);
    expect(span.end).toBe(Date.UTC(2026, 5, 2) + 14 * DAY_MS);
  });

  it('fills the chart width', () => {
    const span = chartSpan(start, end, 'd', 24_000, today, false);
    expect((span.end - span.start) / DAY_MS).toBe(24_000 / PIXELS_PER_DAY.d);
  });

  it('draws an empty project around today', () => {
    const span = chartSpan(undefined, undefined, 'w', 0, today, false);
    expect(span.start).toBe(Date.UTC(2026, 5, 1) - 14 * DAY_MS);
  });
});

describe('visible days', () => {
  it('keeps only the days in the viewport plus overscan', () => {
    const span = { start: 0, end: 1000 * DAY_MS };
    const days = visibleDays(span, 'w', 320, 640, 64);
    expect(days).toEqual({ start: 8 * DAY_MS, end: 32 * DAY_MS });
  });
});
