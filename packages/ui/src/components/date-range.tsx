import { useId, type ComponentProps } from 'react';
import { correctDateRange } from '@rp/fields';
import { cn } from '../lib/cn.ts';
import { isWeekendDay, type CalendarLocale } from '../lib/calendar.ts';
import { useControllableState } from '../hooks/use-controllable-state.ts';
import { DatePicker, type DatePickerLabels } from './date-picker.tsx';
import { Label } from './label.tsx';
import { MonthPicker, type MonthPickerLabels } from './month-picker.tsx';

interface DateRangeValue {
  start: Date;
  end: Date;
}

/** A range whose ends may be empty: what a form's two fields show (null = empty or not a valid date). */
interface DateRangeEntry {
  start: Date | null;
  end: Date | null;
}

interface DateRangeLabels {
  start: string;
  end: string;
}

type DateRangePart = 'start' | 'end';

interface DateRangeBaseProps extends Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange'> {
  /** 'month' for the statistics screens (month-level start and end). */
  granularity?: 'day' | 'month';
  excludeWeekends?: boolean;
  locale?: CalendarLocale;
  today?: Date;
  labels: DateRangeLabels;
  pickerLabels?: Partial<DatePickerLabels & MonthPickerLabels>;
  /** The host form's errors of the two fields (e.g. required); a picker's own error (invalid, weekend) comes first. */
  errors?: Partial<Record<DateRangePart, string>>;
  /** A picker's own error as it appears or clears (day granularity). */
  onErrorChange?: (part: DateRangePart, error: string | null) => void;
  /** Month granularity: the months the pickers offer (a month wholly outside cannot be picked). */
  minDate?: Date;
  maxDate?: Date;
}

/** A search range: both ends always set; a cleared or invalid field leaves the range as it was. */
interface DateRangeFilledProps extends DateRangeBaseProps {
  allowEmpty?: false;
  value?: DateRangeValue;
  defaultValue: DateRangeValue;
  onValueChange?: (range: DateRangeValue) => void;
}

/** A form's range: an end is null while its field is empty or not a valid date, so what is sent is what is shown. */
interface DateRangeEmptyableProps extends DateRangeBaseProps {
  allowEmpty: true;
  value?: DateRangeEntry;
  defaultValue: DateRangeEntry;
  onValueChange?: (range: DateRangeEntry) => void;
}

type DateRangeProps = DateRangeFilledProps | DateRangeEmptyableProps;

/**
 * A start and an end that correct each other (part 1 §5): a start after the end moves the end to
 * start + 1 day; an end before the start moves the start to end − 1 day. With weekends excluded a corrected end
 * moves on to Monday and a corrected start back to Friday: a correction never lands on a day the field refuses.
 */
function DateRange({
  allowEmpty = false,
  value,
  defaultValue,
  onValueChange,
  granularity = 'day',
  excludeWeekends,
  locale = 'sr',
  today,
  labels,
  pickerLabels,
  errors,
  onErrorChange,
  minDate,
  maxDate,
  className,
  ...props
}: DateRangeProps) {
  const id = useId();
  const [range, setRange] = useControllableState<DateRangeEntry>(
    value,
    defaultValue,
    onValueChange as ((range: DateRangeEntry) => void) | undefined,
  );
  const change = (part: DateRangePart, date: Date | null) => {
    if (!date) {
      if (allowEmpty && range[part] !== null) setRange({ ...range, [part]: null });
      return;
    }
    const next = { ...range, [part]: date };
    if (!next.start || !next.end) return setRange(next);
    const isAllowed = excludeWeekends ? (day: Date) => !isWeekendDay(day) : undefined;
    setRange(correctDateRange({ start: next.start, end: next.end }, part, { isAllowed }));
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
              minDate={minDate}
              maxDate={maxDate}
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
              error={errors?.[part]}
              onErrorChange={(error) => onErrorChange?.(part, error)}
              onValueChange={(date) => change(part, date)}
            />
          )}
        </div>
      ))}
    </div>
  );
}

export { DateRange };
export type { DateRangeProps, DateRangeValue, DateRangeEntry, DateRangeLabels };
