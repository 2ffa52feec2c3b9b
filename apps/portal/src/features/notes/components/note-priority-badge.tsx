import { useTranslation } from 'react-i18next';
import { Badge, type BadgeProps } from '@rp/ui';

const PRIORITY_VARIANT = { 1: 'danger', 2: 'secondary', 3: 'outline' } as const;

/** A note's priority as a badge: 1 high, 2 medium, 3 low. */
export function NotePriorityBadge({
  prioritet,
  ...props
}: Omit<BadgeProps, 'variant' | 'children'> & { prioritet: number }) {
  const { t } = useTranslation();
  return (
    <Badge variant={PRIORITY_VARIANT[prioritet as 1 | 2 | 3] ?? 'secondary'} {...props}>
      {t(`home.priority.${prioritet}`)}
    </Badge>
  );
}
