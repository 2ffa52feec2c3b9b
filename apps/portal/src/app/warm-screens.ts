import type { RouteId } from '@rp/contract';

/** How long after the shell is up the menu's screens start loading: the first screen's own requests go first. */
export const WARM_AFTER_MS = 1_500;

export interface WarmOptions {
  /** Loads one screen's code and first-request module (preloadScreen); settles when both are in. */
  load: (id: RouteId) => Promise<void>;
  /** Runs `run` when the browser is next idle (requestIdleCallback); returns a cancel. */
  whenIdle: (run: () => void) => () => void;
  /** Runs `run` after `ms`; returns a cancel. */
  after: (ms: number, run: () => void) => () => void;
}

/**
 * Loads the menu's screens one after another, each when the browser is idle, starting WARM_AFTER_MS after the call:
 * a first visit to a screen then sends its request at the click and renders without waiting for its code (on a
 * 2-core machine ~100–150 ms of a menu click went to loading a list's chunks through the service worker and to its
 * first-request module). One screen per idle moment, so a click meanwhile waits for one module at most. Returns a
 * stop; a screen already loaded costs nothing.
 */
export function warmScreens(ids: readonly RouteId[], { load, whenIdle, after }: WarmOptions): () => void {
  let isStopped = false;
  let cancel = after(WARM_AFTER_MS, () => next(0));
  function next(index: number) {
    if (isStopped || index >= ids.length) return;
    cancel = whenIdle(() => {
      if (isStopped) return;
      void load(ids[index]!).then(() => next(index + 1));
    });
  }
  return () => {
    isStopped = true;
    cancel();
  };
}
