import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import { Button, EmptyState, PageHeader, Skeleton } from '@rp/ui';

export interface RecordLayoutProps {
  /** Where the back link goes (the record's list) and what it says. */
  back: { to: string; label: string };
  title: string;
  /** A line under the title (the record's kind, its state badges). */
  subtitle?: ReactNode;
  /** The record's actions, beside the title (under it on a phone). */
  actions?: ReactNode;
  children: ReactNode;
}

/** A record's screen (a client, job, valuation, property): back to its list, the title with its actions, the body. */
export function RecordLayout({ back, title, subtitle, actions, children }: RecordLayoutProps) {
  return (
    <div className="space-y-4">
      <Button variant="ghost" size="sm" className="-ml-2" asChild>
        <Link to={back.to}>
          <ArrowLeft aria-hidden className="size-4" />
          {back.label}
        </Link>
      </Button>
      <PageHeader className="items-end" title={title} actions={actions}>
        {subtitle ? (
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground wrap-anywhere">
            {subtitle}
          </p>
        ) : null}
      </PageHeader>
      {children}
    </div>
  );
}

export interface RecordPendingProps {
  /** The record could not be loaded (it does not exist, or is not the user's to see). */
  isError: boolean;
  icon: ReactNode;
  /** What the screen says when the record is not there ('Klijent nije pronađen'). */
  notFound: string;
}

/** A record's body until the record is there: two cards' skeletons while it loads, its 'not found' when that failed. */
export function RecordPending({ isError, icon, notFound }: RecordPendingProps) {
  const { t } = useTranslation();
  if (isError) return <EmptyState icon={icon} title={notFound} />;
  return (
    <div className="grid gap-4 lg:grid-cols-2" aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton className="h-72 w-full" />
      <Skeleton className="h-72 w-full" />
    </div>
  );
}
