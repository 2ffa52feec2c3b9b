import { addDays, endOfMonth, endOfWeek, isSameMonth, startOfMonth, startOfWeek, type Locale } from 'date-fns';
import { enUS, srLatn } from 'date-fns/locale';

/** The product's calendar: weeks start on Monday (part 2 §2, §9). */
const WEEK_STARTS_ON = 1;

type CalendarLocale = 'sr' | 'en';

const dateFnsLocales: Record<CalendarLocale, Locale> = { sr: srLatn, en: enUS };

/** The days shown for a month: whole Monday-to-Sunday weeks covering it. */
function monthGrid(month: Date): Date[][] {
  const first = startOfWeek(startOfMonth(month), { weekStartsOn: WEEK_STARTS_ON });
  const last = endOfWeek(endOfMonth(month), { weekStartsOn: WEEK_STARTS_ON });
  const weeks: Date[][] = [];
  for (let day = first; day <= last; day = addDays(day, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, index) => addDays(day, index)));
  }
  return weeks;
}

function isOutsideMonth(day: Date, month: Date): boolean {
  return !isSameMonth(day, month);
}

function isWeekendDay(day: Date): boolean {
  const weekday = day.getDay();
  return weekday === 0 || weekday === 6;
}

/** Month boundaries of the month-only pickers: the first day 00:00, the last day 23:59:59.999. */
function monthBoundary(year: number, monthIndex: number, boundary: 'start' | 'end'): Date {
  return boundary === 'start' ? new Date(year, monthIndex, 1) : new Date(year, monthIndex + 1, 0, 23, 59, 59, 999);
}

export { WEEK_STARTS_ON, dateFnsLocales, monthGrid, isOutsideMonth, isWeekendDay, monthBoundary };
export type { CalendarLocale };
