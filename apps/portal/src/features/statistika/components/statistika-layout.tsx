import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Download, FileSpreadsheet, RefreshCw } from 'lucide-react';
import { Button, cn } from '@rp/ui';
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
      <h1 className="text-xl font-semibold">{title}</h1>
      <nav aria-label={t('statistika.nav')} className="flex flex-wrap gap-1 border-b border-border">
        {EKRANI.filter((ekran) => mozeOtvoriti(ekran.id)).map((ekran) => (
          <NavLink
            key={ekran.id}
            to={buildPath(ekran.id)}
            className={({ isActive }) =>
              cn(
                '-mb-px border-b-2 px-3 py-2 text-sm font-medium',
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
