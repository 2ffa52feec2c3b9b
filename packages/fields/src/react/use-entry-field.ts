import { useCallback, useId, useState } from 'react';
import type { ChangeEvent, FocusEvent } from 'react';
import { messageFor } from '../core/messages.ts';
import { normalizeEntry, parseEntry } from '../core/entry.ts';
import { useFieldLabels } from './field-labels.tsx';
import type { EntryOptions, EntryType, EntryValue, ErrorCode, Result } from '../core/types.ts';

export interface UseEntryFieldOptions<T extends EntryType = EntryType> extends EntryOptions {
  /** The entry type the field validates. */
  readonly type: T;
  /** Controlled text. */
  readonly value?: string;
  /** Initial text when uncontrolled. */
  readonly defaultValue?: string;
  readonly onValueChange?: (text: string) => void;
  /** Called after each validation on blur with the typed value (null when empty) or the error. */
  readonly onEntryChange?: (result: Result<EntryValue<T> | null>) => void;
  /** Validate on blur; default true (the spec's "fields marked validated"). */
  readonly validated?: boolean;
  /** Replace valid text by its formatted form on blur (a date shortcut becomes the date); default true for DATE. */
  readonly normalizeOnBlur?: boolean;
  /** An error from outside (server reply, react-hook-form); shown instead of the field's own. */
  readonly error?: string | null;
  /** Translations of the error messages (default: those of the surrounding `FieldLabelsProvider`). */
  readonly messages?: Partial<Record<ErrorCode, string>>;
  readonly onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  readonly onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
}

export interface UseEntryField<T extends EntryType = EntryType> {
  readonly text: string;
  readonly setText: (text: string) => void;
  /** The message shown, external error first; null when the field is clean. */
  readonly error: string | null;
  /** The code of the field's own validation error. */
  readonly errorCode: ErrorCode | null;
  /** Validates the current text now, as a blur does. */
  readonly validate: () => Result<EntryValue<T> | null>;
  /** Id of the message element, for aria-describedby. */
  readonly messageId: string;
  readonly inputProps: {
    readonly value: string;
    readonly onChange: (event: ChangeEvent<HTMLInputElement>) => void;
    readonly onBlur: (event: FocusEvent<HTMLInputElement>) => void;
    readonly 'aria-invalid': true | undefined;
    readonly 'aria-describedby': string | undefined;
  };
}

/** State and handlers of an entry field: text, blur validation (old error cleared first), error wiring. */
export function useEntryField<T extends EntryType>(options: UseEntryFieldOptions<T>): UseEntryField<T> {
  const {
    type,
    value,
    defaultValue,
    onValueChange,
    onEntryChange,
    validated = true,
    normalizeOnBlur = type === 'DATE',
    error: externalError,
    messages,
    onChange,
    onBlur,
    ...entryOptions
  } = options;
  const [innerText, setInnerText] = useState(defaultValue ?? '');
  const [errorCode, setErrorCode] = useState<ErrorCode | null>(null);
  const messageId = useId();
  const text = value ?? innerText;

  const setText = useCallback(
    (next: string) => {
      if (value === undefined) setInnerText(next);
      onValueChange?.(next);
    },
    [value, onValueChange],
  );

  const optionsKey = JSON.stringify(entryOptions);
  const validate = useCallback((): Result<EntryValue<T> | null> => {
    setErrorCode(null);
    const result = parseEntry(type, text, entryOptions);
    if (!result.ok) setErrorCode(result.error.code);
    onEntryChange?.(result);
    return result;
    // entryOptions is compared through its serialised form so inline option objects do not re-create this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [type, text, optionsKey, onEntryChange]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setText(event.target.value);
    onChange?.(event);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (validated) {
      const result = validate();
      if (result.ok && normalizeOnBlur) {
        const normal = normalizeEntry(type, text, entryOptions);
        if (normal !== text) setText(normal);
      }
    }
    onBlur?.(event);
  };

  const hostMessages = useFieldLabels().messages;
  const ownError = errorCode ? messageFor(errorCode, messages ?? hostMessages) : null;
  const error = externalError || ownError;
  return {
    text,
    setText,
    error,
    errorCode,
    validate,
    messageId,
    inputProps: {
      value: text,
      onChange: handleChange,
      onBlur: handleBlur,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? messageId : undefined,
    },
  };
}
