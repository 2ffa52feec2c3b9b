import { useState, type ReactNode } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Pencil } from 'lucide-react';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  FormField,
  Select,
  Skeleton,
  formatDecimal,
} from '@rp/ui';
import { MISSING_DATE, type Zadatak } from '@rp/contract';
import { useSession } from '../../lib/session-store.ts';
import { useDozvola, useMozeOtvoriti } from '../../lib/use-dozvola.ts';
import { formatInstantDate, formatInstantTime } from '../../lib/format.ts';
import { useLocales } from '../../lib/use-locales.ts';
import { zadatakQuery } from './api.ts';
import { actingWorker } from './task-status.ts';
import { zadatakEditPath } from './zadatak-form.ts';
import { NoTaskSelected } from './components/no-task-selected.tsx';
import { RecordLink } from './components/record-link.tsx';
import { TaskActions } from './components/task-actions.tsx';
import { TaskStatusBadge } from './components/task-status-badge.tsx';
import { WorkerTimeline } from './components/worker-timeline.tsx';
import { TaskIssues } from './components/task-issues.tsx';
import { useEditorPages } from '../../lib/editor-pages.ts';

const workerName = (radnik: Zadatak['Radnici'][number]) => `${radnik.Ime} ${radnik.Prezime}`.trim();

/**
 * The task screen (zadaci.info): the task with its job, dates, workers and equipment, start, pause and finish for
 * a worker, and that worker's timeline. Only the Admin sees links to records and the worker picker (part 1 §2).
 * After a finish the screen shows no task selected, with the worker's open tasks to choose from (part 1 §4).
 */
export function ZadatakPage() {
  const { t } = useTranslation();
  const params = useParams();
  const posaoId = Number(params.posaoId);
  const zadatakId = Number(params.zadatakId);
  const session = useSession();
  // The links to worker, job, client and task records and the worker picker are Admin's (part 1 §2).
  const isAdmin = useDozvola()('zadaci.veze');
  const canEdit = useMozeOtvoriti()('zadaci.unos', { posaoId }) && isAdmin;
  const [searchParams, setSearchParams] = useSearchParams();
  const [finishedId, setFinishedId] = useState<number | null>(null);
  const zadatak = useQuery(zadatakQuery(zadatakId));
  const zavisnostId = zadatak.data?.Zavisnost ?? null;
  const zavisnost = useQuery({ ...zadatakQuery(zavisnostId ?? 0), enabled: zavisnostId !== null });
  const editorPages = useEditorPages();

  if (zadatak.isPending) return <Skeleton className="h-64 w-full" />;
  if (zadatak.isError) return <EmptyState title={t('zadaci.loadFailed')} />;
  const task = zadatak.data;
  // A task of another job under this job's path does not exist here.
  if (task === null || task.Posao !== posaoId) return <Navigate to="/404" replace />;

  const chosenId = Number(searchParams.get('radnik'));
  const radnikId = actingWorker(
    task.Radnici.map((radnik) => radnik.Id),
    { userId: session?.id, chosenId: isAdmin && chosenId > 0 ? chosenId : undefined },
  );
  const radnik = task.Radnici.find((candidate) => candidate.Id === radnikId);

  if (finishedId === task.Id) return <NoTaskSelected radnik={radnik} isAdmin={isAdmin} />;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h1 className="min-w-0 text-xl font-semibold break-words">{task.Naziv}</h1>
        <TaskStatusBadge status={task.Status} data-testid="task-status" />
        {canEdit ? (
          <Button variant="outline" size="sm" className="ml-auto" asChild>
            <Link to={zadatakEditPath(task)}>
              <Pencil aria-hidden className="size-4" />
              {t('zadaci.edit')}
            </Link>
          </Button>
        ) : null}
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        {/* The commands come first on a phone; on a wide screen they sit right of the details. */}
        <Card className="min-w-0 lg:col-start-3 lg:row-start-1">
          <CardHeader>
            <CardTitle asChild>
              <h2>{t('zadaci.work')}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            {radnik === undefined ? (
              <p className="text-sm text-muted-foreground">{t('zadaci.noWorkers')}</p>
            ) : isAdmin ? (
              <FormField label={t('zadaci.worker')} hint={t('zadaci.workerHint')}>
                <Select
                  options={task.Radnici.map((candidate) => ({
                    value: String(candidate.Id),
                    label: workerName(candidate),
                  }))}
                  value={String(radnik.Id)}
                  onValueChange={(value) => {
                    if (value) setSearchParams({ radnik: value }, { replace: true });
                  }}
                  isRequired
                />
              </FormField>
            ) : (
              <dl className="text-sm">
                <dt className="text-xs text-muted-foreground">{t('zadaci.worker')}</dt>
                <dd data-testid="acting-worker">{workerName(radnik)}</dd>
              </dl>
            )}
            <TaskActions zadatak={task} radnikId={radnikId} onFinished={() => setFinishedId(task.Id)} />
          </CardContent>
        </Card>
        <Card className="min-w-0 lg:col-span-2 lg:col-start-1 lg:row-start-1">
          <CardHeader>
            <CardTitle asChild>
              <h2>{t('zadaci.details')}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <TaskDetails task={task} isAdmin={isAdmin} radnikId={radnikId} zavisnost={zavisnost.data ?? undefined} />
          </CardContent>
        </Card>
      </div>
      {editorPages && <TaskIssues zadatak={task} pages={editorPages} />}
      {radnikId !== undefined && <WorkerTimeline radnikId={radnikId} canOpenTasks={isAdmin} zadatak={task} />}
    </div>
  );
}

function TaskDetails({
  task,
  isAdmin,
  radnikId,
  zavisnost,
}: {
  task: Zadatak;
  isAdmin: boolean;
  radnikId: number | undefined;
  zavisnost: Zadatak | undefined;
}) {
  const { t } = useTranslation();
  const locale = useLocales().intl;
  const instant = (iso: string) =>
    iso === MISSING_DATE ? '—' : `${formatInstantDate(iso)} ${formatInstantTime(iso, locale)}`;
  const days = formatDecimal(task.PlaniranoTrajanjeDani, 2);
  const search = radnikId === undefined ? undefined : `?radnik=${radnikId}`;

  const rows: { label: string; value: ReactNode; testId?: string }[] = [
    {
      label: t('zadaci.project'),
      value: (
        <RecordLink routeId="poslovi.info" params={{ posaoId: task.Posao }} isLinked={isAdmin}>
          {task.PosaoNaziv}
        </RecordLink>
      ),
    },
    { label: t('zadaci.state'), value: <TaskStatusBadge status={task.Status} /> },
    { label: t('zadaci.plannedStart'), value: instant(task.Pocetak) },
    {
      label: t('zadaci.duration'),
      value: `${t('zadaci.hours', { count: task.PlaniranoTrajanje })} (${t('zadaci.days', { count: task.PlaniranoTrajanjeDani, value: days })})`,
    },
    { label: t('zadaci.actualStart'), value: instant(task.StvarniPocetak) },
    ...(task.Status === 'zavrsen' ? [{ label: t('zadaci.finishedAt'), value: instant(task.Zavrseno) }] : []),
    ...(task.Zavisnost !== null
      ? [
          {
            label: t('zadaci.dependsOn'),
            value: (
              <RecordLink
                routeId="zadaci.info"
                params={{ posaoId: zavisnost?.Posao ?? task.Posao, zadatakId: task.Zavisnost }}
                search={search}
                isLinked={isAdmin}
              >
                {zavisnost?.Naziv ?? `#${task.Zavisnost}`}
              </RecordLink>
            ),
          },
        ]
      : []),
    {
      label: t('zadaci.workers'),
      testId: 'task-workers',
      value:
        task.Radnici.length === 0 ? (
          '—'
        ) : (
          <ul className="flex flex-wrap gap-x-3 gap-y-1">
            {task.Radnici.map((candidate) => (
              <li key={candidate.Id}>
                <RecordLink routeId="radnici.info" params={{ radnikId: candidate.Id }} isLinked={isAdmin}>
                  {workerName(candidate)}
                </RecordLink>
              </li>
            ))}
          </ul>
        ),
    },
    {
      label: t('zadaci.equipment'),
      value:
        task.Oprema.length === 0 ? (
          t('zadaci.noEquipment')
        ) : (
          <ul className="flex flex-wrap gap-x-3 gap-y-1">
            {task.Oprema.map((masina) => (
              <li key={masina.Id}>{masina.Ime}</li>
            ))}
          </ul>
        ),
    },
  ];

  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {rows.map((row) => (
        <div key={row.label} className="min-w-0" data-testid={row.testId}>
          <dt className="text-xs text-muted-foreground">{row.label}</dt>
          <dd className="break-words tabular-nums">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
