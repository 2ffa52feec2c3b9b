import type { Gantt } from '@rp/contract';
import { describe, expect, it } from 'vitest';
import { createPlanner } from '@rp/gantt';
import { changedJobs, toSaveBody } from './plan-save.ts';
import { toProjectPayload } from './plan.ts';
import { storyGantt } from './story-data.ts';

const DAY = 86_400_000;
const loadedPlanner = () => createPlanner(toProjectPayload(storyGantt), { holidays: storyGantt.holidays });
/** The loaded rows as a save carries them (a save has no pauses). */
const asSaved = (tasks: Gantt['tasks']) => tasks.map(({ pauze: _pauze, ...task }) => task);
const ids = (body: { tasks: { id: string | number }[] }) => body.tasks.map((task) => String(task.id));

describe('the save sent to gantt/save', () => {
  it('is empty for a plan loaded and saved without a change', () => {
    const body = toSaveBody(loadedPlanner().save(), storyGantt);
    expect(body.tasks).toEqual([]);
    expect(body.deletedTaskIds).toEqual([]);
    expect(body.verzije).toBe(storyGantt.verzije);
  });

  it("holds only the changed job's rows, dependencies renumbered to the rows sent", () => {
    const planner = loadedPlanner();
    expect(planner.setDuration('21', 4).ok).toBe(true);
    const body = toSaveBody(planner.save(), storyGantt);
    expect(ids(body)).toEqual(['p2', '21', '22']);
    // 22 waits for 21: row 7 of the whole plan, row 2 of the rows sent
    expect(body.tasks.find((task) => task.id === '22')?.depends).toBe('2');
    expect(body.tasks.find((task) => task.id === '21')?.duration).toBe(4);
  });

  it('keeps each changed job whole, with lags, and leaves the unchanged ones out', () => {
    const planner = loadedPlanner();
    expect(planner.setName('14', 'Kontrola izveštaja').ok).toBe(true);
    const body = toSaveBody(planner.save(), storyGantt);
    expect(ids(body)).toEqual(['p1', '11', '12', '13', '14']);
    expect(body.tasks.map((task) => task.depends)).toEqual(['', '', '2', '3', '4:1']);
  });

  it('keeps a job whose task was deleted, added, moved or given other workers', () => {
    const deleted = loadedPlanner();
    expect(deleted.deleteTask('13').ok).toBe(true);
    const afterDelete = toSaveBody(deleted.save(), storyGantt);
    expect(ids(afterDelete)).toEqual(['p1', '11', '12', '14']);
    expect(afterDelete.deletedTaskIds).toEqual(['13']);

    const added = loadedPlanner();
    expect(added.addTaskBelow('22').ok).toBe(true);
    expect(ids(toSaveBody(added.save(), storyGantt))).toEqual(['p2', '21', '22', expect.stringMatching(/^tmp_/)]);

    const moved = loadedPlanner();
    expect(moved.moveTaskDown('21').ok).toBe(true);
    expect(ids(toSaveBody(moved.save(), storyGantt))).toEqual(['p2', '22', '21']);

    const workers = changedJobs(
      {
        tasks: asSaved(storyGantt.tasks.map((task) => (task.id === '11' ? { ...task, assigs: [] } : task))),
        deletedTaskIds: [],
      },
      storyGantt.tasks,
    );
    expect(ids(workers)).toEqual(['p1', '11', '12', '13', '14']);
  });

  it('sees a move of a day and a status change, not a change the server does not store', () => {
    const moved = storyGantt.tasks.map((task) => (task.id === '22' ? { ...task, start: task.start + DAY } : task));
    expect(ids(changedJobs({ tasks: asSaved(moved), deletedTaskIds: [] }, storyGantt.tasks))).toEqual([
      'p2',
      '21',
      '22',
    ]);
    const closed = storyGantt.tasks.map((task) =>
      task.id === '13' ? { ...task, status: 'STATUS_DONE' as const } : task,
    );
    expect(ids(changedJobs({ tasks: asSaved(closed), deletedTaskIds: [] }, storyGantt.tasks))).toEqual([
      'p1',
      '11',
      '12',
      '13',
      '14',
    ]);
    const collapsed = storyGantt.tasks.map((task) => (task.id === 'p1' ? { ...task, collapsed: true } : task));
    expect(changedJobs({ tasks: asSaved(collapsed), deletedTaskIds: [] }, storyGantt.tasks).tasks).toEqual([]);
  });

  it('sends a save that does not start with a job row whole, for the server to refuse', () => {
    const save = { tasks: asSaved(storyGantt.tasks.slice(1)), deletedTaskIds: [] };
    expect(changedJobs(save, storyGantt.tasks)).toBe(save);
  });
});
