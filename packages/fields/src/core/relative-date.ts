import { CALENDAR_DAY_MILLIS, HOUR_MILLIS, MINUTE_MILLIS } from './durations.ts';

/** The spec's year (365.25 days) and month (a twelfth of it). */
export const YEAR_MILLIS = 31_557_600_000;
export const MONTH_MILLIS = 2_629_800_000;
export const WEEK_MILLIS = 7 * CALENDAR_DAY_MILLIS;

export type RelativeUnit = 'now' | 'minute' | 'halfHour' | 'hour' | 'day' | 'week' | 'month' | 'year';

export interface RelativeDate {
  readonly unit: RelativeUnit;
  /** How many units; 1 for 'now', 'halfHour' and the 'about an hour' case. */
  readonly count: number;
  readonly direction: 'past' | 'future';
  /** True for 'about half an hour' and 'about an hour'. */
  readonly approximate: boolean;
}

/**
 * The structured relative distance from `now` to `date`: 'just now' up to a minute, then minutes, about
 * half an hour (30–44 min), about an hour (45–119 min), hours up to 24, days up to 7, weeks up to 5,
 * months up to 12, then years. Apps translate these parts; `formatRelativeDate` gives the English text.
 */
export function relativeDateParts(date: Date | number, now: Date | number = Date.now()): RelativeDate {
  const difference =
    (typeof date === 'number' ? date : date.getTime()) - (typeof now === 'number' ? now : now.getTime());
  const direction = difference > 0 ? 'future' : 'past';
  const span = Math.abs(difference);
  const part = (unit: RelativeUnit, count: number, approximate = false): RelativeDate => ({
    unit,
    count,
    direction,
    approximate,
  });
  if (!Number.isFinite(span) || span < MINUTE_MILLIS) return part('now', 1);
  const minutes = Math.floor(span / MINUTE_MILLIS);
  if (minutes < 30) return part('minute', minutes);
  if (minutes < 45) return part('halfHour', 1, true);
  if (minutes < 120) return part('hour', 1, true);
  const hours = Math.floor(span / HOUR_MILLIS);
  if (hours < 24) return part('hour', hours);
  const days = Math.floor(span / CALENDAR_DAY_MILLIS);
  if (days < 7) return part('day', days);
  const weeks = Math.floor(span / WEEK_MILLIS);
  if (weeks < 5) return part('week', weeks);
  const months = Math.max(1, Math.floor(span / MONTH_MILLIS));
  if (months < 12) return part('month', months);
  return part('year', Math.floor(span / YEAR_MILLIS));
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** English relative date: 'just now', '5 minutes ago', 'about half an hour ago', 'in 3 days', '2 years ago'. */
export function formatRelativeDate(date: Date | number, now: Date | number = Date.now()): string {
  const parts = relativeDateParts(date, now);
  if (parts.unit === 'now') return 'just now';
  const phrase =
    parts.unit === 'halfHour'
      ? 'about half an hour'
      : parts.approximate
        ? 'about an hour'
        : plural(parts.count, parts.unit);
  return parts.direction === 'future' ? `in ${phrase}` : `${phrase} ago`;
}
