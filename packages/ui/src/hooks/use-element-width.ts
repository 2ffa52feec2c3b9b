import { useEffect, useRef, useState, type RefObject } from 'react';

/** The element's width, updated through a ResizeObserver debounced by `debounceMs` (50 ms, part 1 §9). */
function useElementWidth<T extends HTMLElement>(debounceMs = 50, initial = 600): [RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(initial);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth || initial);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver((entries) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const next = entries[0]?.contentRect.width;
        if (next) setWidth(next);
      }, debounceMs);
    });
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [debounceMs, initial]);
  return [ref, width];
}

export { useElementWidth };
