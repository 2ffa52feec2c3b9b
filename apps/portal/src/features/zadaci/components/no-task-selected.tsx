import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  FormField,
  PageHeader,
  Select,
  Skeleton,
} from '@rp/ui';
import { buildPath } from '@rp/contract';
import { zauzetostQuery } from '../api.ts';
import { openTasks } from '../timeline-items.ts';
import { RecordLink } from './record-link.tsx';
import { WorkerTimeline } from './worker-timeline.tsx';

export interface NoTaskSelectedProps {
  radnik: { Id: number; Ime: string; Prezime: string } | undefined;
  isAdmin: boolean;
}

/** The task screen after a finish (part 1 §4): no task selected, a picker of the worker's open tasks, the timeline. */
export function NoTaskSelected({ radnik, isAdmin }: NoTaskSelectedProps) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <PageHeader title={t('zadaci.noTaskSelected')} />
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>{t('zadaci.openTasks')}</h2>
          </CardTitle>
          <CardDescription>{t('zadaci.noTaskSelectedText')}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {radnik ? (
            <>
              <dl className="text-sm">
                <dt className="text-xs text-muted-foreground">{t('zadaci.worker')}</dt>
                <dd>
                  <RecordLink routeId="radnici.info" params={{ radnikId: radnik.Id }} isLinked={isAdmin}>
                    {`${radnik.Ime} ${radnik.Prezime}`.trim()}
                  </RecordLink>
                </dd>
              </dl>
              <OpenTaskPicker radnikId={radnik.Id} isAdmin={isAdmin} />
            </>
          ) : (
            <EmptyState title={t('zadaci.noWorkers')} />
          )}
        </CardContent>
      </Card>
      {radnik && <WorkerTimeline radnikId={radnik.Id} canOpenTasks={isAdmin} />}
    </div>
  );
}

function OpenTaskPicker({ radnikId, isAdmin }: { radnikId: number; isAdmin: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const zauzetost = useQuery(zauzetostQuery(radnikId));
  if (zauzetost.isPending) return <Skeleton className="h-8 w-full sm:w-96" />;
  const tasks = zauzetost.data ? openTasks(zauzetost.data) : [];
  if (tasks.length === 0) return <EmptyState title={t('zadaci.noOpenTasks')} />;
  return (
    <FormField label={t('zadaci.pickTask')} className="sm:w-96">
      <Select
        options={tasks.map((task) => ({ value: String(task.Id), label: task.Naziv }))}
        placeholder={t('zadaci.pickTask')}
        isRequired
        onValueChange={(value) => {
          const task = tasks.find((candidate) => String(candidate.Id) === value);
          if (!task) return;
          void navigate({
            pathname: buildPath('zadaci.info', { posaoId: task.Posao, zadatakId: task.Id }),
            search: isAdmin ? `?radnik=${radnikId}` : '',
          });
        }}
      />
    </FormField>
  );
}
