import type { ComponentProps } from 'react';
import type { EntryType } from '../core/types.ts';
import { cx } from './class-names.ts';
import { FieldErrorIcon } from './field-error-icon.tsx';
import { useFieldLabels } from './field-labels.tsx';
import { useEntryField } from './use-entry-field.ts';
import type { UseEntryFieldOptions } from './use-entry-field.ts';

type InputProps = Omit<
  ComponentProps<'input'>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'maxLength'
>;

export interface EntryFieldProps<T extends EntryType = EntryType>
  extends InputProps, Omit<UseEntryFieldOptions<T>, 'type'> {
  readonly entryType: T;
  /** Classes of the <input>; `className` styles the root. */
  readonly inputClassName?: string;
}

const INPUT_MODE: Readonly<Record<EntryType, ComponentProps<'input'>['inputMode']>> = {
  INTEGER: 'numeric',
  DOUBLE: 'decimal',
  PERCENTILE: 'decimal',
  CURRENCY: 'decimal',
  URL: 'url',
  EMAIL: 'email',
  DURATIONMILLIS: 'text',
  DURATIONDAYS: 'text',
  DATE: 'text',
  TIME: 'text',
};

/**
 * A text input for one entry type: validated on blur, with an error icon titled 'Error on field: …', an
 * alert reading 'error on field' and the message, and aria-invalid / aria-describedby wired to it.
 */
export function EntryField<T extends EntryType>(props: EntryFieldProps<T>) {
  const {
    entryType,
    value,
    defaultValue,
    onValueChange,
    onEntryChange,
    validated,
    normalizeOnBlur,
    error,
    messages,
    onChange,
    onBlur,
    locale,
    allowGrouping,
    symbol,
    position,
    decimals,
    numberFormat,
    mode,
    workingDayMillis,
    workingDaysPerWeek,
    format,
    timeZone,
    now,
    maxLength,
    className,
    inputClassName,
    'aria-describedby': describedBy,
    ...inputProps
  } = props;
  const field = useEntryField<T>({
    type: entryType,
    value,
    defaultValue,
    onValueChange,
    onEntryChange,
    validated,
    normalizeOnBlur,
    error,
    messages,
    onChange,
    onBlur,
    locale,
    allowGrouping,
    symbol,
    position,
    decimals,
    numberFormat,
    mode,
    workingDayMillis,
    workingDaysPerWeek,
    format,
    timeZone,
    now,
    maxLength,
  });
  const { errorTitle } = useFieldLabels();
  const hasError = field.error !== null;
  return (
    <div
      data-slot="entry-field"
      data-entry-type={entryType}
      data-invalid={hasError ? '' : undefined}
      className={cx('grid grid-cols-1 gap-1', className)}
    >
      <input
        type="text"
        inputMode={INPUT_MODE[entryType]}
        data-slot="entry-field-input"
        className={cx(
          'col-start-1 row-start-1 h-9 w-full rounded-md border border-input bg-transparent px-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring aria-invalid:border-danger disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60',
          hasError && 'pr-8',
          inputClassName,
        )}
        {...inputProps}
        {...field.inputProps}
        aria-describedby={cx(describedBy, field.inputProps['aria-describedby']) || undefined}
      />
      {field.error !== null && (
        <>
          <FieldErrorIcon
            message={field.error}
            className="pointer-events-none col-start-1 row-start-1 mr-2 self-center justify-self-end"
          />
          <p id={field.messageId} role="alert" data-slot="entry-field-message" className="text-sm text-danger">
            <strong data-slot="entry-field-message-title" className="font-medium">
              {errorTitle}
            </strong>{' '}
            <span data-slot="entry-field-message-text">{field.error}</span>
          </p>
        </>
      )}
    </div>
  );
}
