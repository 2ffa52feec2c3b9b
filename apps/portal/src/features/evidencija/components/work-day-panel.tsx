import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CalendarRange, LogIn, LogOut, Pause, RefreshCw } from 'lucide-react';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, Skeleton, cn, useNow } from '@rp/ui';
import { buildPath, type Evidencija } from '@rp/contract';
import { useWorkDayCommand, workDayQuery, type WorkDayCommand } from '../api.ts';
import { allowedCommands, isSignedIn as isSignedInNow, workDayProgress } from '../work-day.ts';

export interface WorkDayPanelProps {
  radnikId: number;
  /** The Demo role does not check the sign-in state on load (part 1 §6); it asks with the refresh button. */
  isCheckedOnLoad?: boolean;
  className?: string;
}

function ProgressBar({ label, value, tone }: { label: string; value: number; tone: 'primary' | 'muted' }) {
  return (
    <div className="space-y-1">
      <div className="flex justify-between text-xs text-muted-foreground">
        <span>{label}</span>
        <span className="tabular-nums">{value.toFixed(0)} %</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(value)}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn('h-full rounded-full transition-[width]', tone === 'primary' ? 'bg-primary' : 'bg-warning')}
          style={{ width: `${value}%` }}
        />
      </div>
    </div>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-md bg-muted/60 px-3 py-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-mono text-lg font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function WorkDayFigures({ evidencija, receivedAt }: { evidencija: Evidencija; receivedAt: number }) {
  const { t } = useTranslation();
  const now = useNow(undefined, 1000);
  const progress = workDayProgress(evidencija, (now.getTime() - receivedAt) / 1000);
  return (
    <>
      <dl className="grid grid-cols-3 gap-2">
        <Figure label={t('workDay.worked')} value={progress.worked} testId="work-day-worked" />
        <Figure label={t('workDay.remaining')} value={progress.remaining} testId="work-day-remaining" />
        <Figure label={t('workDay.planned')} value={progress.planned} testId="work-day-planned" />
      </dl>
      <div className="space-y-2">
        <ProgressBar label={t('workDay.workedShare')} value={progress.workedPercent} tone="primary" />
        <ProgressBar label={t('workDay.remainingShare')} value={progress.remainingPercent} tone="muted" />
      </div>
    </>
  );
}

/** The working day: sign in, pause and sign out, with worked and remaining time counting every second. */
export function WorkDayPanel({ radnikId, isCheckedOnLoad = true, className }: WorkDayPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const status = useQuery({ ...workDayQuery(radnikId), enabled: isCheckedOnLoad });
  const command = useWorkDayCommand(radnikId);
  const evidencija = status.data;
  const state = evidencija?.Stanje;
  const isSignedIn = evidencija ? isSignedInNow(evidencija) : false;
  const isBusy = command.isPending || status.isFetching;
  const allowed = evidencija ? allowedCommands(evidencija) : { prijava: false, pauza: false, odjava: false };

  const run = (name: WorkDayCommand) => {
    if (!command.isPending) command.mutate(name);
  };

  return (
    <Card role="region" aria-labelledby={headingId} className={className} aria-busy={isBusy}>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle asChild>
          <h2 id={headingId}>{t('workDay.title')}</h2>
        </CardTitle>
        <div className="flex items-center gap-2">
          {evidencija && (
            <Badge
              variant={isSignedIn ? 'success' : state === 'pauza' ? 'warning' : 'secondary'}
              data-testid="work-day-state"
            >
              {t(`workDay.state.${isSignedIn ? 'prijavljen' : (state ?? 'odjavljen')}`)}
            </Badge>
          )}
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('workDay.check')}
            title={t('workDay.check')}
            onClick={() => void status.refetch()}
            disabled={isBusy}
          >
            <RefreshCw aria-hidden className={cn('size-4', status.isFetching && 'animate-spin')} />
          </Button>
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        {evidencija ? (
          <WorkDayFigures evidencija={evidencija} receivedAt={status.dataUpdatedAt} />
        ) : status.isLoading ? (
          <Skeleton className="h-24 w-full" />
        ) : (
          <p className="text-sm text-muted-foreground">{t('workDay.notChecked')}</p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => run('prijava')} disabled={!allowed.prijava || isBusy}>
            <LogIn aria-hidden className="size-4" />
            {t('workDay.signIn')}
          </Button>
          <Button variant="outline" onClick={() => run('pauza')} disabled={!allowed.pauza || isBusy}>
            <Pause aria-hidden className="size-4" />
            {t('workDay.pause')}
          </Button>
          <Button variant="outline" onClick={() => run('odjava')} disabled={!allowed.odjava || isBusy}>
            <LogOut aria-hidden className="size-4" />
            {t('workDay.signOut')}
          </Button>
          <Button variant="link" asChild className="ml-auto">
            <Link to={buildPath('radnici.evidencija', { radnikId })}>
              <CalendarRange aria-hidden className="size-4" />
              {t('workDay.monthRecord')}
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
