import { MISSING_DATE, type Zadatak, type Zauzetost } from '@rp/contract';
import type { TimelineGroup, TimelineItem } from '@rp/gantt/react';

export const PLAN_GROUP = 'plan';
export const RAD_GROUP = 'rad';
const DAY_MS = 86_400_000;

export interface WorkerTimelineItem extends TimelineItem {
  zadatakId: number;
  posaoId: number;
}

/** A worker's timeline: one band of planned spans of open tasks and one of the intervals actually worked. */
export function timelineItems(zauzetost: Zauzetost): WorkerTimelineItem[] {
  return zauzetost.itemList.map((entry, index) => ({
    id: entry.Vrsta === 'plan' ? `plan-${entry.Id}` : `rad-${entry.Id}-${index}`,
    start: Date.parse(entry.Interval.Pocetak),
    end: Date.parse(entry.Interval.Kraj),
    content: entry.Naziv,
    group: entry.Vrsta === 'plan' ? PLAN_GROUP : RAD_GROUP,
    zadatakId: entry.Id,
    posaoId: entry.Posao,
  }));
}

export function timelineGroups(labels: { plan: string; rad: string }): TimelineGroup[] {
  return [
    { id: PLAN_GROUP, content: labels.plan },
    { id: RAD_GROUP, content: labels.rad },
  ];
}

/**
 * The first window, around now where the current and the next tasks are: a week back and two weeks ahead, or on a
 * narrow screen (a phone) two days back and five ahead.
 */
export function initialWindow(now: number, isNarrow = false): { start: number; end: number } {
  return isNarrow
    ? { start: now - 2 * DAY_MS, end: now + 5 * DAY_MS }
    : { start: now - 7 * DAY_MS, end: now + 14 * DAY_MS };
}

/** The worker's open tasks (those with a planned span), once each, by planned start. */
export function openTasks(zauzetost: Zauzetost): { Id: number; Naziv: string; Posao: number; Pocetak: string }[] {
  return zauzetost.itemList
    .filter((entry) => entry.Vrsta === 'plan')
    .map((entry) => ({ Id: entry.Id, Naziv: entry.Naziv, Posao: entry.Posao, Pocetak: entry.Interval.Pocetak }))
    .sort((x, y) => x.Pocetak.localeCompare(y.Pocetak) || x.Id - y.Id);
}

/**
 * The task screen's timeline always shows the task itself: zauzetost plans only open tasks, so a finished one is
 * added as its actual span (started to finished). Its id is the plan's, so an open task is never drawn twice.
 */
export function withTask(
  items: readonly WorkerTimelineItem[],
  task: Pick<Zadatak, 'Id' | 'Naziv' | 'Posao' | 'Pocetak' | 'StvarniPocetak' | 'Zavrseno'>,
): WorkerTimelineItem[] {
  const id = `plan-${task.Id}`;
  if (items.some((item) => item.id === id)) return [...items];
  const start = Date.parse(task.StvarniPocetak !== MISSING_DATE ? task.StvarniPocetak : task.Pocetak);
  const end = task.Zavrseno !== MISSING_DATE ? Date.parse(task.Zavrseno) : Number.NaN;
  if (!Number.isFinite(start)) return [...items];
  return [
    ...items,
    {
      id,
      start,
      ...(Number.isFinite(end) && end > start && { end }),
      content: task.Naziv,
      group: PLAN_GROUP,
      zadatakId: task.Id,
      posaoId: task.Posao,
    },
  ];
}

/** The first window of the task screen: around now when the task is in it, else the same span from the task's start. */
export function taskWindow(
  now: number,
  task: Pick<WorkerTimelineItem, 'start' | 'end'> | undefined,
  isNarrow = false,
): { start: number; end: number } {
  const window = initialWindow(now, isNarrow);
  if (!task || ((task.end ?? task.start) >= window.start && task.start <= window.end)) return window;
  const span = window.end - window.start;
  const start = task.start - DAY_MS;
  return { start, end: start + span };
}
