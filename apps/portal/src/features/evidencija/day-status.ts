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

export type MonthStatus = 'complete' | 'short' | 'inProgress';

type MonthDay = Parameters<typeof dayStatus>[0];

/**
 * The month's totals, by the days' own rule (part 1 §9): a check when worked reaches planned; a warning when less was
 * worked and a weekday already over fell short, or the whole month is over; otherwise the month is still under way
 * (the 1st of a month is not a shortfall of the month's 184 hours).
 */
export function monthStatus(
  month: { Planirano: string; Odradjeno: string; itemList: readonly MonthDay[] },
  today: string,
): MonthStatus {
  if (seconds(month.Odradjeno) >= seconds(month.Planirano)) return 'complete';
  const lastDay = month.itemList.at(-1)?.Datum;
  if (lastDay === undefined || lastDay < today) return 'short';
  return month.itemList.some((day) => dayStatus(day, today) === 'short') ? 'short' : 'inProgress';
}
