import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the viewport matches a CSS media query now (`'(min-width: 40rem)'`), following its changes. For what a
 * screen does differently by width, not for looks (those are CSS): a part that CSS merely hides (`hidden sm:flex`)
 * is still rendered and keeps working — a ticking clock, a query — where this hook leaves it out. False where there
 * is no window.
 */
function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export { useMediaQuery };
