import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Card, CardContent, CardHeader, CardTitle, Skeleton } from '@rp/ui';
import { trenutniSledeciQuery } from '../api.ts';

/**
 * The current and the next task of the home page. They link to the user's task screen (/status); the Admin's
 * task editor of part 1 §2 links there too until the task forms land.
 */
export function CurrentNextCard({ radnikId }: { radnikId: number }) {
  const { t } = useTranslation();
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
                      <Link to="/status" className="font-medium text-primary underline-offset-4 hover:underline">
                        {task.Naziv}
                      </Link>
                      <Badge variant="outline">{t(`zadaci.status.${task.Status}`)}</Badge>
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
