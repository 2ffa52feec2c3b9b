import { useEffect } from 'react';
import type { RouteId } from '@rp/contract';
import { loadAhead } from '../lib/reload-once.ts';
import { preloadScreen } from './first-requests.ts';
import { warmScreens, type WarmOptions } from './warm-screens.ts';

/** Whether the connection asks for data to be saved (a phone on a metered or slow network): nothing is loaded ahead. */
function isSavingData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } })
    .connection;
  return connection?.saveData === true || /(?:^|-)2g$/.test(connection?.effectiveType ?? '');
}

const browserOptions: WarmOptions = {
  load: (id) => loadAhead(() => preloadScreen(id)),
  whenIdle: (run) => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(run, 50);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(run, { timeout: 10_000 });
    return () => window.cancelIdleCallback(handle);
  },
  after: (ms, run) => {
    const timer = window.setTimeout(run, ms);
    return () => window.clearTimeout(timer);
  },
};

/**
 * The signed-in shell warms its menu's screens (warmScreens), in the menu's order. Each navigation starts the wait
 * again (`page`: the current path), so the warming never competes with a screen being opened.
 */
export function useWarmScreens(ids: readonly RouteId[], page: string): void {
  const key = ids.join(' ');
  useEffect(() => {
    if (isSavingData()) return undefined;
    return warmScreens(key.split(' ') as RouteId[], browserOptions);
  }, [key, page]);
}
