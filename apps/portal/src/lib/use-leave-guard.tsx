import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, useUnsavedChangesGuard } from '@rp/ui';

/**
 * Warns before a dirty form is left (reload, close, or a link in the app) with the product's message and a
 * yes/no dialog. `release()` lets the next navigation through at once, e.g. to a record just created.
 */
export function useLeaveGuard(isDirty: boolean) {
  const { t } = useTranslation();
  const message = t('common.unsavedData');
  const isDirtyRef = useRef(isDirty);
  useEffect(() => {
    isDirtyRef.current = isDirty;
  }, [isDirty]);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => isDirtyRef.current && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);
  const [answer, setAnswer] = useState<((isLeaving: boolean) => void) | null>(null);
  const confirm = useCallback(
    () => new Promise<boolean>((resolve) => setAnswer(() => (isLeaving: boolean) => resolve(isLeaving))),
    [],
  );
  useUnsavedChangesGuard(isDirty, message, { blocker, confirm });

  const reply = (isLeaving: boolean) => {
    answer?.(isLeaving);
    setAnswer(null);
  };
  const dialog = (
    <ConfirmDialog
      open={answer !== null}
      title={message}
      confirmLabel={t('common.yes')}
      cancelLabel={t('common.no')}
      onConfirm={() => reply(true)}
      onCancel={() => reply(false)}
    />
  );
  const release = useCallback(() => {
    isDirtyRef.current = false;
  }, []);
  return { dialog, release };
}
