import type { Zauzetost } from '@rp/contract';
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
