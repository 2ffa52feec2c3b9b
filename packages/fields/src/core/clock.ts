import { fail, ok } from './result.ts';
import type { ClockTime, Result } from './types.ts';

const CLOCK = /^(-)?(\d{1,6}):([0-5]\d)(?::([0-5]\d))?$/;

/** Reads 'HH:mm:ss' (or 'HH:mm'); hours may pass 23 for totals, a leading '-' marks a deficit. */
export function parseClock(text: string): Result<ClockTime> {
  const match = CLOCK.exec(text.trim());
  if (!match) return fail('INVALID_CLOCK');
  const hours = Number(match[2]);
  const minutes = Number(match[3]);
  const seconds = Number(match[4] ?? '0');
  const negative = match[1] === '-' && hours + minutes + seconds > 0;
  return ok({ negative, hours, minutes, seconds });
}

/** Total seconds of a clock value, negative for a deficit. */
export function clockToSeconds(time: ClockTime): number {
  const total = time.hours * 3600 + time.minutes * 60 + time.seconds;
  return time.negative && total !== 0 ? -total : total;
}

/** Splits seconds into hours, minutes and seconds with 60/60 carry. */
export function clockFromSeconds(totalSeconds: number): ClockTime {
  const whole = Math.round(totalSeconds);
  const rest = Math.abs(whole);
  return {
    negative: whole < 0,
    hours: Math.floor(rest / 3600),
    minutes: Math.floor((rest % 3600) / 60),
    seconds: rest % 60,
  };
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** 'HH:mm:ss', after normalising minutes and seconds above 59 into the next unit. */
export function formatClock(time: ClockTime): string {
  const normal = clockFromSeconds(clockToSeconds(time));
  return `${normal.negative ? '-' : ''}${pad(normal.hours)}:${pad(normal.minutes)}:${pad(normal.seconds)}`;
}

/** a + b, carrying seconds into minutes and minutes into hours. */
export function addClock(a: ClockTime, b: ClockTime): ClockTime {
  return clockFromSeconds(clockToSeconds(a) + clockToSeconds(b));
}

/** a − b, borrowing across units; a negative result has `negative: true`. */
export function subtractClock(a: ClockTime, b: ClockTime): ClockTime {
  return clockFromSeconds(clockToSeconds(a) - clockToSeconds(b));
}

/** -1, 0 or 1. */
export function compareClock(a: ClockTime, b: ClockTime): -1 | 0 | 1 {
  const difference = clockToSeconds(a) - clockToSeconds(b);
  return difference < 0 ? -1 : difference > 0 ? 1 : 0;
}

/** Sum of many clock values, e.g. the day totals of a month. */
export function sumClocks(times: readonly ClockTime[]): ClockTime {
  let total = 0;
  for (const time of times) total += clockToSeconds(time);
  return clockFromSeconds(total);
}
