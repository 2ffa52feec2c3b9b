import {
  addDays,
  addMonths,
  addQuarters,
  addWeeks,
  addYears,
  startOfDay,
  startOfMonth,
  startOfQuarter,
  startOfWeek,
} from 'date-fns';
import { inZone } from './zone.ts';

/** Monday, as in the product's calendars. */
export const WEEK_STARTS_ON = 1;

type Resolve = (today: Date) => Date;

const week = (today: Date) => startOfWeek(today, { weekStartsOn: WEEK_STARTS_ON });

// A Map, not an object, so that keys like '__proto__' are not found on the prototype.
const NAMED = new Map<string, Resolve>();
function name(aliases: readonly string[], resolve: Resolve): void {
  for (const alias of aliases) NAMED.set(alias, resolve);
}
name(['t', 'today', 'danas'], (today) => today);
name(['y', 'yesterday', 'juce', 'juče'], (today) => addDays(today, -1));
name(['tom', 'tomorrow', 'sutra'], (today) => addDays(today, 1));
name(['w', 'week', 'thisweek'], week);
name(['lw', 'lastweek'], (today) => addWeeks(week(today), -1));
name(['nw', 'nextweek'], (today) => addWeeks(week(today), 1));
name(['m', 'month', 'thismonth'], (today) => startOfMonth(today));
name(['lm', 'lastmonth'], (today) => addMonths(startOfMonth(today), -1));
name(['nm', 'nextmonth'], (today) => addMonths(startOfMonth(today), 1));
name(['q', 'quarter', 'thisquarter'], (today) => startOfQuarter(today));
name(['lq', 'lastquarter'], (today) => addQuarters(startOfQuarter(today), -1));
name(['nq', 'nextquarter'], (today) => addQuarters(startOfQuarter(today), 1));

const OFFSET = /^([+-]?)(\d{1,4})([dwmqy])$/;

const ADD: Readonly<Record<string, (date: Date, amount: number) => Date>> = {
  d: addDays,
  w: addWeeks,
  m: addMonths,
  q: addQuarters,
  y: addYears,
};

/** Every named shortcut the date fields understand (lower-case, spaces removed before lookup). */
export const DATE_SHORTCUTS: readonly string[] = [...NAMED.keys()];

function shortcutKey(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, '');
}

/** Whether `text` is one of the shortcuts, without resolving it. */
export function isDateShortcut(text: string): boolean {
  const key = shortcutKey(text);
  return key !== '' && key.length <= 12 && (NAMED.has(key) || OFFSET.test(key));
}

/**
 * Resolves a shortcut ('t', 'yesterday', 'lw', 'next month', '+3d', '-2w', '1m', '1y') to midnight of the
 * day it names, relative to `now` and computed on the wall clock of `timeZone`, so that days stay whole
 * across daylight-saving changes. Returns null for anything else.
 */
export function resolveDateShortcut(
  text: string,
  options: { now?: Date | number; timeZone?: string } = {},
): Date | null {
  const key = shortcutKey(text);
  if (key === '' || key.length > 12) return null;
  const named = NAMED.get(key);
  const offset = named ? null : OFFSET.exec(key);
  if (!named && !offset) return null;
  const today = startOfDay(inZone(options.now ?? Date.now(), options.timeZone));
  if (named) return named(today);
  const [, sign, amount, unit] = offset ?? [];
  const add = ADD[unit ?? 'd'] ?? addDays;
  return add(today, (sign === '-' ? -1 : 1) * Number(amount));
}
