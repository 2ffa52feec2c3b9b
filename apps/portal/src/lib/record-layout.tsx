import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@rp/ui';

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
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-xl font-semibold break-words">{title}</h1>
          {subtitle ? (
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">{subtitle}</p>
          ) : null}
        </div>
        {actions}
      </div>
      {children}
    </div>
  );
}
