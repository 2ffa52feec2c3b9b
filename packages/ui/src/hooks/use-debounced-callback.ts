import { useCallback, useEffect, useRef } from 'react';

/** Calls `callback` once `delayMs` have passed without a new call (search 500 ms, resize 50 ms). */
function useDebouncedCallback<Args extends unknown[]>(
  callback: (...args: Args) => void,
  delayMs: number,
): ((...args: Args) => void) & { cancel: () => void } {
  const callbackRef = useRef(callback);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    callbackRef.current = callback;
  }, [callback]);
  useEffect(() => () => clearTimeout(timerRef.current), []);
  const cancel = useCallback(() => clearTimeout(timerRef.current), []);
  const debounced = useCallback(
    (...args: Args) => {
      clearTimeout(timerRef.current);
      timerRef.current = setTimeout(() => callbackRef.current(...args), delayMs);
    },
    [delayMs],
  );
  return Object.assign(debounced, { cancel });
}

export { useDebouncedCallback };
