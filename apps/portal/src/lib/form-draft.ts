import { useEffect, useRef } from 'react';
import type { FieldPath, FieldValues, PathValue, UseFormReturn } from 'react-hook-form';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '@rp/ui';
import { isRecord } from '@rp/contract';
import { draftKey, keepDraft, takeDraft } from './drafts.ts';
import { SESSION_REFUSED_EVENT, getSession } from './session-store.ts';

/** A field the user changed: what they typed, and the record's value they changed it from. */
export interface KeptField {
  value: unknown;
  base: unknown;
}

/** A kept value goes back only onto a field of the form that holds the same kind of value. */
function isSameKind(kept: unknown, current: unknown): boolean {
  if (current === null || current === undefined || kept === null) return true;
  return typeof kept === typeof current && Array.isArray(kept) === Array.isArray(current);
}

export interface FormDraftOptions<V extends FieldValues, B> {
  form: UseFormReturn<V, unknown, B>;
  /** The record's values the form was given: only what the user changed from them is kept. */
  values: V;
  /** Whether there is anything unsaved to keep (what the leave guard is given). */
  isDirty: boolean;
  /** The leave guard's release: the way to the login screen is not held up by its question. */
  release: () => void;
  /** Fields never kept, such as a new worker's password. */
  omit?: ReadonlyArray<FieldPath<V>>;
  /** Which form of the screen, where it has two (the valuation and its property). */
  part?: string;
}

/**
 * A form's unsaved entries survive a session that ends under it (a 401 or 403 sends the user to the login screen): they
 * are kept in this tab for the same user, and when the same screen opens again after the sign-in they go back onto the
 * form, unsaved (the leave guard watches them again), with a notice to check and save them. Entries of another user,
 * of a user who signed out on purpose, or older than a day never come back.
 */
export function useFormDraft<V extends FieldValues, B>({
  form,
  values,
  isDirty,
  release,
  omit = [],
  part = 'form',
}: FormDraftOptions<V, B>): void {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const latest = useRef({ form, values, isDirty, release, omit, t });
  useEffect(() => {
    latest.current = { form, values, isDirty, release, omit, t };
  });

  useEffect(() => {
    const userId = getSession()?.id;
    if (userId === undefined) return;
    const key = draftKey(pathname, part);
    const kept = takeDraft(userId, key);
    if (isRecord(kept)) {
      const { form: current, t: translate, omit: left } = latest.current;
      const { restored, changedMeanwhile } = restoreFields(current, kept, left);
      if (changedMeanwhile > 0) toast.warning(translate(restored > 0 ? 'draft.restoredPartly' : 'draft.notRestored'));
      else if (restored > 0) toast.info(translate('draft.restored'));
    }
    const keep = () => {
      const { form: current, values: record, isDirty: isUnsaved, release: letThrough, omit: left } = latest.current;
      if (!isUnsaved) return;
      const fields = changedFields(current.getValues(), record, left);
      try {
        if (Object.keys(fields).length > 0) keepDraft(userId, key, fields);
      } catch {
        // A full or disabled storage: the entries are lost, as they were before they could be kept.
      }
      // The way to the login screen is not held up by the question about unsaved data.
      letThrough();
    };
    window.addEventListener(SESSION_REFUSED_EVENT, keep);
    return () => window.removeEventListener(SESSION_REFUSED_EVENT, keep);
  }, [pathname, part]);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields the user changed from the record's values, each with the value it was changed from. */
function changedFields(typed: FieldValues, record: FieldValues, omit: readonly string[]): Record<string, KeptField> {
  const fields: Record<string, KeptField> = {};
  for (const [name, value] of Object.entries(typed))
    if (!omit.includes(name) && !same(value, record[name])) fields[name] = { value, base: record[name] ?? null };
  return fields;
}

/**
 * Puts the kept fields back onto the form as unsaved changes. A field whose record value is no longer the one the user
 * changed (someone else saved it meanwhile) keeps the record's: putting the user's back would undo that change unseen,
 * as the save carries the newly read version.
 */
function restoreFields<V extends FieldValues, B>(
  form: UseFormReturn<V, unknown, B>,
  kept: Record<string, unknown>,
  omit: readonly string[],
): { restored: number; changedMeanwhile: number } {
  const current = form.getValues() as Record<string, unknown>;
  let restored = 0;
  let changedMeanwhile = 0;
  for (const [name, field] of Object.entries(kept)) {
    if (!isRecord(field) || !('value' in field)) continue;
    if (!(name in current) || omit.includes(name) || !isSameKind(field.value, current[name])) continue;
    if (same(field.value, current[name])) continue;
    if (!same(field.base, current[name])) {
      changedMeanwhile += 1;
      continue;
    }
    form.setValue(name as FieldPath<V>, field.value as PathValue<V, FieldPath<V>>, { shouldDirty: true });
    restored += 1;
  }
  return { restored, changedMeanwhile };
}
