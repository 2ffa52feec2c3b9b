/** The firm's time zone: days, weekends and working hours are reckoned in it whatever the server's zone. */
export const FIRM_TIME_ZONE = 'Europe/Belgrade';

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: FIRM_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The firm's calendar day of an instant, `YYYY-MM-DD`. */
export function localDate(instant: Date): string {
  return dayOf(localDayNumber(instant));
}

/** The firm's calendar day of an instant as a day number (days since 1970-01-01). */
export function localDayNumber(instant: Date): number {
  // The instant moved by the zone's offset (kept per hour) instead of an Intl format per call.
  return Math.floor((instant.getTime() + zoneOffset(instant)) / DAY_MS);
}

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const offsetsByHour = new Map<number, number>();

/**
 * Offset of the firm's zone from UTC at an instant, in ms. The zone changes its offset only on the hour (01:00 UTC),
 * so one Intl lookup serves a whole hour: the lookups were the largest share of a task list's CPU time.
 */
function zoneOffset(instant: Date): number {
  return offsetAt(instant.getTime());
}

function offsetAt(time: number): number {
  const hour = Math.floor(time / HOUR_MS);
  let offset = offsetsByHour.get(hour);
  if (offset === undefined) {
    offset = lookUpZoneOffset(new Date(hour * HOUR_MS));
    // Bounded: a long-running server sees a few thousand hours; anything odd cannot grow it without end.
    if (offsetsByHour.size >= 100_000) offsetsByHour.clear();
    offsetsByHour.set(hour, offset);
  }
  return offset;
}

function lookUpZoneOffset(instant: Date): number {
  const parts = Object.fromEntries(partsFormat.formatToParts(instant).map((part) => [part.type, part.value]));
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant (ms) the firm's day `number` (days since 1970-01-01) begins: localInstant's midnight, from a number. */
export function localMidnight(number: number): number {
  const guess = number * DAY_MS;
  return guess - offsetAt(guess - offsetAt(guess));
}

/** The instant of a wall-clock time (`HH:mm:ss`) on a day in the firm's zone. */
export function localInstant(datum: string, vreme = '00:00:00'): Date {
  const guess = new Date(`${datum}T${vreme}Z`);
  const first = new Date(guess.getTime() - zoneOffset(guess));
  return new Date(guess.getTime() - zoneOffset(first));
}

export function isWeekend(datum: string): boolean {
  const day = new Date(`${datum}T00:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
}

/** Whether a day number (days since 1970-01-01, a Thursday) falls on a Saturday or Sunday. */
export function isWeekendDay(number: number): boolean {
  const weekday = (((number + 4) % 7) + 7) % 7;
  return weekday === 0 || weekday === 6;
}

/** The day `count` working days (Monday to Friday) after the day `number`; the day itself when count is 0. */
export function addWorkingDays(number: number, count: number): number {
  if (count <= 0) return number;
  // The working days after a Saturday or Sunday are those after its Friday, and five of them end a week later.
  let day = number;
  while (isWeekendDay(day)) day -= 1;
  day += Math.floor(count / 5) * 7;
  for (let left = count % 5; left > 0; left--) {
    day += 1;
    while (isWeekendDay(day)) day += 1;
  }
  return day;
}
/** The most days one iteration walks: a guard for every caller, far above any range the API accepts. */
export const MAX_DAYS = 10_000;

/** A `YYYY-MM-DD` day as a day number (days since 1970-01-01); throws RangeError for anything else. */
export function dayNumber(datum: string): number {
  const ms = /^\d{4}-\d{2}-\d{2}$/.test(datum) ? Date.parse(`${datum}T00:00:00Z`) : Number.NaN;
  // Date.parse rolls 2024-02-30 over to March; a day that does not exist is no day.
  if (!Number.isFinite(ms) || new Date(ms).toISOString().slice(0, 10) !== datum)
    throw new RangeError(`Not a date: ${JSON.stringify(datum).slice(0, 40)}`);
  return ms / DAY_MS;
}

/** A day number as `YYYY-MM-DD`; throws RangeError outside the years 0000–9999. */
export function dayOf(number: number): string {
  const date = new Date(number * DAY_MS);
  const year = date.getUTCFullYear();
  // Past year 9999 the ISO form becomes `+010000-…`, which sorts before every four-digit year.
  if (!(year >= 0 && year <= 9999)) throw new RangeError(`Date out of range: year ${year}`);
  return date.toISOString().slice(0, 10);
}

/** The day `days` days after (or before) `datum`; throws RangeError for a non-date or a year outside 0000–9999. */
export function addDays(datum: string, days: number): string {
  if (!Number.isSafeInteger(days)) throw new RangeError(`Not a whole number of days: ${days}`);
  return dayOf(dayNumber(datum) + days);
}

/** Days from `from` to `to`, both included; 0 when `to` is before `from`. */
export function countDays(from: string, to: string): number {
  return Math.max(0, dayNumber(to) - dayNumber(from) + 1);
}

/**
 * Every day from `from` to `to`, both included. Counted, not compared as text, so it ends for any input; a range of
 * more than MAX_DAYS days throws RangeError (the API's schemas allow far less).
 */
export function eachDay(from: string, to: string): string[] {
  const count = Math.max(0, dayNumber(to) - dayNumber(from) + 1);
  if (count > MAX_DAYS) throw new RangeError(`Range of ${count} days exceeds ${MAX_DAYS}`);
  // Counted on the calendar's fields rather than formatted from a Date per day (a month screen walks 31 days).
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  let day = Number(from.slice(8, 10));
  let monthLength = daysInMonth(year, month);
  const days = new Array<string>(count);
  for (let index = 0; index < count; index++) {
    if (year > 9999) throw new RangeError(`Date out of range: year ${year}`);
    days[index] = `${String(year).padStart(4, '0')}-${twoDigits(month)}-${twoDigits(day)}`;
    if (++day > monthLength) {
      day = 1;
      if (++month > 12) {
        month = 1;
        year += 1;
      }
      monthLength = daysInMonth(year, month);
    }
  }
  return days;
}

function daysInMonth(year: number, month: number): number {
  if (month !== 2) return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
}

export function monthRange(godina: number, mesec: number): { from: string; to: string } {
  const from = `${godina}-${String(mesec).padStart(2, '0')}-01`;
  const last = new Date(Date.UTC(godina, mesec, 0)).getUTCDate();
  return { from, to: `${from.slice(0, 8)}${String(last).padStart(2, '0')}` };
}

const twoDigits = (value: number) => (value < 10 ? `0${value}` : `${value}`);

/** Seconds as `HH:mm:ss` with 60/60 carry; hours grow past 24 for totals. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${twoDigits(h)}:${twoDigits(m)}:${twoDigits(s)}`;
}

/** `HH:mm[:ss]` as seconds. */
export function parseDuration(text: string): number {
  const [h = 0, m = 0, s = 0] = text.split(':').map(Number);
  return h * 3600 + m * 60 + s;
}
