import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CalendarRange, FileText, ListChecks, StickyNote } from 'lucide-react';
import { Button } from '@rp/ui';
import { buildPath, type RouteId } from '@rp/contract';
import { useMozeOtvoriti } from '../../../lib/use-dozvola.ts';

export interface RadnikLink {
  route: RouteId;
  params: Record<string, number>;
  labelKey: string;
  icon: ReactNode;
}

/** The worker's other screens: time record, documents (file group = worker id), notes and task status. */
export function radnikLinks(radnikId: number): RadnikLink[] {
  return [
    {
      route: 'radnici.evidencija',
      params: { radnikId },
      labelKey: 'radnici.timeRecord',
      icon: <CalendarRange aria-hidden className="size-4" />,
    },
    {
      route: 'radnici.dokumenti',
      params: { fileGroupId: radnikId },
      labelKey: 'radnici.documents',
      icon: <FileText aria-hidden className="size-4" />,
    },
    {
      route: 'radnici.notes',
      params: { radnikId },
      labelKey: 'radnici.notes',
      icon: <StickyNote aria-hidden className="size-4" />,
    },
    {
      route: 'radnici.status',
      params: { radnikId },
      labelKey: 'radnici.taskStatus',
      icon: <ListChecks aria-hidden className="size-4" />,
    },
  ];
}

/**
 * Only the links the user may open (the permission module: role and record, e.g. Operations do not open another
 * worker's time record or documents), to screens that exist.
 */
export function visibleRadnikLinks(
  radnikId: number,
  mayOpen: (route: RouteId, params: Record<string, number>) => boolean,
): RadnikLink[] {
  return radnikLinks(radnikId).filter((link) => mayOpen(link.route, link.params));
}

/** The worker's links as a row of buttons. */
export function RadnikLinks({ radnikId }: { radnikId: number }) {
  const { t } = useTranslation();
  const links = visibleRadnikLinks(radnikId, useMozeOtvoriti());
  if (links.length === 0) return null;
  return (
    <nav aria-label={t('radnik.linksLabel')} className="flex flex-wrap gap-2">
      {links.map((link) => (
        <Button key={link.route} variant="outline" size="sm" asChild>
          <Link to={buildPath(link.route, link.params)}>
            {link.icon}
            {t(link.labelKey)}
          </Link>
        </Button>
      ))}
    </nav>
  );
}
