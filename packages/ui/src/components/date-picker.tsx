import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { DEFAULT_DATE_FORMAT, formatDate, parseDate } from '@rp/fields';
import { CalendarDays } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { isWeekendDay, type CalendarLocale } from '../lib/calendar.ts';
import { useControllableState } from '../hooks/use-controllable-state.ts';
import { Calendar, type CalendarLabels } from './calendar.tsx';
import { Input } from './input.tsx';
import { Popover, PopoverAnchor, PopoverContent, PopoverTrigger } from './popover.tsx';
import { useUiLabels } from './ui-labels.tsx';

interface DatePickerLabels extends CalendarLabels {
  openCalendar: string;
  /** Shown when typed text is not a date (part 2 §5). */
  invalid: string;
  /** Shown when the typed date is a weekend and weekends are excluded. */
  weekend: string;
}

interface DatePickerProps extends Omit<ComponentProps<'input'>, 'value' | 'defaultValue' | 'onChange' | 'type'> {
  value?: Date | null;
  defaultValue?: Date | null;
  onValueChange?: (date: Date | null) => void;
  /** date-fns style pattern; the product's is 'dd/MM/yyyy'. */
  format?: string;
  excludeWeekends?: boolean;
  minDate?: Date;
  maxDate?: Date;
  locale?: CalendarLocale;
  /** 'Today' for the calendar (stories, tests). */
  today?: Date;
  labels?: Partial<DatePickerLabels>;
  /** The host form's error for the field (e.g. required); the picker's own error (invalid, weekend) comes first. */
  error?: string;
  /** The picker's own error as it appears and clears, so the host can refuse to submit while it shows. */
  onErrorChange?: (error: string | null) => void;
}

const defaultLabels: DatePickerLabels = {
  openCalendar: 'Open calendar',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  invalid: 'The data inserted are invalid for the field format.',
  weekend: 'Weekend days cannot be chosen.',
};

/**
 * A date field: type 'dd/MM/yyyy' or a shortcut ('today', '+3d', …; parsed by @rp/fields) or pick from
 * the calendar (Monday first, weeks not numbered, weekends optionally excluded).
 */
function DatePicker({
  value,
  defaultValue = null,
  onValueChange,
  format = DEFAULT_DATE_FORMAT,
  excludeWeekends = false,
  minDate,
  maxDate,
  locale = 'sr',
  today,
  labels,
  error: hostError,
  onErrorChange,
  className,
  disabled,
  onBlur,
  onKeyDown,
  ...inputProps
}: DatePickerProps) {
  const text = useUiLabels('datePicker', defaultLabels, labels);
  const [date, setDate] = useControllableState<Date | null>(value, defaultValue, onValueChange);
  const [draft, setDraft] = useState(() => (date ? formatDate(date, { format }) : ''));
  const [ownError, setOwnError] = useState<string | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  // The value this picker itself emitted last: when it comes back as `value`, the text stays as typed.
  const emitted = useRef<Date | null | undefined>(undefined);

  useEffect(() => {
    if (date === emitted.current) return;
    emitted.current = undefined;
    setDraft(date ? formatDate(date, { format }) : '');
    setOwnError(null);
    onErrorChange?.(null);
    // onErrorChange is a callback of the host; only a new value from outside resets the text.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [date, format]);

  const showError = (next: string | null) => {
    setOwnError(next);
    if (next !== ownError) onErrorChange?.(next);
  };
  // What is shown is the value: text that is not an allowed date makes the value empty (null), never the previous one.
  const emit = (next: Date | null) => {
    const isSame = next === null ? date === null : date !== null && next.getTime() === date.getTime();
    if (isSame) return;
    emitted.current = next;
    setDate(next);
  };

  const commit = (raw: string) => {
    if (raw.trim() === '') {
      showError(null);
      emit(null);
      return;
    }
    const parsed = parseDate(raw, { format, ...(today ? { now: today } : {}) });
    if (!parsed.ok) {
      showError(text.invalid);
      emit(null);
      return;
    }
    if (excludeWeekends && isWeekendDay(parsed.value)) {
      showError(text.weekend);
      emit(null);
      return;
    }
    showError(null);
    emit(parsed.value);
    setDraft(formatDate(parsed.value, { format }));
  };
  const error = ownError ?? hostError ?? null;

  const isReadOnly = inputProps.readOnly === true;
  const isFixed = isReadOnly || disabled === true;
  const errorId = inputProps.id ? `${inputProps.id}-date-error` : undefined;
  const describedBy =
    [inputProps['aria-describedby'], error ? errorId : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <Popover open={isOpen} onOpenChange={setIsOpen}>
      <div data-slot="date-picker" className={cn('flex w-full flex-col gap-1', className)}>
        <PopoverAnchor asChild>
          <div className="relative">
            <Input
              {...inputProps}
              value={draft}
              disabled={disabled}
              inputMode="numeric"
              autoComplete="off"
              placeholder={inputProps.placeholder ?? format.toLowerCase()}
              aria-invalid={error ? true : inputProps['aria-invalid']}
              aria-describedby={describedBy}
              onChange={(event) => setDraft(event.target.value)}
              onBlur={(event) => {
                commit(event.target.value);
                onBlur?.(event);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') commit(event.currentTarget.value);
                if (event.key === 'ArrowDown' && event.altKey && !isFixed) setIsOpen(true);
                onKeyDown?.(event);
              }}
              className={isReadOnly ? undefined : 'pr-9'}
            />
            {/* A read-only date offers no calendar: a day picked there could not be saved. */}
            {!isReadOnly && (
              <PopoverTrigger asChild disabled={disabled}>
                <button
                  type="button"
                  aria-label={text.openCalendar}
                  title={text.openCalendar}
                  className="absolute top-1/2 right-1 flex size-7 -translate-y-1/2 cursor-pointer items-center justify-center rounded-sm text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:cursor-not-allowed"
                >
                  <CalendarDays aria-hidden="true" className="size-4" />
                </button>
              </PopoverTrigger>
            )}
          </div>
        </PopoverAnchor>
        {error ? (
          <p id={errorId} role="alert" className="text-xs font-medium text-danger">
            {error}
          </p>
        ) : null}
      </div>
      <PopoverContent aria-label={text.openCalendar} className="w-auto p-2">
        <Calendar
          selected={date}
          onSelect={(day) => {
            showError(null);
            emit(day);
            setDraft(formatDate(day, { format }));
            setIsOpen(false);
          }}
          excludeWeekends={excludeWeekends}
          minDate={minDate}
          maxDate={maxDate}
          locale={locale}
          today={today}
          labels={text}
        />
      </PopoverContent>
    </Popover>
  );
}

export { DatePicker };
export type { DatePickerProps, DatePickerLabels };
