import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Check, X } from 'lucide-react';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  RelativeTime,
  Skeleton,
  useSubmitGuard,
} from '@rp/ui';
import { buildPath, type Zahtev } from '@rp/contract';
import type { TFunction } from 'i18next';
import { useSession } from '../../../lib/session-store.ts';
import { formatDay } from '../../../lib/format.ts';
import { useLocales } from '../../../lib/use-locales.ts';
import { useZahtevDecision, zahteviQuery } from '../api.ts';

const hour = (value: string | null) => (value ?? '').slice(0, 5);

/** What a request asks for, in the interface language. */
export function describeZahtev(zahtev: Zahtev, t: TFunction): string {
  const date = formatDay(zahtev.Datum);
  if (zahtev.Vrsta === 'praznik') return t('zahtevi.kind.praznik', { date });
  if (zahtev.Vrsta === 'planirano')
    return t('zahtevi.kind.planirano', {
      from: hour(zahtev.TrajanjePocetak),
      to: hour(zahtev.TrajanjeKraj),
      start: date,
      end: formatDay(zahtev.Kraj ?? zahtev.Datum),
    });
  const worked = zahtev.Odradjeno ?? '';
  return zahtev.TrajanjePocetak || zahtev.TrajanjeKraj
    ? t('zahtevi.kind.odradjenoHours', {
        date,
        worked,
        from: hour(zahtev.TrajanjePocetak),
        to: hour(zahtev.TrajanjeKraj),
      })
    : t('zahtevi.kind.odradjeno', { date, worked });
}

interface ZahteviCardProps {
  /** One worker's requests (the record screen); absent: every worker's (Admin's home page). */
  radnikId?: number;
  className?: string;
}

/**
 * Pending corrections of time records (issue 12 item 3). Everyone who may read the record sees them; only Admin
 * approves or rejects, so only Admin is offered the buttons (the server refuses anyone else).
 */
export function ZahteviCard({ radnikId, className }: ZahteviCardProps) {
  const { t } = useTranslation();
  const session = useSession();
  const isAdmin = session?.roles.includes('Admin') ?? false;
  const zahtevi = useQuery(zahteviQuery(radnikId));
  const decision = useZahtevDecision();
  // A double click's second event comes before React disables the buttons: the guard's ref lets one decision through.
  const { guard, isSubmitting } = useSubmitGuard();
  const decide = guard((kind: 'approve' | 'reject', id: number) =>
    decision.mutateAsync({ kind, id }).catch(() => undefined),
  );
  const locales = useLocales();
  const isHome = radnikId === undefined;
  const title = isHome ? t('zahtevi.homeTitle') : t('zahtevi.title');
  const items = zahtevi.data ?? [];

  return (
    <Card role="region" aria-label={title} className={className} data-testid="zahtevi-card">
      <CardHeader>
        <CardTitle asChild>
          <h2>{title}</h2>
        </CardTitle>
        <CardDescription>{t('zahtevi.hint')}</CardDescription>
      </CardHeader>
      <CardContent>
        {zahtevi.isLoading ? (
          <Skeleton className="h-16 w-full" />
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('zahtevi.empty')}</p>
        ) : (
          <ul className="divide-y divide-border rounded-md border border-border">
            {items.map((zahtev) => {
              const what = describeZahtev(zahtev, t);
              return (
                <li key={zahtev.Id} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2 text-sm">
                  <div className="min-w-0 flex-1 basis-56">
                    {isHome && (
                      <Link
                        className="font-medium text-primary underline-offset-4 hover:underline"
                        to={`${buildPath('radnici.evidencija', { radnikId: zahtev.RadnikId })}?mesec=${zahtev.Datum.slice(0, 7)}`}
                        aria-label={t('zahtevi.openRecord', { name: zahtev.Radnik })}
                      >
                        {zahtev.Radnik}
                      </Link>
                    )}
                    <p className="tabular-nums">{what}</p>
                    <p className="text-xs text-muted-foreground">
                      {t('zahtevi.submitted')} <RelativeTime date={new Date(zahtev.Podneto)} format={locales.short} />
                    </p>
                  </div>
                  <Badge variant="warning">{t('zahtevi.pending')}</Badge>
                  {isAdmin && (
                    <div className="flex gap-2">
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={t('zahtevi.approveOf', { what })}
                        disabled={isSubmitting}
                        onClick={() => void decide('approve', zahtev.Id)}
                      >
                        <Check aria-hidden className="size-4" />
                        {t('zahtevi.approve')}
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={t('zahtevi.rejectOf', { what })}
                        disabled={isSubmitting}
                        onClick={() => void decide('reject', zahtev.Id)}
                      >
                        <X aria-hidden className="size-4" />
                        {t('zahtevi.reject')}
                      </Button>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
