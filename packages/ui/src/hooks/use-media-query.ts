import { useCallback, useMemo, useSyncExternalStore } from 'react';

/**
 * Whether the viewport matches a CSS media query now (`'(min-width: 40rem)'`), following its changes. For what a
 * screen does differently by width, not for looks (those are CSS): a part that CSS merely hides (`hidden sm:flex`)
 * is still rendered and keeps working — a ticking clock, a query — where this hook leaves it out. An invalid query
 * never matches.
 */
function useMediaQuery(query: string): boolean {
  // One list per query: React reads the snapshot on every render and again to check it.
  const list = useMemo(() => window.matchMedia(query), [query]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [list],
  );
  return useSyncExternalStore(
    subscribe,
    () => list.matches,
    () => false,
  );
}

export { useMediaQuery };
