import { useEffect, useRef } from 'react';
import type { FieldPath, FieldValues, PathValue, UseFormReturn } from 'react-hook-form';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '@rp/ui';
import { DRAFTS_PREFIX, SESSION_REFUSED_EVENT, getSession } from './session-store.ts';

/** Entries kept longer than this are not brought back: the record has likely moved on. */
export const DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

interface Draft {
  at: number;
  values: Record<string, unknown>;
}

/** A user's kept entries in this tab: each form's under its screen and part (the session store drops other users'). */
const storageKey = (userId: number) => `${DRAFTS_PREFIX}${userId}`;

/** A kept form's key within its user's entries: its screen and which form of the screen. */
export const draftKey = (pathname: string, part: string) => `${pathname} ${part}`;

function readDrafts(userId: number): Record<string, Draft> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(storageKey(userId)) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, Draft>) : {};
  } catch {
    return {};
  }
}

function writeDrafts(userId: number, drafts: Record<string, Draft>): void {
  if (Object.keys(drafts).length === 0) sessionStorage.removeItem(storageKey(userId));
  else sessionStorage.setItem(storageKey(userId), JSON.stringify(drafts));
}

/** Keeps a form's entries under its key (the session is ending under it). */
export function keepDraft(userId: number, key: string, values: Record<string, unknown>, now = Date.now()): void {
  writeDrafts(userId, { ...readDrafts(userId), [key]: { at: now, values } });
}

/** A kept form's entries, once: they are removed as they are taken, and so is whatever has grown too old. */
export function takeDraft(userId: number, key: string, now = Date.now()): Record<string, unknown> | null {
  try {
    const drafts = readDrafts(userId);
    const draft = drafts[key];
    delete drafts[key];
    const isFresh = (kept: Draft | undefined) => typeof kept?.at === 'number' && now - kept.at < DRAFT_MAX_AGE_MS;
    for (const [other, kept] of Object.entries(drafts)) if (!isFresh(kept)) delete drafts[other];
    writeDrafts(userId, drafts);
    const values = draft?.values;
    return isFresh(draft) && values && typeof values === 'object' && !Array.isArray(values) ? values : null;
  } catch {
    return null;
  }
}

/** A kept value goes back only onto a field of the form that holds the same kind of value. */
function isSameKind(kept: unknown, current: unknown): boolean {
  if (current === null || current === undefined || kept === null) return true;
  return typeof kept === typeof current && Array.isArray(kept) === Array.isArray(current);
}

export interface FormDraftOptions<V extends FieldValues, B> {
  form: UseFormReturn<V, unknown, B>;
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
  isDirty,
  release,
  omit = [],
  part = 'form',
}: FormDraftOptions<V, B>): void {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const latest = useRef({ form, isDirty, release, omit, t });
  useEffect(() => {
    latest.current = { form, isDirty, release, omit, t };
  });

  useEffect(() => {
    const userId = getSession()?.id;
    if (userId === undefined) return;
    const key = draftKey(pathname, part);
    const kept = takeDraft(userId, key);
    if (kept) {
      const { form: current, t: translate, omit: left } = latest.current;
      const values = current.getValues() as Record<string, unknown>;
      let isRestored = false;
      for (const [name, value] of Object.entries(kept)) {
        if (!(name in values) || (left as readonly string[]).includes(name) || !isSameKind(value, values[name]))
          continue;
        if (JSON.stringify(value) === JSON.stringify(values[name])) continue;
        current.setValue(name as FieldPath<V>, value as PathValue<V, FieldPath<V>>, { shouldDirty: true });
        isRestored = true;
      }
      if (isRestored) toast.info(translate('draft.restored'));
    }
    const keep = () => {
      const { form: current, isDirty: isUnsaved, release: letThrough, omit: left } = latest.current;
      if (!isUnsaved) return;
      const values = Object.entries(current.getValues() as Record<string, unknown>).filter(
        ([name]) => !(left as readonly string[]).includes(name),
      );
      try {
        keepDraft(userId, key, Object.fromEntries(values));
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
