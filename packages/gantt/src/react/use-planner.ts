import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { Planner } from '../model/planner.ts';
import type { PlannerSnapshot } from '../model/types.ts';

/** The planner's current snapshot; re-renders on every change the planner reports. */
export function usePlannerSnapshot(planner: Planner): PlannerSnapshot {
  return useSyncExternalStore(planner.subscribe, planner.getSnapshot, planner.getSnapshot);
}

/** True while the planner holds edits the host has not saved (`planner.markSaved()` clears it). */
export function usePlannerDirty(planner: Planner): boolean {
  const isDirty = useCallback(() => planner.isDirty(), [planner]);
  return useSyncExternalStore(planner.subscribe, isDirty, isDirty);
}

export const UNSAVED_DATA_MESSAGE = 'You have some unsaved data on the page!';

/** Asks the browser to confirm leaving the page while the planner is dirty (spec part 2 §8). */
export function useUnsavedDataWarning(planner: Planner, enabled = true): void {
  useEffect(() => {
    if (!enabled) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent): string | undefined => {
      if (!planner.isDirty()) return undefined;
      event.preventDefault();
      // Older browsers show (or at least require) the returned text.
      event.returnValue = UNSAVED_DATA_MESSAGE;
      return UNSAVED_DATA_MESSAGE;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [planner, enabled]);
}
