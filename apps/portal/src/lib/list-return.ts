import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { buildPath, type RouteId } from '@rp/contract';
import { getSession } from './session-store.ts';

/**
 * Where this tab remembers each list's filters (its address's query), so that a record's 'back to the list' returns to
 * the list as the user left it. Kept with the user's id: another user signing in this tab starts from the defaults.
 */
const STORAGE_KEY = 'rp.lists';

interface Remembered {
  userId: number;
  lists: Record<string, string>;
}

function read(userId: number): Record<string, string> {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<Remembered> | null;
    if (parsed?.userId !== userId || typeof parsed.lists !== 'object' || parsed.lists === null) return {};
    return parsed.lists;
  } catch {
    return {};
  }
}

/** The query of a list's address as it was left (`?…`, or '' for the defaults). */
export function rememberedSearch(list: RouteId): string {
  const userId = getSession()?.id;
  if (userId === undefined) return '';
  const search = read(userId)[list];
  // Only a query is ever written, but the storage is the tab's, anyone's to write: anything else is ignored.
  return typeof search === 'string' && search.startsWith('?') ? search : '';
}

/** The list's address with the filters it was left with: for 'back to the list' and the return after a delete. */
export function listPath(list: RouteId): string {
  return `${buildPath(list)}${rememberedSearch(list)}`;
}

/** A list screen keeps its filters as they change (its address's query), for the way back from its records. */
export function useRememberList(list: RouteId): void {
  const { search } = useLocation();
  useEffect(() => {
    const userId = getSession()?.id;
    if (userId === undefined) return;
    try {
      const lists = { ...read(userId), [list]: search };
      if (!search) delete lists[list];
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ userId, lists } satisfies Remembered));
    } catch {
      // No storage (private mode, full): the way back opens the list's defaults.
    }
  }, [list, search]);
}
