const KEY = 'rp.reloadedForCode';
/** A second failure within this time after a reload is not a new version: the page stays and says so. */
const WITHIN_MS = 60_000;

/**
 * Whether the page may reload to pick up the portal's code anew (a new version replaced the chunks this page was
 * built with): not when it already did within the last minute (the connection is down, or the server lacks the
 * file), nor when the tab's storage cannot remember that it did (no reload loop).
 */
export function canReloadForCode(now = Date.now()): boolean {
  try {
    return now - Number(sessionStorage.getItem(KEY) ?? 0) >= WITHIN_MS;
  } catch {
    return false;
  }
}

/** Reloads the page for new code, remembering when (see canReloadForCode). */
export function reloadForCode(now = Date.now()): void {
  try {
    sessionStorage.setItem(KEY, String(now));
  } catch {
    return;
  }
  window.location.reload();
}

/** Reloads for new code when it may (canReloadForCode); answers whether it does. */
export function reloadOnce(now = Date.now()): boolean {
  if (!canReloadForCode(now)) return false;
  reloadForCode(now);
  return true;
}

let loadsAhead = 0;

/**
 * Runs a load of code ahead of need (the menu's screens while the browser is idle): should it fail because a new
 * version replaced the chunks, the page does not reload for it (a form being filled in would lose its input). The
 * screen's own load, when it is opened, fails the same way and reloads then.
 */
export function loadAhead<T>(load: () => Promise<T>): Promise<T> {
  loadsAhead++;
  return load().finally(() => loadsAhead--);
}

/** Whether a load of code ahead of need is under way (see loadAhead): a failed chunk then is no reason to reload. */
export function isLoadingAhead(): boolean {
  return loadsAhead > 0;
}

/** Whether an error is a failed load of the portal's own code (a lazily loaded chunk or its styles). */
export function isCodeLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /dynamically imported module|importing a module script failed|unable to preload css/i.test(error.message)
  );
}
