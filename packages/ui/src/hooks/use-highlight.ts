import { useCallback, useEffect, useRef, useState } from 'react';
import { HIGHLIGHT_MS } from '../lib/overlay.ts';

/**
 * A row to flash yellow for 1.5 s (part 2 §2: the issue row after its overlay closes). Give the row
 * the `animate-highlight` class while `highlightedId` equals its id.
 */
function useHighlight<T>(durationMs = HIGHLIGHT_MS): { highlightedId: T | null; highlight: (id: T) => void } {
  const [highlightedId, setHighlightedId] = useState<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const highlight = useCallback(
    (id: T) => {
      clearTimeout(timer.current);
      setHighlightedId(id);
      timer.current = setTimeout(() => setHighlightedId(null), durationMs);
    },
    [durationMs],
  );
  return { highlightedId, highlight };
}

export { useHighlight };
