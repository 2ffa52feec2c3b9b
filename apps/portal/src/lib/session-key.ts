/** Where the session is stored (localStorage), read by session-store.ts and by the first module (main.tsx). */
export const SESSION_KEY = 'rp.session';

/**
 * Is a session stored? Only whether one is worth checking: main.tsx loads the first screen's code by it, and that code
 * reads and validates the session itself (session-store.ts).
 */
export function hasStoredSession(): boolean {
  try {
    return localStorage.getItem(SESSION_KEY) !== null;
  } catch {
    return false;
  }
}
