import type { Gantt, ZauzetostZaSve } from '@rp/contract';
import type { ProjectPayload, ZoomLevel } from '@rp/gantt';
import type { TimelineGroup, TimelineItem, TimelinePause } from '@rp/gantt/react';

/** What the screen keeps of the planner across a reload (part 2 §2: the view stays). */
export interface PlanView {
  zoom?: ZoomLevel;
  splitterPosition?: number;
  selectedRow?: number;
}

/** The server's Gantt as the planner's project: pauses read as instants, the view carried over. */
export function toProjectPayload(gantt: Gantt, view: PlanView = {}): ProjectPayload {
  return {
    tasks: gantt.tasks.map(({ pauze, ...task }) => ({
      ...task,
      pauze: pauze.map((pauza) => ({
        start: Date.parse(pauza.Pocetak),
        ...(pauza.Kraj ? { end: Date.parse(pauza.Kraj) } : {}),
      })),
    })),
    resources: gantt.resources,
    roles: gantt.roles,
    canWrite: gantt.canWrite,
    canWriteOnParent: gantt.canWrite,
    // Part 2 §2: the plan opens at week zoom; a reload keeps the zoom the user chose.
    zoom: view.zoom ?? 'w',
    ...(view.splitterPosition !== undefined && { splitterPosition: view.splitterPosition }),
    ...(view.selectedRow !== undefined && { selectedRow: view.selectedRow }),
  };
}

/** The workload Timeline: a band per worker with tasks (ranges), leave and holidays, and the pauses hatched. */
export function workloadTimeline(
  data: ZauzetostZaSve,
  labels: { leave: string; holiday: string },
): { groups: TimelineGroup[]; items: TimelineItem[]; pauses: TimelinePause[]; holidays: number[] } {
  const groups: TimelineGroup[] = data.itemList.map((radnik) => ({ id: `r${radnik.Id}`, content: radnik.naziv }));
  const items: TimelineItem[] = [];
  const pauses: TimelinePause[] = [];
  const now = Date.parse(data.currentTime);
  const dayEnd = (datum: string) => Date.parse(`${datum}T23:59:59`);
  for (const radnik of data.itemList) {
    const group = `r${radnik.Id}`;
    for (const zadatak of radnik.zadatakList) {
      items.push({
        id: `${group}-z${zadatak.Id}`,
        start: Date.parse(zadatak.Interval.Pocetak),
        end: Date.parse(zadatak.Interval.Kraj),
        content: `${zadatak.Naziv} · ${zadatak.PosaoNaziv}`,
        group,
      });
      for (const pauza of zadatak.Pauze)
        pauses.push({
          start: Date.parse(pauza.Pocetak),
          // A pause still going on is drawn up to now.
          end: pauza.Kraj ? Date.parse(pauza.Kraj) : now,
          group,
        });
    }
    radnik.odsustva.forEach((odsustvo, index) =>
      items.push({
        id: `${group}-o${index}`,
        start: Date.parse(`${odsustvo.Pocetak}T00:00:00`),
        end: dayEnd(odsustvo.Kraj),
        content: odsustvo.Vrsta === 'godisnji' ? labels.leave : labels.holiday,
        group,
        editable: false,
      }),
    );
  }
  return { groups, items, pauses, holidays: data.praznici.map((datum) => Date.parse(`${datum}T00:00:00`)) };
}
