import { useEffect, useRef } from 'react';

/** The shape of react-router's `useBlocker()` result, so the host can pass it straight in. */
interface NavigationBlocker {
  state: 'unblocked' | 'blocked' | 'proceeding';
  proceed?: () => void;
  reset?: () => void;
}

interface UnsavedChangesGuardOptions {
  /** The router's blocker for in-app navigation (e.g. `useBlocker(isDirty)`). */
  blocker?: NavigationBlocker;
  /** Asks the user; defaults to `window.confirm`. Return true to leave. */
  confirm?: (message: string) => boolean | Promise<boolean>;
}

/**
 * Warns before leaving a page with unsaved data ('You have some unsaved data on the page!'):
 * the browser's own prompt on reload or close, and a confirmation for a blocked in-app navigation.
 */
function useUnsavedChangesGuard(isDirty: boolean, message: string, options: UnsavedChangesGuardOptions = {}): void {
  const { blocker, confirm } = options;
  const confirmRef = useRef(confirm);
  confirmRef.current = confirm;

  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show this text; current ones show their own wording.
      event.returnValue = message;
      return message;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty, message]);

  const blockerState = blocker?.state;
  useEffect(() => {
    if (!blocker || blockerState !== 'blocked') return;
    if (!isDirty) {
      blocker.proceed?.();
      return;
    }
    let isCurrent = true;
    const ask = confirmRef.current ?? ((text: string) => window.confirm(text));
    void Promise.resolve(ask(message)).then((isLeaving) => {
      if (!isCurrent) return;
      if (isLeaving) blocker.proceed?.();
      else blocker.reset?.();
    });
    return () => {
      isCurrent = false;
    };
    // The blocker object changes identity on every render; its state is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blockerState, isDirty, message]);
}

export { useUnsavedChangesGuard };
export type { NavigationBlocker, UnsavedChangesGuardOptions };
