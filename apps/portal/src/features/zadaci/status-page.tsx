import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { addDays, format } from 'date-fns';
import { Badge, Card, CardContent, EmptyState, Skeleton } from '@rp/ui';
import { type StatusZadatka, type Zadatak } from '@rp/contract';
import { useSession } from '../../lib/session-store.ts';
import { zadaciRadnikaQuery } from './api.ts';
import { TaskActions } from './components/task-actions.tsx';
import { formatDay, formatInstantDate } from '../../lib/format.ts';

const STATUS_VARIANT: Record<StatusZadatka, 'secondary' | 'success' | 'warning' | 'outline'> = {
  nijePoceo: 'secondary',
  uToku: 'success',
  pauziran: 'warning',
  zavrsen: 'outline',
};
const ORDER: Record<StatusZadatka, number> = { uToku: 0, pauziran: 1, nijePoceo: 2, zavrsen: 3 };

/** The user's own tasks (/status): running first, then paused, not started and finished, with their commands. */
export function StatusPage() {
  const { t } = useTranslation();
  const session = useSession();
  const radnikId = session?.id ?? 0;
  const today = new Date();
  const a = format(addDays(today, -30), 'yyyy-MM-dd');
  const b = format(addDays(today, 60), 'yyyy-MM-dd');
  const zadaci = useQuery(zadaciRadnikaQuery(radnikId, a, b));
  const sorted = [...(zadaci.data ?? [])].sort(
    (x, y) => ORDER[x.Status] - ORDER[y.Status] || x.Pocetak.localeCompare(y.Pocetak),
  );

  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-xl font-semibold">{t('title.status')}</h1>
        <p className="text-sm text-muted-foreground">
          {t('zadaci.range', {
            from: formatDay(a),
            to: formatDay(b),
          })}
        </p>
      </div>
      {zadaci.isLoading ? (
        <Skeleton className="h-40 w-full" />
      ) : sorted.length === 0 ? (
        <EmptyState title={t('zadaci.empty')} />
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2" aria-label={t('title.status')}>
          {sorted.map((zadatak: Zadatak) => (
            <li key={zadatak.Id} className="min-w-0">
              <Card aria-label={zadatak.Naziv} role="group">
                <CardContent className="space-y-3 py-4">
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p className="truncate font-medium">{zadatak.Naziv}</p>
                      <p className="truncate text-sm text-muted-foreground">{zadatak.PosaoNaziv}</p>
                    </div>
                    <Badge variant={STATUS_VARIANT[zadatak.Status]} data-testid={`status-${zadatak.Id}`}>
                      {t(`zadaci.status.${zadatak.Status}`)}
                    </Badge>
                  </div>
                  <dl className="grid grid-cols-3 gap-2 text-sm">
                    <div>
                      <dt className="text-xs text-muted-foreground">{t('zadaci.plannedStart')}</dt>
                      <dd className="tabular-nums">{formatInstantDate(zadatak.Pocetak)}</dd>
                    </div>
                    <div>
                      <dt className="text-xs text-muted-foreground">{t('zadaci.duration')}</dt>
                      <dd className="tabular-nums">{t('zadaci.hours', { count: zadatak.PlaniranoTrajanje })}</dd>
                    </div>
                    <div>
                      <dt className="text-xs text-muted-foreground">{t('zadaci.actualStart')}</dt>
                      <dd className="tabular-nums">{formatInstantDate(zadatak.StvarniPocetak)}</dd>
                    </div>
                  </dl>
                  <TaskActions zadatak={zadatak} radnikId={radnikId} />
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
