import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, EmptyState, Skeleton } from '@rp/ui';
import type { Zadatak } from '@rp/contract';
import { formatDay, formatInstantDate } from '../../../lib/format.ts';
import { zadaciRadnikaQuery } from '../api.ts';
import { sortByStatus, taskListRange } from '../task-status.ts';
import { RecordLink } from './record-link.tsx';
import { TaskActions } from './task-actions.tsx';
import { TaskStatusBadge } from './task-status-badge.tsx';
import { WorkerTimeline } from './worker-timeline.tsx';

export interface WorkerTasksProps {
  radnikId: number;
  /** The Admin sees links to task and project records (part 1 §2). */
  isAdmin: boolean;
}

/**
 * A worker's tasks of the last 30 and the next 60 days with start, pause and finish (running first, then paused,
 * not started and finished), and the worker's timeline. Shared by /status and the worker task status screen.
 */
export function WorkerTasks({ radnikId, isAdmin }: WorkerTasksProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { a, b } = taskListRange();
  const zadaci = useQuery(zadaciRadnikaQuery(radnikId, a, b));
  const sorted = sortByStatus(zadaci.data ?? []);

  return (
    <div className="space-y-4">
      <section aria-labelledby={headingId} className="space-y-3">
        <h2 id={headingId} className="text-sm text-muted-foreground">
          {t('zadaci.range', { from: formatDay(a), to: formatDay(b) })}
        </h2>
        {zadaci.isLoading ? (
          <Skeleton className="h-40 w-full" />
        ) : sorted.length === 0 ? (
          <EmptyState title={t('zadaci.empty')} />
        ) : (
          <ul className="grid gap-3 lg:grid-cols-2" aria-labelledby={headingId}>
            {sorted.map((zadatak) => (
              <li key={zadatak.Id} className="min-w-0">
                <TaskCard zadatak={zadatak} radnikId={radnikId} isAdmin={isAdmin} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <WorkerTimeline radnikId={radnikId} canOpenTasks={isAdmin} />
    </div>
  );
}

function TaskCard({ zadatak, radnikId, isAdmin }: { zadatak: Zadatak; radnikId: number; isAdmin: boolean }) {
  const { t } = useTranslation();
  return (
    <Card aria-label={zadatak.Naziv} role="group">
      <CardContent className="space-y-3 py-4">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="truncate font-medium">
              <RecordLink
                routeId="zadaci.info"
                params={{ posaoId: zadatak.Posao, zadatakId: zadatak.Id }}
                search={`?radnik=${radnikId}`}
                isLinked={isAdmin}
              >
                {zadatak.Naziv}
              </RecordLink>
            </p>
            <p className="truncate text-sm text-muted-foreground">
              <RecordLink routeId="poslovi.info" params={{ posaoId: zadatak.Posao }} isLinked={isAdmin}>
                {zadatak.PosaoNaziv}
              </RecordLink>
            </p>
          </div>
          <TaskStatusBadge status={zadatak.Status} data-testid={`status-${zadatak.Id}`} />
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
  );
}
