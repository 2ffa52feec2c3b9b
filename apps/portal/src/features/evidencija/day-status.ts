import { clockToSeconds, parseClock } from '@rp/fields';
import type { Evidencija } from '@rp/contract';

export type DayStatus = 'done' | 'short' | 'weekend' | 'holiday' | 'leave' | 'open' | 'notEmployed';

const seconds = (text: string) => {
  const parsed = parseClock(text);
  return parsed.ok ? clockToSeconds(parsed.value) : 0;
};

/**
 * The day-status icon (part 1 §9): a check when worked is at least planned; an exclamation when less than planned,
 * the day is over and it is not a weekend; otherwise a weekend or holiday icon. A weekday still under way (or in
 * the future) with less than planned is 'open'; a free day with nothing planned shows why it is free. A day before
 * the worker's start date or after their leaving date plans nothing and is never 'less than planned'.
 */
export function dayStatus(
  day: Pick<Evidencija, 'Datum' | 'Planirano' | 'Odradjeno' | 'Vikend' | 'Praznik' | 'Godisnji'> &
    Partial<Pick<Evidencija, 'Zaposlen'>>,
  today: string,
): DayStatus {
  const planned = seconds(day.Planirano);
  const worked = seconds(day.Odradjeno);
  if (day.Zaposlen === false && worked === 0) return day.Vikend ? 'weekend' : 'notEmployed';
  if (planned === 0) {
    if (day.Godisnji) return 'leave';
    if (day.Praznik) return 'holiday';
    if (day.Vikend) return 'weekend';
    return worked > 0 ? 'done' : day.Datum < today ? 'done' : 'open';
  }
  if (worked >= planned) return 'done';
  if (day.Datum < today && !day.Vikend) return 'short';
  return day.Vikend ? 'weekend' : 'open';
}

/** The month's totals: a check when worked reaches planned, otherwise a warning. */
export function isMonthComplete(planirano: string, odradjeno: string): boolean {
  return seconds(odradjeno) >= seconds(planirano);
}
