import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle, Skeleton } from '@rp/ui';
import { buildPath, type TrenutniSledeci } from '@rp/contract';
import { hasScreen } from '../../../app/screens.ts';
import { useDozvola } from '../../../lib/use-dozvola.ts';
import { trenutniSledeciQuery } from '../api.ts';
import { TaskStatusBadge } from './task-status-badge.tsx';

type Task = TrenutniSledeci['itemList'][number];

/** Part 1 §2: the Admin goes to the task's screen, everyone else to their own tasks (/status). */
function taskTarget(task: Pick<Task, 'Id' | 'Posao'>, isAdmin: boolean): string {
  return isAdmin && hasScreen('zadaci.info')
    ? buildPath('zadaci.info', { posaoId: task.Posao, zadatakId: task.Id })
    : buildPath('status');
}

/** The current and the next task of the home page. */
export function CurrentNextCard({ radnikId }: { radnikId: number }) {
  const { t } = useTranslation();
  const isAdmin = useDozvola()('zadaci.veze');
  const tasks = useQuery(trenutniSledeciQuery(radnikId));
  const current = tasks.data?.find((task) => task.Vrsta === 'trenutni');
  const next = tasks.data?.find((task) => task.Vrsta === 'sledeci');
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t('title.status')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {tasks.isLoading ? (
          <Skeleton className="h-16 w-full" />
        ) : (
          <dl className="space-y-3 text-sm">
            {[
              { label: t('zadaci.current'), task: current },
              { label: t('zadaci.next'), task: next },
            ].map(({ label, task }) => (
              <div key={label}>
                <dt className="text-xs text-muted-foreground">{label}</dt>
                <dd className="flex items-center gap-2">
                  {task ? (
                    <>
                      <Link
                        to={taskTarget(task, isAdmin)}
                        className="font-medium text-primary underline-offset-4 hover:underline"
                      >
                        {task.Naziv}
                      </Link>
                      <TaskStatusBadge status={task.Status} variant="outline" />
                    </>
                  ) : (
                    <span className="text-muted-foreground">{t('zadaci.none')}</span>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
