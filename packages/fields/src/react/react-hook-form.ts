import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { entryErrorMessage } from '../core/entry.ts';
import { readServerReply } from '../core/server-reply.ts';
import type { EntryOptions, EntryType, ErrorCode, ServerReply } from '../core/types.ts';

export interface FieldRulesOptions extends EntryOptions {
  readonly messages?: Partial<Record<ErrorCode, string>>;
}

export interface FieldRules {
  readonly validate: (value: unknown) => true | string;
}

/**
 * Rules for react-hook-form's `register(name, rules)` or `<Controller rules>`: validates the entry type
 * (empty is valid; add `required` yourself) and returns the spec's message on failure.
 */
export function fieldRules(type: EntryType, options: FieldRulesOptions = {}): FieldRules {
  return {
    validate: (value: unknown) => {
      const text = value === null || value === undefined ? '' : String(value);
      return entryErrorMessage(type, text, options) ?? true;
    },
  };
}

/**
 * Applies a server reply to a react-hook-form form: each `clientEntryErrors` item becomes the error of the
 * input with that name. Returns the 'ERROR: …' alert for a reply with `ok: false`, else null.
 */
export function applyServerReply<TFieldValues extends FieldValues>(
  reply: ServerReply,
  setError: UseFormSetError<TFieldValues>,
): string | null {
  const { alert, fieldErrors } = readServerReply(reply);
  for (const [name, message] of Object.entries(fieldErrors)) {
    setError(name as FieldPath<TFieldValues>, { type: 'server', message });
  }
  return alert;
}
