import { useId, type ComponentProps } from 'react';
import { correctDateRange } from '@rp/fields';
import { cn } from '../lib/cn.ts';
import type { CalendarLocale } from '../lib/calendar.ts';
import { useControllableState } from '../hooks/use-controllable-state.ts';
import { DatePicker, type DatePickerLabels } from './date-picker.tsx';
import { Label } from './label.tsx';
import { MonthPicker, type MonthPickerLabels } from './month-picker.tsx';

interface DateRangeValue {
  start: Date;
  end: Date;
}

interface DateRangeLabels {
  start: string;
  end: string;
}

interface DateRangeProps extends Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange'> {
  value?: DateRangeValue;
  defaultValue: DateRangeValue;
  onValueChange?: (range: DateRangeValue) => void;
  /** 'month' for the statistics screens (month-level start and end). */
  granularity?: 'day' | 'month';
  excludeWeekends?: boolean;
  locale?: CalendarLocale;
  today?: Date;
  labels: DateRangeLabels;
  pickerLabels?: Partial<DatePickerLabels & MonthPickerLabels>;
}

/**
 * A start and an end that correct each other (part 1 §5): a start after the end moves the end to
 * start + 1 day; an end before the start moves the start to end − 1 day.
 */
function DateRange({
  value,
  defaultValue,
  onValueChange,
  granularity = 'day',
  excludeWeekends,
  locale = 'sr',
  today,
  labels,
  pickerLabels,
  className,
  ...props
}: DateRangeProps) {
  const id = useId();
  const [range, setRange] = useControllableState(value, defaultValue, onValueChange);
  const change = (part: 'start' | 'end', date: Date | null) => {
    if (!date) return;
    setRange(correctDateRange({ ...range, [part]: date }, part));
  };

  return (
    <div data-slot="date-range" className={cn('flex flex-wrap items-start gap-3', className)} {...props}>
      {(['start', 'end'] as const).map((part) => (
        <div key={part} className="flex min-w-40 flex-1 flex-col gap-1.5">
          <Label htmlFor={`${id}-${part}`}>{labels[part]}</Label>
          {granularity === 'month' ? (
            <MonthPicker
              id={`${id}-${part}`}
              value={range[part]}
              boundary={part}
              locale={locale}
              labels={pickerLabels}
              onValueChange={(date) => change(part, date)}
            />
          ) : (
            <DatePicker
              id={`${id}-${part}`}
              value={range[part]}
              excludeWeekends={excludeWeekends}
              locale={locale}
              today={today}
              labels={pickerLabels}
              onValueChange={(date) => change(part, date)}
            />
          )}
        </div>
      ))}
    </div>
  );
}

export { DateRange };
export type { DateRangeProps, DateRangeValue, DateRangeLabels };
