// What a screen holds unsaved when the session ends under it, kept in this tab for the same user's next sign-in: the
// forms' entries (form-draft.ts) and the smartchart's plan (features/poslovi/use-plan-draft.ts). The session store
// drops them at a sign-out and at another user's sign-in.
import { isRecord } from '@rp/contract';
import { DRAFTS_PREFIX } from './session-store.ts';

/** Entries kept longer than this are not brought back: the record has likely moved on. */
export const DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

interface Draft {
  at: number;
  value: unknown;
}

/** A user's kept entries in this tab, each screen's under its key (the session store drops other users'). */
const storageKey = (userId: number) => `${DRAFTS_PREFIX}${userId}`;

/** A screen's key within its user's entries: its path and which part of it (a form, the plan). */
export const draftKey = (pathname: string, part: string) => `${pathname} ${part}`;

function readDrafts(userId: number): Record<string, Draft> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(storageKey(userId)) ?? '{}');
    return isRecord(parsed) ? (parsed as Record<string, Draft>) : {};
  } catch {
    return {};
  }
}

function writeDrafts(userId: number, drafts: Record<string, Draft>): void {
  if (Object.keys(drafts).length === 0) sessionStorage.removeItem(storageKey(userId));
  else sessionStorage.setItem(storageKey(userId), JSON.stringify(drafts));
}

/** Keeps what a screen holds unsaved under its key (the session is ending under it); throws when the storage is full. */
export function keepDraft(userId: number, key: string, value: unknown, now = Date.now()): void {
  writeDrafts(userId, { ...readDrafts(userId), [key]: { at: now, value } });
}

/**
 * What a screen kept under its key, once: it is removed as it is taken, and so is whatever has grown too old. Its shape
 * is the caller's to check (the storage is the tab's, anyone's to write).
 */
export function takeDraft(userId: number, key: string, now = Date.now()): unknown {
  try {
    const drafts = readDrafts(userId);
    const draft = drafts[key];
    delete drafts[key];
    const isFresh = (kept: Draft | undefined) => typeof kept?.at === 'number' && now - kept.at < DRAFT_MAX_AGE_MS;
    for (const [other, kept] of Object.entries(drafts)) if (!isFresh(kept)) delete drafts[other];
    writeDrafts(userId, drafts);
    return isFresh(draft) ? (draft?.value ?? null) : null;
  } catch {
    return null;
  }
}
