import { useTranslation } from 'react-i18next';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  ErrorNotice,
  Toaster,
} from '@rp/ui';
import { closeDialog, dismissNotice, useNotifyState } from '../lib/notify.ts';

/** Renders the shared handler's output: toasts, the top-right error notice and the Type 3 dialog. */
export function NotifyHost() {
  const { t } = useTranslation();
  const { notices, dialog } = useNotifyState();
  return (
    <>
      <Toaster labels={{ close: t('errors.dismiss') }} />
      <ErrorNotice
        errors={notices}
        onDismiss={dismissNotice}
        labels={{ dismiss: t('errors.dismiss'), code: t('errors.code') }}
      />
      <Dialog open={dialog !== null} onOpenChange={(isOpen) => !isOpen && closeDialog()}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('errors.dialogTitle')}</DialogTitle>
            <DialogDescription>{dialog?.message}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button onClick={closeDialog}>{t('errors.ok')}</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
