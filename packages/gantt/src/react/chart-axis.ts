import { scaleUtc, utcDay, utcHour, utcMonday, utcMonth, utcYear } from 'd3';
import type { CountableTimeInterval, ScaleTime } from 'd3';
import type { Calendar } from '../model/calendar.ts';
import { DAY_MS } from '../model/calendar.ts';
import type { ZoomLevel } from '../model/types.ts';
import type { ChartSpan } from './time-scale.ts';
import { PIXELS_PER_DAY } from './time-scale.ts';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'maj', 'jun', 'jul', 'avg', 'sep', 'okt', 'nov', 'dec'];
const MONTHS_LONG = [
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
];
const WEEKDAYS = ['ned', 'pon', 'uto', 'sre', 'čet', 'pet', 'sub'];

const pad = (n: number): string => String(n).padStart(2, '0');
const dayMonth = (d: Date): string => `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.`;

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

/** The two header tiers of each zoom level: the upper names the period, the lower its parts. */
const TIERS: Readonly<Record<ZoomLevel, readonly [TierSpec, TierSpec]>> = {
  d: [
    { interval: utcDay, label: (d) => `${WEEKDAYS[d.getUTCDay()]} ${dayMonth(d)}${d.getUTCFullYear()}` },
    { interval: utcHour.every(2) as CountableTimeInterval, label: (d) => pad(d.getUTCHours()) },
  ],
  w: [
    { interval: utcMonday, label: (d) => `${dayMonth(d)} ${d.getUTCFullYear()}` },
    { interval: utcDay, label: (d) => `${WEEKDAYS[d.getUTCDay()]?.[0]?.toUpperCase()}${d.getUTCDate()}` },
  ],
  m: [
    { interval: utcMonth, label: (d) => `${MONTHS_LONG[d.getUTCMonth()]} ${d.getUTCFullYear()}` },
    { interval: utcMonday, label: (d) => dayMonth(d) },
  ],
  q: [
    { interval: quarter, label: (d) => `Q${Math.floor(d.getUTCMonth() / 3) + 1} ${d.getUTCFullYear()}` },
    { interval: utcMonth, label: (d) => MONTHS[d.getUTCMonth()] ?? '' },
  ],
  s: [
    { interval: semester, label: (d) => `S${d.getUTCMonth() < 6 ? 1 : 2} ${d.getUTCFullYear()}` },
    { interval: utcMonth, label: (d) => MONTHS[d.getUTCMonth()] ?? '' },
  ],
  y: [
    { interval: utcYear, label: (d) => String(d.getUTCFullYear()) },
    { interval: quarter, label: (d) => `Q${Math.floor(d.getUTCMonth() / 3) + 1}` },
  ],
};

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
): [AxisTick[], AxisTick[]] {
  const tiers = TIERS[zoom];
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
  return [build(tiers[0]), build(tiers[1])];
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
