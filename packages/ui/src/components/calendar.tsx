import { useEffect, useRef, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { addDays, addMonths, endOfWeek, format, isSameDay, startOfMonth, startOfWeek } from 'date-fns';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import {
  WEEK_STARTS_ON,
  dateFnsLocales,
  isOutsideMonth,
  isWeekendDay,
  monthGrid,
  type CalendarLocale,
} from '../lib/calendar.ts';
import { Button } from './button.tsx';
import { useUiLabels } from './ui-labels.tsx';

interface CalendarLabels {
  previousMonth: string;
  nextMonth: string;
}

interface CalendarProps extends Omit<ComponentProps<'div'>, 'onSelect' | 'defaultValue'> {
  selected?: Date | null;
  onSelect?: (date: Date) => void;
  /** The month shown first; defaults to the selected date's month or today's. */
  defaultMonth?: Date;
  /** Weekend days cannot be chosen (work time, job and task dates). */
  excludeWeekends?: boolean;
  isDateDisabled?: (date: Date) => boolean;
  minDate?: Date;
  maxDate?: Date;
  locale?: CalendarLocale;
  today?: Date;
  labels?: Partial<CalendarLabels>;
}

const defaultLabels: CalendarLabels = { previousMonth: 'Previous month', nextMonth: 'Next month' };

/** A month grid: Monday first, no week numbers, arrow-key navigation. */
function Calendar({
  selected,
  onSelect,
  defaultMonth,
  excludeWeekends = false,
  isDateDisabled,
  minDate,
  maxDate,
  locale = 'sr',
  today = new Date(),
  labels,
  className,
  ...props
}: CalendarProps) {
  const text = useUiLabels('calendar', defaultLabels, labels);
  const dfLocale = dateFnsLocales[locale];
  const [month, setMonth] = useState(() => startOfMonth(defaultMonth ?? selected ?? today));
  const [focused, setFocused] = useState<Date>(() => selected ?? defaultMonth ?? today);
  const gridRef = useRef<HTMLTableElement>(null);
  const hasKeyboardFocus = useRef(false);

  const isDisabled = (day: Date) =>
    (excludeWeekends && isWeekendDay(day)) ||
    (minDate !== undefined && day < startOfDay(minDate)) ||
    (maxDate !== undefined && day > maxDate) ||
    Boolean(isDateDisabled?.(day));

  useEffect(() => {
    if (!hasKeyboardFocus.current) return;
    gridRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  }, [focused]);

  const moveFocus = (next: Date) => {
    hasKeyboardFocus.current = true;
    setFocused(next);
    if (isOutsideMonth(next, month)) setMonth(startOfMonth(next));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, () => Date> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      PageUp: () => addMonths(focused, -1),
      PageDown: () => addMonths(focused, 1),
      Home: () => startOfWeek(focused, { weekStartsOn: WEEK_STARTS_ON }),
      End: () => endOfWeek(focused, { weekStartsOn: WEEK_STARTS_ON }),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveFocus(move());
  };

  const weeks = monthGrid(month);
  const weekdayNames = weeks[0]!.map((day) => ({
    short: format(day, 'EEEEEE', { locale: dfLocale }),
    long: format(day, 'EEEE', { locale: dfLocale }),
  }));

  return (
    <div data-slot="calendar" className={cn('w-fit p-1', className)} {...props}>
      <div className="mb-2 flex items-center justify-between gap-2">
        <Button
          variant="ghost"
          size="icon"
          className="size-7"
          aria-label={text.previousMonth}
          onClick={() => setMonth((current) => addMonths(current, -1))}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <p aria-live="polite" className="text-base font-medium capitalize">
          {format(month, 'LLLL yyyy', { locale: dfLocale })}
        </p>
        <Button
          variant="ghost"
          size="icon"
          className="size-7"
          aria-label={text.nextMonth}
          onClick={() => setMonth((current) => addMonths(current, 1))}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <table
        ref={gridRef}
        role="grid"
        aria-label={format(month, 'LLLL yyyy', { locale: dfLocale })}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {weekdayNames.map((name) => (
              <th
                key={name.long}
                scope="col"
                abbr={name.long}
                className="size-8 text-xs font-normal text-muted-foreground"
              >
                {name.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]!.toISOString()}>
              {week.map((day) => {
                const isSelected = selected ? isSameDay(day, selected) : false;
                const isFocusTarget = isSameDay(day, focused) && !isOutsideMonth(day, month);
                const isFallbackTarget =
                  isOutsideMonth(focused, month) && day.getDate() === 1 && !isOutsideMonth(day, month);
                const disabled = isDisabled(day);
                const outside = isOutsideMonth(day, month);
                return (
                  <td key={day.toISOString()} className="p-0 text-center" aria-selected={isSelected || undefined}>
                    <button
                      type="button"
                      tabIndex={isFocusTarget || isFallbackTarget ? 0 : -1}
                      disabled={disabled}
                      aria-label={format(day, locale === 'en' ? 'EEEE, MMMM d, yyyy' : 'PPPP', { locale: dfLocale })}
                      aria-current={isSameDay(day, today) ? 'date' : undefined}
                      aria-pressed={isSelected}
                      data-outside={outside || undefined}
                      onClick={() => {
                        setFocused(day);
                        onSelect?.(day);
                      }}
                      className={cn(
                        'size-8 cursor-pointer rounded-md text-base tabular-nums outline-none hover:bg-muted',
                        'focus-visible:ring-2 focus-visible:ring-ring',
                        outside && 'text-muted-foreground',
                        isSameDay(day, today) && 'font-semibold text-primary',
                        isSelected && 'bg-primary text-primary-foreground hover:bg-primary/90',
                        'disabled:cursor-not-allowed disabled:text-muted-foreground/60 disabled:line-through disabled:hover:bg-transparent',
                      )}
                    >
                      {day.getDate()}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

export { Calendar };
export type { CalendarProps, CalendarLabels };
