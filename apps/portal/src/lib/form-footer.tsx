import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, cn } from '@rp/ui';

export interface FormFooterProps {
  /** Buttons beside Save (Cancel, Delete…), before it in reading order. */
  actions?: ReactNode;
  /** A save is on its way: Save shows it and takes no second click. */
  isBusy: boolean;
  className?: string;
}

/** A record form's last row: its own actions, then Save (under each other on a phone, Save on top). */
export function FormFooter({ actions, isBusy, className }: FormFooterProps) {
  const { t } = useTranslation();
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>
      {actions}
      <Button type="submit" isLoading={isBusy} disabled={isBusy}>
        {t('common.save')}
      </Button>
    </div>
  );
}
