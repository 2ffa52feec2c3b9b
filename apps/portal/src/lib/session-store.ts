import { useSyncExternalStore } from 'react';
import type { Session } from '@rp/contract';
import { sessionFrom } from './session-shape.ts';
import { SESSION_KEY as KEY } from './session-key.ts';

const listeners = new Set<() => void>();
let current: Session | null = read();

/**
 * The session is about to end by the server's refusal (a 401 or 403), not by the user: the forms on screen keep what
 * was typed for the same user's next sign-in (drafts.ts). Sent on `window`, before the session is cleared.
 */
export const SESSION_REFUSED_EVENT = 'rp:session-refused';

/** Where a user's kept entries wait, in this tab (`rp.drafts.<user id>`, written by drafts.ts). */
export const DRAFTS_PREFIX = 'rp.drafts.';

/** Kept entries come back to their own user only (`exceptOf`), and never after a sign-out (none). */
function dropDrafts(exceptOf?: number): void {
  try {
    for (const key of Object.keys(sessionStorage))
      if (key.startsWith(DRAFTS_PREFIX) && key !== `${DRAFTS_PREFIX}${exceptOf}`) sessionStorage.removeItem(key);
  } catch {
    // No storage: nothing was kept.
  }
}

function read(): Session | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    return sessionFrom(JSON.parse(raw));
  } catch {
    return null;
  }
}

function emit() {
  for (const listener of listeners) listener();
}

/** The same user with the same roles: only the token differs (a renewal), which nothing on screen shows. */
function isSameUser(a: Session, b: Session): boolean {
  return a.id === b.id && a.roles.join() === b.roles.join();
}

// Another tab signing in or out changes this tab's session too; its renewed token is taken without a re-render.
window.addEventListener('storage', (event) => {
  if (event.key !== KEY) return;
  const next = read();
  if (current && next && isSameUser(current, next)) {
    current.token = next.token;
    return;
  }
  current = next;
  emit();
});

export function getSession(): Session | null {
  return current;
}

let isUserSignOut = false;

/** True when the session ended by the user's own sign-out (nothing to return to after the next sign-in). */
export function wasSignedOutByUser(): boolean {
  return isUserSignOut;
}

export function setSession(session: Session): void {
  current = session;
  isUserSignOut = false;
  localStorage.setItem(KEY, JSON.stringify(session));
  dropDrafts(session.id);
  emit();
}

/**
 * Keeps the token the server renewed in place of the one a call carried (`TOKEN_RENEWAL_HEADER`), in this tab and the
 * others. Nothing changes unless that token is still this session's: a late answer never brings back a signed-out
 * session or another user's, and of calls renewed side by side the first one wins. The session stays the same object:
 * the token is on no screen, and a renewal must not re-render one (a table's columns, a permission check).
 */
export function renewToken(token: string, sentToken: string): void {
  if (current === null || current.token !== sentToken) return;
  current.token = token;
  localStorage.setItem(KEY, JSON.stringify(current));
}

export function clearSession(options: { isUserSignOut?: boolean } = {}): void {
  current = null;
  isUserSignOut = options.isUserSignOut ?? false;
  localStorage.removeItem(KEY);
  if (isUserSignOut) dropDrafts();
  emit();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
