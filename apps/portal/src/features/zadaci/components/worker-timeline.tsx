import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton, cn, useElementWidth } from '@rp/ui';
import { buildPath, type Zadatak } from '@rp/contract';
import { JOBS_TIMELINE_ZOOM_MAX_MS, JOBS_TIMELINE_ZOOM_MIN_MS, Timeline } from '@rp/gantt/react';
import { hasScreen } from '../../../app/screens.ts';
import { useLocales } from '../../../lib/use-locales.ts';
import { zauzetostQuery } from '../api.ts';
import { taskWindow, timelineGroups, timelineItems, withTask, type WorkerTimelineItem } from '../timeline-items.ts';

/** Below this chart width the first window is a week (phones). */
const NARROW_PX = 640;

export interface WorkerTimelineProps {
  radnikId: number;
  /** The Admin opens a task's screen from its item (double click or Enter). */
  canOpenTasks: boolean;
  /** On the task screen: the task is always drawn, and the first window shows it. */
  zadatak?: Pick<Zadatak, 'Id' | 'Naziv' | 'Posao' | 'Pocetak' | 'StvarniPocetak' | 'Zavrseno'>;
  className?: string;
}

/** A worker's timeline (zadaci/zauzetost): planned spans and worked intervals, the current time, §9 zoom bounds. */
export function WorkerTimeline({ radnikId, canOpenTasks, zadatak, className }: WorkerTimelineProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const zauzetost = useQuery(zauzetostQuery(radnikId));
  const items = useMemo(() => {
    const list = zauzetost.data ? timelineItems(zauzetost.data) : [];
    return zadatak ? withTask(list, zadatak) : list;
  }, [zauzetost.data, zadatak]);
  const taskItem = zadatak ? items.find((item) => item.id === `plan-${zadatak.Id}`) : undefined;
  const groups = useMemo(
    () => timelineGroups({ plan: t('zadaci.timelinePlanned'), rad: t('zadaci.timelineWorked') }),
    [t],
  );
  const now = zauzetost.data ? Date.parse(zauzetost.data.currentTime) : undefined;
  const isLinked = canOpenTasks && hasScreen('zadaci.info');
  const [contentRef, width] = useElementWidth<HTMLDivElement>();
  const isNarrow = width < NARROW_PX;
  const locales = useLocales();

  return (
    <Card className={cn('min-w-0', className)}>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t('zadaci.timeline')}</h2>
        </CardTitle>
        <CardDescription>
          {items.length === 0 && zauzetost.isSuccess ? t('zadaci.timelineEmpty') : t('zadaci.timelineHint')}
        </CardDescription>
      </CardHeader>
      <CardContent ref={contentRef}>
        {now === undefined ? (
          <Skeleton className="h-32 w-full" />
        ) : (
          <Timeline
            key={`${radnikId}-${zadatak?.Id ?? 0}-${isNarrow}`}
            items={items}
            groups={groups}
            now={now}
            zoomMin={JOBS_TIMELINE_ZOOM_MIN_MS}
            zoomMax={JOBS_TIMELINE_ZOOM_MAX_MS}
            defaultRange={taskWindow(now, taskItem, isNarrow)}
            locale={locales.short}
            data-testid="worker-timeline"
            {...(isLinked && {
              onEdit: (item) => {
                const { zadatakId, posaoId } = item as WorkerTimelineItem;
                void navigate({
                  pathname: buildPath('zadaci.info', { posaoId, zadatakId }),
                  search: `?radnik=${radnikId}`,
                });
              },
            })}
          />
        )}
      </CardContent>
    </Card>
  );
}
