import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Download, FileSpreadsheet, RefreshCw } from 'lucide-react';
import { Button, PageHeader, cn } from '@rp/ui';
import { buildPath, type RouteId } from '@rp/contract';
import { useMozeOtvoriti } from '../../../lib/use-dozvola.ts';

const EKRANI = [
  { id: 'statistika.novac', label: 'statistika.tabs.novac' },
  { id: 'statistika.radnici', label: 'statistika.tabs.radnici' },
  { id: 'statistika.klijenti', label: 'statistika.tabs.klijenti' },
  { id: 'statistika.bankari', label: 'statistika.tabs.bankari' },
] as const satisfies ReadonlyArray<{ id: RouteId; label: string }>;

interface StatistikaLayoutProps {
  title: string;
  /** The period or year pickers and the screen's own choices. */
  filters: ReactNode;
  onReload: () => void;
  isReloading?: boolean;
  onDownloadPng?: () => void;
  onDownloadXlsx?: () => void;
  children: ReactNode;
}

/** Brings the current screen's link into view when the row scrolls (the bankers' link is the last one). */
function scrollActiveIntoView(nav: HTMLElement | null) {
  // offsetLeft is measured from the nav: it is positioned.
  const active = nav?.querySelector<HTMLElement>('[aria-current="page"]');
  if (nav && active && nav.scrollWidth > nav.clientWidth) {
    nav.scrollLeft = active.offsetLeft + active.offsetWidth - nav.clientWidth;
  }
}

/** The frame of the four statistics screens: their links, the filters, reload and the downloads. */
export function StatistikaLayout({
  title,
  filters,
  onReload,
  isReloading,
  onDownloadPng,
  onDownloadXlsx,
  children,
}: StatistikaLayoutProps) {
  const { t } = useTranslation();
  const mozeOtvoriti = useMozeOtvoriti();
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={title} />
      {/* One row that scrolls sideways where it does not fit (English on a phone), as the design system's tabs do. */}
      <nav
        ref={scrollActiveIntoView}
        aria-label={t('statistika.nav')}
        className="relative flex gap-1 overflow-x-auto border-b border-border"
      >
        {EKRANI.filter((ekran) => mozeOtvoriti(ekran.id)).map((ekran) => (
          <NavLink
            key={ekran.id}
            to={buildPath(ekran.id)}
            className={({ isActive }) =>
              cn(
                '-mb-px shrink-0 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap',
                isActive
                  ? 'border-primary text-foreground'
                  : 'border-transparent text-muted-foreground hover:text-foreground',
              )
            }
          >
            {t(ekran.label)}
          </NavLink>
        ))}
      </nav>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-0 flex-1 flex-wrap items-end gap-3 max-sm:basis-full">{filters}</div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={onReload} disabled={isReloading}>
            <RefreshCw aria-hidden className={cn('size-4', isReloading && 'animate-spin')} />
            {t('statistika.reload')}
          </Button>
          {onDownloadPng && (
            <Button variant="outline" size="sm" onClick={onDownloadPng}>
              <Download aria-hidden className="size-4" />
              {t('statistika.downloadPng')}
            </Button>
          )}
          {onDownloadXlsx && (
            <Button variant="outline" size="sm" onClick={onDownloadXlsx}>
              <FileSpreadsheet aria-hidden className="size-4" />
              {t('statistika.downloadXlsx')}
            </Button>
          )}
        </div>
      </div>
      {children}
    </div>
  );
}

/** The message of a period or year without data: never an error page (issue 18). */
export function EmptyStatistika({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-lg border border-dashed border-border p-6 text-center text-muted-foreground">
      {children}
    </p>
  );
}
