import { useSyncExternalStore } from 'react';
import type { Session } from '@rp/contract';
import { sessionFrom } from './session-shape.ts';
import { SESSION_KEY as KEY } from './session-key.ts';

const listeners = new Set<() => void>();
let current: Session | null = read();

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

// Another tab signing in or out changes this tab's session too.
window.addEventListener('storage', (event) => {
  if (event.key !== KEY) return;
  current = read();
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
  emit();
}

export function clearSession(options: { isUserSignOut?: boolean } = {}): void {
  current = null;
  isUserSignOut = options.isUserSignOut ?? false;
  localStorage.removeItem(KEY);
  emit();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
