import { TZDate } from '@date-fns/tz';

const validity = new Map<string, boolean>();

/** True for an IANA name or offset the runtime knows ('Europe/Belgrade', 'UTC', '+02:00'). */
export function isValidTimeZone(timeZone: string): boolean {
  let known = validity.get(timeZone);
  if (known === undefined) {
    try {
      known = !Number.isNaN(new TZDate(0, timeZone).getTime());
    } catch {
      known = false;
    }
    validity.set(timeZone, known);
  }
  return known;
}

/** The zone to compute in, or undefined for the runtime's own zone (also when the name is unknown). */
export function usableZone(timeZone: string | undefined): string | undefined {
  return timeZone !== undefined && isValidTimeZone(timeZone) ? timeZone : undefined;
}

/** The same instant as a date whose getters read the wall clock of `timeZone`. */
export function inZone(date: Date | number, timeZone: string | undefined): Date {
  const zone = usableZone(timeZone);
  const time = typeof date === 'number' ? date : date.getTime();
  return zone === undefined ? new Date(time) : new TZDate(time, zone);
}

/** The instant of a wall-clock time in `timeZone` (month 0-based); years below 100 are kept as written. */
export function makeZonedDate(
  year: number,
  month: number,
  day: number,
  hours: number,
  minutes: number,
  seconds: number,
  timeZone: string | undefined,
): Date {
  const zone = usableZone(timeZone);
  const date =
    zone === undefined
      ? new Date(year, month, day, hours, minutes, seconds)
      : new TZDate(year, month, day, hours, minutes, seconds, 0, zone);
  if (year < 100) date.setFullYear(year, month, day);
  return date;
}
