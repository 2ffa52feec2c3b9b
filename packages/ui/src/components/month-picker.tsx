import { useState, type ComponentProps } from 'react';
import { format } from 'date-fns';
import { CalendarRange, ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { dateFnsLocales, monthBoundary, type CalendarLocale } from '../lib/calendar.ts';
import { useControllableState } from '../hooks/use-controllable-state.ts';
import { Button } from './button.tsx';
import { Popover, PopoverContent, PopoverTrigger } from './popover.tsx';
import { useUiLabels } from './ui-labels.tsx';

interface MonthPickerLabels {
  previousYear: string;
  nextYear: string;
  placeholder: string;
}

interface MonthPickerProps extends Omit<ComponentProps<'button'>, 'value' | 'defaultValue' | 'onChange'> {
  value?: Date | null;
  defaultValue?: Date | null;
  /** Receives the first moment of the month ('start') or its last moment ('end'). */
  onValueChange?: (date: Date) => void;
  boundary?: 'start' | 'end';
  locale?: CalendarLocale;
  minDate?: Date;
  maxDate?: Date;
  labels?: Partial<MonthPickerLabels>;
}

const defaultLabels: MonthPickerLabels = { previousYear: 'Previous year', nextYear: 'Next year', placeholder: 'Month' };

/** Month-level picker of the statistics screens. */
function MonthPicker({
  value,
  defaultValue = null,
  onValueChange,
  boundary = 'start',
  locale = 'sr',
  minDate,
  maxDate,
  labels,
  className,
  'aria-label': ariaLabel,
  ...props
}: MonthPickerProps) {
  const text = useUiLabels('monthPicker', defaultLabels, labels);
  const dfLocale = dateFnsLocales[locale];
  const [date, setDate] = useControllableState<Date | null>(
    value,
    defaultValue,
    (next) => next && onValueChange?.(next),
  );
  const [isOpen, setIsOpen] = useState(false);
  const shown = date ? format(date, 'LLLL yyyy', { locale: dfLocale }) : text.placeholder;
  const [year, setYear] = useState(() => (date ?? new Date()).getFullYear());

  const isOutOfRange = (monthIndex: number) =>
    (minDate !== undefined && monthBoundary(year, monthIndex, 'end') < minDate) ||
    (maxDate !== undefined && monthBoundary(year, monthIndex, 'start') > maxDate);

  return (
    <Popover
      open={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        if (open) setYear((date ?? new Date()).getFullYear());
      }}
    >
      <PopoverTrigger asChild>
        <button
          type="button"
          data-slot="month-picker"
          className={cn(
            'flex h-8 w-full min-w-36 cursor-pointer items-center gap-2 rounded-md border border-input bg-card px-2.5 text-left text-base shadow-xs outline-none',
            'focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 disabled:cursor-not-allowed disabled:opacity-60',
            className,
          )}
          // A name of its own keeps the month it shows ('Mesec: oktobar 2026'): the visible text is part of the name
          // (WCAG 2.5.3), so a voice user can say what they see.
          aria-label={ariaLabel && date ? `${ariaLabel}: ${shown}` : ariaLabel}
          {...props}
        >
          <CalendarRange aria-hidden="true" className="size-4 text-muted-foreground" />
          <span className={cn('capitalize', !date && 'text-muted-foreground')}>{shown}</span>
        </button>
      </PopoverTrigger>
      <PopoverContent aria-label={text.placeholder} className="w-72 p-2">
        <div className="mb-2 flex items-center justify-between">
          <Button
            variant="ghost"
            size="icon"
            className="size-7"
            aria-label={text.previousYear}
            onClick={() => setYear((y) => y - 1)}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <span className="text-base font-medium tabular-nums" aria-live="polite">
            {year}
          </span>
          <Button
            variant="ghost"
            size="icon"
            className="size-7"
            aria-label={text.nextYear}
            onClick={() => setYear((y) => y + 1)}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
        <div className="grid grid-cols-3 gap-1">
          {Array.from({ length: 12 }, (_, monthIndex) => {
            const isSelected = date?.getFullYear() === year && date.getMonth() === monthIndex;
            const monthDate = new Date(year, monthIndex, 1);
            return (
              <button
                key={monthIndex}
                type="button"
                disabled={isOutOfRange(monthIndex)}
                aria-pressed={isSelected}
                onClick={() => {
                  setDate(monthBoundary(year, monthIndex, boundary));
                  setIsOpen(false);
                }}
                className={cn(
                  'h-8 cursor-pointer rounded-md text-sm capitalize outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring',
                  isSelected && 'bg-primary text-primary-foreground hover:bg-primary/90',
                  'disabled:cursor-not-allowed disabled:opacity-40',
                )}
              >
                {format(monthDate, 'LLLL', { locale: dfLocale })}
              </button>
            );
          })}
        </div>
      </PopoverContent>
    </Popover>
  );
}

export { MonthPicker };
export type { MonthPickerProps, MonthPickerLabels };
