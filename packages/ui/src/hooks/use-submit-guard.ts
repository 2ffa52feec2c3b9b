import { useCallback, useRef, useState, type SyntheticEvent } from 'react';

interface SubmitGuard {
  /** True from a guarded submit's start until its promise settles: disable the submit button with it. */
  isSubmitting: boolean;
  /**
   * Wraps a submit handler: while the promise it returns is pending, every further call is ignored (its event's
   * default is still prevented, so a form never falls back to the browser's own submit). The returned promise
   * settles as the handler's does.
   */
  guard: <Args extends unknown[]>(handler: (...args: Args) => unknown) => (...args: Args) => Promise<void>;
  /**
   * Keeps the guard locked (and `isSubmitting` true) after the running submit settles: call it when a successful save
   * leaves the screen. The next screen may take a moment to load, and a click meanwhile (a double click's second, or
   * an impatient one) must not send the form again, as a second new record.
   */
  hold: () => void;
}

function isEvent(value: unknown): value is Pick<SyntheticEvent, 'preventDefault'> {
  return typeof value === 'object' && value !== null && typeof (value as SyntheticEvent).preventDefault === 'function';
}

/**
 * The portal's one double-submission guard (every form that creates or changes data). The lock is a ref, not the
 * state: a double click's second event arrives before React re-renders the disabled button, and a re-render that
 * re-enables the button while the save runs must not let a second save through either.
 */
function useSubmitGuard(): SubmitGuard {
  const isLocked = useRef(false);
  const isHeld = useRef(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const guard = useCallback(
    <Args extends unknown[]>(handler: (...args: Args) => unknown) =>
      async (...args: Args): Promise<void> => {
        if (isLocked.current) {
          if (isEvent(args[0])) args[0].preventDefault();
          return;
        }
        isLocked.current = true;
        setIsSubmitting(true);
        try {
          await handler(...args);
        } finally {
          if (!isHeld.current) {
            isLocked.current = false;
            setIsSubmitting(false);
          }
        }
      },
    [],
  );
  const hold = useCallback(() => {
    isHeld.current = true;
  }, []);
  return { isSubmitting, guard, hold };
}

export { useSubmitGuard };
export type { SubmitGuard };
