import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, FormField, MultiSelect, Skeleton } from '@rp/ui';
import { radnikIdResursa, type Gantt } from '@rp/contract';
import { JOBS_TIMELINE_ZOOM_MAX_MS, JOBS_TIMELINE_ZOOM_MIN_MS, Timeline } from '@rp/gantt/react';
import { useLocales } from '../../../lib/use-locales.ts';
import { zauzetostZaSveQuery } from '../api.ts';
import { workloadTimeline } from '../plan.ts';

const DAY_MS = 86_400_000;

export interface WorkloadTimelineProps {
  /** The planner's resources (every worker), for the picker. */
  resources: Gantt['resources'];
  /** Workers chosen when the screen opens. */
  defaultIds?: readonly number[];
}

/** Who is free (issue 17 item 4): the chosen workers' tasks, pauses, leave and holidays on the jobs timeline. */
export function WorkloadTimeline({ resources, defaultIds = [] }: WorkloadTimelineProps) {
  const { t } = useTranslation();
  const locales = useLocales();
  const [ids, setIds] = useState<string[]>(defaultIds.map(String));
  const numbers = useMemo(() => ids.map(Number), [ids]);
  const zauzetost = useQuery(zauzetostZaSveQuery(numbers));
  const timeline = useMemo(
    () =>
      zauzetost.data
        ? workloadTimeline(zauzetost.data, {
            leave: t('poslovi.workload.leave'),
            holiday: t('poslovi.workload.holiday'),
          })
        : undefined,
    [zauzetost.data, t],
  );
  const options = resources.map((resource) => ({
    value: String(radnikIdResursa(resource.id) ?? resource.id),
    label: resource.name,
  }));
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle asChild>
          <h2>{t('poslovi.workload.title')}</h2>
        </CardTitle>
        <CardDescription>{t('poslovi.workload.hint')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <FormField label={t('poslovi.workload.workers')} className="sm:max-w-xl">
          <MultiSelect
            options={options}
            value={ids}
            onValueChange={setIds}
            placeholder={t('poslovi.workload.choose')}
          />
        </FormField>
        {ids.length === 0 ? null : timeline === undefined ? (
          <Skeleton className="h-32 w-full" />
        ) : (
          <Timeline
            items={timeline.items}
            groups={timeline.groups}
            pauses={timeline.pauses}
            holidays={timeline.holidays}
            now={Date.parse(zauzetost.data!.currentTime)}
            // A week back and three ahead: who is free soon, not the whole history.
            defaultRange={{
              start: Date.parse(zauzetost.data!.currentTime) - 7 * DAY_MS,
              end: Date.parse(zauzetost.data!.currentTime) + 21 * DAY_MS,
            }}
            zoomMin={JOBS_TIMELINE_ZOOM_MIN_MS}
            zoomMax={JOBS_TIMELINE_ZOOM_MAX_MS}
            locale={locales.short}
            data-testid="workload-timeline"
          />
        )}
      </CardContent>
    </Card>
  );
}
