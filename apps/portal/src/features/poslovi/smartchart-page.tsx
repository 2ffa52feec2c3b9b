import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RefreshCw, Save } from 'lucide-react';
import {
  Button,
  Checkbox,
  ConfirmDialog,
  DatePicker,
  FormField,
  PageHeader,
  Select,
  Skeleton,
  useSubmitGuard,
} from '@rp/ui';
import { PRIORITETI, radnikIdResursa, type Gantt } from '@rp/contract';
import { createPlanner, type Planner, type PlannerTask } from '@rp/gantt';
import {
  PlanningEditor,
  plannerLabels,
  usePlannerDirty,
  usePlannerSnapshot,
  type PlannerLabels,
} from '@rp/gantt/react';
import { useLeaveGuard } from '../../lib/use-leave-guard.tsx';
import { useLocales } from '../../lib/use-locales.ts';
import { ganttQuery, posloviKeys, useSaveGantt, type GanttFilter } from './api.ts';
import { readFilter, writeFilter } from './gantt-filter.ts';
import { toProjectPayload, type PlanView } from './plan.ts';
import { planStatusChoices } from './plan-status.ts';
import { toSaveBody } from './plan-save.ts';
import { WorkloadTimeline } from './components/workload-timeline.tsx';
import { TaskIssues } from '../zadaci/components/task-issues.tsx';
import { useEditorPages } from '../../lib/editor-pages.ts';
import { usePlanDraft } from './use-plan-draft.ts';

const toDatum = (date: Date | null) =>
  date
    ? `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
    : undefined;
const fromDatum = (datum: string | undefined) => (datum ? new Date(`${datum}T00:00:00`) : null);

/**
 * The Gantt of all jobs (/index/smartchart, Admin, Demo and Operations; part 1 §4, part 2 §2): the filters, the
 * planning editor over every filtered job and its tasks, saved through gantt/save in one go, the legend, and the
 * workload of the chosen workers.
 */
export function SmartchartPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => readFilter(params), [params]);
  const gantt = useQuery(ganttQuery(filter));
  const view = useRef<PlanView>({});
  const [isPlanDirty, setPlanDirty] = useState(false);
  const [pending, setPending] = useState<GanttFilter | null>(null);
  const apply = (next: GanttFilter) => {
    if (isPlanDirty) setPending(next);
    else setParams(writeFilter(next));
  };

  return (
    <div className="min-w-0 space-y-4">
      <PageHeader title={t('title.smartchart')} />
      <GanttFilters key={params.toString()} filter={filter} onApply={apply} />
      {gantt.data ? (
        <PlanSection
          key={gantt.dataUpdatedAt}
          gantt={gantt.data}
          filter={filter}
          view={view}
          onDirtyChange={setPlanDirty}
        />
      ) : (
        <Skeleton className="h-[480px] w-full" />
      )}
      <ConfirmDialog
        open={pending !== null}
        title={t('common.unsavedData')}
        description={t('poslovi.gantt.reloadLoses')}
        confirmLabel={t('common.yes')}
        cancelLabel={t('common.no')}
        onConfirm={() => {
          if (pending) setParams(writeFilter(pending));
          setPending(null);
        }}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}

interface PlanSectionProps {
  gantt: Gantt;
  filter: GanttFilter;
  view: RefObject<PlanView>;
  onDirtyChange: (isDirty: boolean) => void;
}

/** One loaded plan: the planner made from it lives as long as this data; a reload makes a new one (same view). */
function PlanSection({ gantt, filter, view, onDirtyChange }: PlanSectionProps) {
  const { t, i18n } = useTranslation();
  const locales = useLocales();
  const queryClient = useQueryClient();
  const [planner] = useState<Planner>(() =>
    createPlanner(toProjectPayload(gantt, view.current), {
      holidays: gantt.holidays,
      now: () => Date.parse(gantt.currentTime),
      // A row made by clicking below the plan is named in the screen's language ('Task N' in the spec's English).
      taskName: (n) => i18n.t('poslovi.gantt.newTaskName', { n }),
    }),
  );
  const snapshot = usePlannerSnapshot(planner);
  const isDirty = usePlannerDirty(planner);
  const guard = useLeaveGuard(isDirty);
  usePlanDraft(planner, gantt, view.current, guard.release);
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const save = useSaveGantt();
  const [isReloadAsked, setReloadAsked] = useState(false);
  const statusChoices = useMemo(() => planStatusChoices(gantt), [gantt]);
  // The status names of the legend and of the firm's tasks elsewhere, in the editor's menu too: one screen, one word.
  const labels = useMemo<Partial<PlannerLabels>>(
    () => ({
      statuses: {
        ...plannerLabels(locales.short).statuses,
        ...Object.fromEntries(LEGEND_STATUS.map(([status]) => [status, t(`poslovi.status.${status}`)])),
      },
    }),
    [locales.short, t],
  );

  const keepView = () => {
    view.current = {
      zoom: snapshot.zoom,
      splitterPosition: snapshot.splitterPosition,
      ...(snapshot.selectedRow !== undefined && { selectedRow: snapshot.selectedRow }),
    };
  };
  const reload = () => {
    keepView();
    void queryClient.invalidateQueries({ queryKey: posloviKeys.gantt(filter) });
  };
  // A double click's second press comes before React disables the button: the guard's ref lets one save through
  // (a second would be refused as stale, 'nothing was saved', after the first had saved).
  const submit = useSubmitGuard();
  const onSave = submit.guard(async () => {
    keepView();
    await save
      .mutateAsync(toSaveBody(planner.save(), gantt))
      .then(() => planner.markSaved())
      .catch(() => undefined);
  });
  // The selected task's issues and board (part 2 §2), for a task that is saved (a job row or a new row has none).
  const editorPages = useEditorPages();
  const currentTaskId = snapshot.currentTaskId;
  const selectedTask = useMemo(() => {
    if (!currentTaskId || !/^\d{1,9}$/.test(currentTaskId)) return null;
    const task = gantt.tasks.find((candidate) => candidate.id === currentTaskId);
    return task ? { Id: Number(task.id), Naziv: task.name } : null;
  }, [currentTaskId, gantt.tasks]);
  const workers = useMemo(() => {
    const ids = new Set<number>();
    for (const task of gantt.tasks)
      for (const assig of task.assigs) {
        const id = radnikIdResursa(assig.resourceId);
        if (id !== undefined && ids.size < 3) ids.add(id);
      }
    return [...ids];
  }, [gantt]);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        {gantt.canWrite ? (
          <Button onClick={() => void onSave()} disabled={!isDirty || submit.isSubmitting} data-testid="gantt-save">
            <Save aria-hidden />
            {submit.isSubmitting ? t('poslovi.gantt.saving') : t('poslovi.gantt.save')}
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">{t('poslovi.gantt.readOnly')}</p>
        )}
        <Button variant="outline" onClick={() => (isDirty ? setReloadAsked(true) : reload())}>
          <RefreshCw aria-hidden />
          {t('poslovi.gantt.reload')}
        </Button>
        <span className="text-sm text-muted-foreground" aria-live="polite">
          {isDirty ? t('poslovi.gantt.unsaved') : t('poslovi.gantt.rows', { count: snapshot.tasks.length })}
        </span>
      </div>
      {/* The editor fits any width (its toolbar wraps, its grid and chart scroll and split): no wider frame around it. */}
      <PlanningEditor
        planner={planner}
        height="min(70vh, 720px)"
        now={Date.parse(gantt.currentTime)}
        warnOnUnsavedData={false}
        locale={locales.short}
        labels={labels}
        statusChoices={statusChoices}
        canDeleteTask={isTaskRow}
        openAt="today"
        aria-label={t('title.smartchart')}
      />
      <Legend />
      {editorPages && selectedTask && <TaskIssues key={selectedTask.Id} zadatak={selectedTask} pages={editorPages} />}
      <WorkloadTimeline resources={gantt.resources} defaultIds={workers} />
      {guard.dialog}
      <ConfirmDialog
        open={isReloadAsked}
        title={t('common.unsavedData')}
        description={t('poslovi.gantt.reloadLoses')}
        confirmLabel={t('common.yes')}
        cancelLabel={t('common.no')}
        onConfirm={() => {
          setReloadAsked(false);
          guard.release();
          reload();
        }}
        onCancel={() => setReloadAsked(false)}
      />
    </div>
  );
}

/** A job (a level-0 row) is deleted on the Projects screen, with its confirmation; the plan deletes tasks only. */
const isTaskRow = (task: PlannerTask) => task.level > 0;

const LEGEND_STATUS = [
  ['STATUS_ACTIVE', 'bg-primary'],
  ['STATUS_SUSPENDED', 'bg-warning'],
  ['STATUS_DONE', 'bg-success'],
  ['STATUS_UNDEFINED', 'bg-muted-foreground'],
] as const;

/** What the colours and marks of the chart mean. */
function Legend() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="gantt-legend" className="rounded-lg border border-border bg-card p-3 text-sm">
      <h2 id="gantt-legend" className="mb-2 font-medium">
        {t('poslovi.gantt.legend')}
      </h2>
      <ul className="flex flex-wrap gap-x-5 gap-y-2">
        {LEGEND_STATUS.map(([status, color]) => (
          <li key={status} className="flex items-center gap-2">
            <span aria-hidden className={`inline-block h-3 w-6 rounded-sm ${color}`} />
            {t(`poslovi.status.${status}`)}
          </li>
        ))}
        <li className="flex items-center gap-2">
          <span aria-hidden className="inline-block h-3 w-6 rounded-sm bg-danger/60 outline-[1.5px] outline-danger" />
          {t('poslovi.gantt.critical')}
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden className="inline-block h-3 w-6 rounded-sm bg-muted" />
          {t('poslovi.gantt.nonWorking')}
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden className="inline-block h-3 w-0 border-l-2 border-dashed border-danger" />
          {t('poslovi.gantt.today')}
        </li>
        <li className="flex items-center gap-2">
          <span
            aria-hidden
            className="inline-block h-3 w-6 rounded-sm bg-[repeating-linear-gradient(45deg,var(--color-muted-foreground)_0_2px,transparent_2px_5px)]"
          />
          {t('poslovi.gantt.pause')}
        </li>
      </ul>
    </section>
  );
}

interface GanttFiltersProps {
  filter: GanttFilter;
  onApply: (filter: GanttFilter) => void;
}

/** aktivan, prvi, drugi and prioritet (0 = all), applied together (part 1 §4). */
function GanttFilters({ filter, onApply }: GanttFiltersProps) {
  const { t } = useTranslation();
  const locales = useLocales();
  const [draft, setDraft] = useState<GanttFilter>(filter);
  const prioritetOptions = [
    { value: '0', label: t('poslovi.priority.all') },
    ...PRIORITETI.map((value) => ({ value: String(value), label: t(`poslovi.priority.p${value}`) })),
  ];
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft);
      }}
    >
      <FormField label={t('poslovi.filter.from')} className="w-40">
        <DatePicker
          value={fromDatum(draft.prvi)}
          onValueChange={(date) => setDraft({ ...draft, prvi: toDatum(date) })}
          locale={locales.short}
        />
      </FormField>
      <FormField label={t('poslovi.filter.to')} className="w-40">
        <DatePicker
          value={fromDatum(draft.drugi)}
          onValueChange={(date) => setDraft({ ...draft, drugi: toDatum(date) })}
          locale={locales.short}
        />
      </FormField>
      <FormField label={t('poslovi.filter.priority')} className="w-40">
        <Select
          options={prioritetOptions}
          value={String(draft.prioritet ?? 0)}
          onValueChange={(value) => setDraft({ ...draft, prioritet: Number(value) || undefined })}
          isRequired
        />
      </FormField>
      <label className="flex h-9 items-center gap-2 text-sm">
        <Checkbox
          checked={draft.aktivan === true}
          onCheckedChange={(checked) => setDraft({ ...draft, aktivan: checked === true ? true : undefined })}
        />
        {t('poslovi.filter.active')}
      </label>
      <Button type="submit" variant="outline">
        {t('poslovi.filter.apply')}
      </Button>
    </form>
  );
}
