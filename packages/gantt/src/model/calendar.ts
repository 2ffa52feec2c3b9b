export const DAY_MS = 86_400_000;
/** Length of one working day (10 h), used to turn working-day durations into milliseconds. */
export const WORKING_DAY_MS = 36_000_000;
/** Added to an end date entered in the grid (20 h) so it lands inside the entered day. */
export const GRID_END_OFFSET_MS = 72_000_000;
export const WORKING_DAYS_PER_WEEK = 5;

/**
 * Working-day arithmetic over UTC days: day `k` is [k·DAY_MS, (k+1)·DAY_MS). Saturday and Sunday are off,
 * so is every holiday; everything is computed arithmetically (weeks × 5 + remainder, holidays by binary
 * search), never by walking day by day.
 */
export interface Calendar {
  readonly holidays: readonly number[];
  dayOf(ms: number): number;
  isWorkingDay(ms: number): boolean;
  isWorkingDayIndex(day: number): boolean;
  /** Working days strictly before day `day` (relative to a fixed origin; only differences matter). */
  workingIndexOfDay(day: number): number;
  /** The working day whose working index is `index`. */
  dayOfWorkingIndex(index: number): number;
  /** Midnight of the first working day on or after the day of `ms`. */
  normalizeStart(ms: number): number;
  /** 23:59:59.999 of the first working day on or after the day holding the instant just before `ms`. */
  normalizeEnd(ms: number): number;
  /** Working days from the day of `start` to the day of `end`, both included. */
  durationOf(start: number, end: number): number;
  /** End of the working day that makes `duration` working days from `start`. */
  endByDuration(start: number, duration: number): number;
  /** Midnight of the working day `n` working days after the day of `ms` (normalized forward first). */
  addWorkingDays(ms: number, n: number): number;
  /** Signed number of working days from the day of `a` to the day of `b`. */
  workingDaysBetween(a: number, b: number): number;
}

export function startOfDay(ms: number): number {
  return Math.floor(ms / DAY_MS) * DAY_MS;
}

export function endOfDay(ms: number): number {
  return startOfDay(ms) + DAY_MS - 1;
}

/** The instant the model reads from an end date picked in the grid (midnight of the day). */
export function fromGridEndDate(dateMs: number): number {
  return dateMs + GRID_END_OFFSET_MS;
}

/** The instant the model reads from an end date picked in the task editor (midnight of the day). */
export function fromEditorEndDate(dateMs: number): number {
  return dateMs + DAY_MS;
}

export function durationToMillis(workingDays: number): number {
  return workingDays * WORKING_DAY_MS;
}

export function millisToDuration(ms: number): number {
  return ms / WORKING_DAY_MS;
}

/** Weekday of a UTC day index: 0 = Monday … 6 = Sunday (day 0, 1970-01-01, was a Thursday). */
export function weekdayOfDay(day: number): number {
  return (((day + 3) % 7) + 7) % 7;
}

function weekdaysBefore(day: number): number {
  const e = day + 3;
  const weeks = Math.floor(e / 7);
  return weeks * 5 + Math.min(e - weeks * 7, 5);
}

function dayOfWeekdayIndex(index: number): number {
  const weeks = Math.floor(index / 5);
  return weeks * 7 + (index - weeks * 5) - 3;
}

function lowerBound(sorted: readonly number[], value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as number) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function holidayDay(value: number | string): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.floor(value / DAY_MS) : undefined;
  const match = ISO_DAY.exec(value.trim());
  if (!match) return undefined;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isFinite(ms) ? ms / DAY_MS : undefined;
}

export function createCalendar(holidayList: readonly (number | string)[] = []): Calendar {
  const days = new Set<number>();
  for (const value of holidayList) {
    const day = holidayDay(value);
    if (day !== undefined && weekdayOfDay(day) < 5) days.add(day);
  }
  const holidays = [...days].sort((a, b) => a - b);
  const hasHolidays = holidays.length > 0;

  const isHoliday = (day: number): boolean => {
    if (!hasHolidays) return false;
    const i = lowerBound(holidays, day);
    return holidays[i] === day;
  };
  const isWorkingDayIndex = (day: number): boolean => weekdayOfDay(day) < 5 && !isHoliday(day);
  const workingIndexOfDay = (day: number): number =>
    hasHolidays ? weekdaysBefore(day) - lowerBound(holidays, day) : weekdaysBefore(day);

  const dayOfWorkingIndex = (index: number): number => {
    if (!hasHolidays) return dayOfWeekdayIndex(index);
    // holidaysBefore only grows with the day, so h climbs to the answer in a few binary searches
    let h = lowerBound(holidays, dayOfWeekdayIndex(index));
    for (;;) {
      const day = dayOfWeekdayIndex(index + h);
      const before = lowerBound(holidays, day);
      if (before === h) {
        if (holidays[before] !== day) return day;
        h += 1;
      } else h = before;
    }
  };

  const nextWorkingDay = (day: number): number =>
    isWorkingDayIndex(day) ? day : dayOfWorkingIndex(workingIndexOfDay(day));

  const dayOf = (ms: number): number => Math.floor(ms / DAY_MS);

  return {
    holidays,
    dayOf,
    isWorkingDay: (ms) => isWorkingDayIndex(dayOf(ms)),
    isWorkingDayIndex,
    workingIndexOfDay,
    dayOfWorkingIndex,
    normalizeStart: (ms) => nextWorkingDay(dayOf(ms)) * DAY_MS,
    normalizeEnd: (ms) => (nextWorkingDay(dayOf(ms - 1)) + 1) * DAY_MS - 1,
    durationOf: (start, end) => workingIndexOfDay(dayOf(end) + 1) - workingIndexOfDay(dayOf(start)),
    endByDuration: (start, duration) => {
      const first = workingIndexOfDay(nextWorkingDay(dayOf(start)));
      return (dayOfWorkingIndex(first + Math.max(1, duration) - 1) + 1) * DAY_MS - 1;
    },
    addWorkingDays: (ms, n) => dayOfWorkingIndex(workingIndexOfDay(nextWorkingDay(dayOf(ms))) + n) * DAY_MS,
    workingDaysBetween: (a, b) => workingIndexOfDay(dayOf(b)) - workingIndexOfDay(dayOf(a)),
  };
}

const DMY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const YMD = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/;

/**
 * Reads a date typed or picked by a user: epoch ms, a Date, `dd/MM/yyyy` (the spec's default format)
 * or ISO `yyyy-MM-dd`; the result is midnight UTC of that day, or undefined when invalid.
 */
export function parseDateInput(value: number | string | Date): number | undefined {
  if (value instanceof Date) return Number.isFinite(value.getTime()) ? value.getTime() : undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const text = value.trim();
  let y: number;
  let m: number;
  let d: number;
  const dmy = DMY.exec(text);
  const ymd = dmy ? null : YMD.exec(text);
  if (dmy) [d, m, y] = [Number(dmy[1]), Number(dmy[2]), Number(dmy[3])];
  else if (ymd) [y, m, d] = [Number(ymd[1]), Number(ymd[2]), Number(ymd[3])];
  else return undefined;
  const ms = Date.UTC(y, m - 1, d);
  const check = new Date(ms);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return undefined;
  return ms;
}
