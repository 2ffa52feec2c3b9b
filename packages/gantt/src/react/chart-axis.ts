import { scaleUtc, utcDay, utcHour, utcMonday, utcMonth, utcYear } from 'd3';
import type { CountableTimeInterval, ScaleTime } from 'd3';
import type { Calendar } from '../model/calendar.ts';
import { DAY_MS } from '../model/calendar.ts';
import type { ZoomLevel } from '../model/types.ts';
import type { ChartSpan } from './time-scale.ts';
import type { PlannerLabels } from './labels.ts';
import { PLANNER_LABELS_SR } from './labels.ts';
import { PIXELS_PER_DAY } from './time-scale.ts';

const pad = (n: number): string => String(n).padStart(2, '0');
/** Day and month in the product's date format (part 1 §9: dd/MM/yyyy in every language), as the grid's dates. */
const dayMonth = (d: Date): string => `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}`;

export interface AxisTick {
  x: number;
  width: number;
  label: string;
  key: number;
}

interface TierSpec {
  interval: CountableTimeInterval;
  label: (d: Date) => string;
}

const quarter: CountableTimeInterval = utcMonth.every(3) as CountableTimeInterval;
const semester: CountableTimeInterval = utcMonth.every(6) as CountableTimeInterval;

/** The two header tiers of each zoom level, in the labels' language: the upper names the period, the lower its parts. */
function tiers(zoom: ZoomLevel, text: PlannerLabels): readonly [TierSpec, TierSpec] {
  const weekday = (d: Date): string => text.weekdays[d.getUTCDay()] ?? '';
  const quarterOf = (d: Date): string => `${text.quarter}${Math.floor(d.getUTCMonth() / 3) + 1}`;
  switch (zoom) {
    case 'd':
      return [
        { interval: utcDay, label: (d) => `${weekday(d)} ${dayMonth(d)}/${d.getUTCFullYear()}` },
        { interval: utcHour.every(2) as CountableTimeInterval, label: (d) => pad(d.getUTCHours()) },
      ];
    case 'w':
      return [
        { interval: utcMonday, label: (d) => `${dayMonth(d)}/${d.getUTCFullYear()}` },
        { interval: utcDay, label: (d) => `${weekday(d)[0]?.toUpperCase() ?? ''}${d.getUTCDate()}` },
      ];
    case 'm':
      return [
        { interval: utcMonth, label: (d) => `${text.monthsLong[d.getUTCMonth()] ?? ''} ${d.getUTCFullYear()}` },
        { interval: utcMonday, label: (d) => dayMonth(d) },
      ];
    case 'q':
      return [
        { interval: quarter, label: (d) => `${quarterOf(d)} ${d.getUTCFullYear()}` },
        { interval: utcMonth, label: (d) => text.monthsShort[d.getUTCMonth()] ?? '' },
      ];
    case 's':
      return [
        {
          interval: semester,
          label: (d) => `${text.semester}${d.getUTCMonth() < 6 ? 1 : 2} ${d.getUTCFullYear()}`,
        },
        { interval: utcMonth, label: (d) => text.monthsShort[d.getUTCMonth()] ?? '' },
      ];
    case 'y':
      return [
        { interval: utcYear, label: (d) => String(d.getUTCFullYear()) },
        { interval: quarter, label: quarterOf },
      ];
  }
}

/** The chart's x scale: the whole drawn span at the zoom's pixels per day. */
export function chartScale(span: ChartSpan, zoom: ZoomLevel): ScaleTime<number, number> {
  const width = ((span.end - span.start) / DAY_MS) * PIXELS_PER_DAY[zoom];
  return scaleUtc().domain([span.start, span.end]).range([0, width]);
}

/** Ticks of both header tiers inside the visible days only (the axis is virtualized horizontally). */
export function axisTicks(
  scale: ScaleTime<number, number>,
  zoom: ZoomLevel,
  visible: ChartSpan,
  text: PlannerLabels = PLANNER_LABELS_SR,
): [AxisTick[], AxisTick[]] {
  const [upper, lower] = tiers(zoom, text);
  const build = (tier: TierSpec): AxisTick[] => {
    const first = tier.interval.floor(new Date(visible.start));
    const dates = tier.interval.range(first, new Date(visible.end));
    if (dates.length === 0 || (dates[0] as Date).getTime() > first.getTime()) dates.unshift(first);
    return dates.map((date) => {
      const next = tier.interval.offset(date, 1);
      const x = scale(date);
      return { x, width: scale(next) - x, label: tier.label(date), key: date.getTime() };
    });
  };
  return [build(upper), build(lower)];
}

/** Runs of non-working days (weekends and holidays) inside the visible days, as [start, end) day pairs. */
export function nonWorkingRuns(calendar: Calendar, visible: ChartSpan): [number, number][] {
  const runs: [number, number][] = [];
  const first = Math.floor(visible.start / DAY_MS);
  const last = Math.ceil(visible.end / DAY_MS);
  let runStart = -1;
  for (let day = first; day <= last; day++) {
    const off = day < last && !calendar.isWorkingDayIndex(day);
    if (off && runStart < 0) runStart = day;
    if (!off && runStart >= 0) {
      runs.push([runStart * DAY_MS, day * DAY_MS]);
      runStart = -1;
    }
  }
  return runs;
}
