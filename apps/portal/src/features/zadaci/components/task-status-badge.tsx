import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@rp/ui';
import type { StatusZadatka } from '@rp/contract';

const STATUS_VARIANT: Record<StatusZadatka, 'secondary' | 'success' | 'warning' | 'outline'> = {
  nijePoceo: 'secondary',
  uToku: 'success',
  pauziran: 'warning',
  zavrsen: 'outline',
};

/** A task's state (part 1 §4) as a badge. */
export function TaskStatusBadge({ status, ...props }: { status: StatusZadatka } & ComponentProps<typeof Badge>) {
  const { t } = useTranslation();
  return (
    <Badge variant={STATUS_VARIANT[status]} {...props}>
      {t(`zadaci.status.${status}`)}
    </Badge>
  );
}
