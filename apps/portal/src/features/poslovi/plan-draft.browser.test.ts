import type { Gantt } from '@rp/contract';
import { describe, expect, it } from 'vitest';
import { createPlanner, type Planner } from '@rp/gantt';
import { isKeptPlan, keepPlan, restorePlan, type KeptPlan } from './plan-draft.ts';
import { toSaveBody } from './plan-save.ts';
import { toProjectPayload } from './plan.ts';
import { storyGantt } from './story-data.ts';

const DAY = 86_400_000;
const plannerOf = (gantt: Gantt) => createPlanner(toProjectPayload(gantt), { holidays: gantt.holidays });
const ids = (tasks: readonly { id: string | number }[]) => tasks.map((task) => String(task.id));

/** Keeps the planner's plan, passes it through the tab's storage as text, and puts it onto `fresh`. */
function keepAndRestore(planner: Planner, fresh: Gantt = storyGantt) {
  const kept = keepPlan(planner.save(), storyGantt);
  expect(kept).not.toBeNull();
  const stored: unknown = JSON.parse(JSON.stringify(kept));
  expect(isKeptPlan(stored)).toBe(true);
  return restorePlan(stored as KeptPlan, { tasks: toProjectPayload(fresh).tasks, verzije: fresh.verzije });
}

/** The server's plan after someone else saved job p1 (a new name, a new version). */
const p1SavedElsewhere: Gantt = {
  ...storyGantt,
  tasks: storyGantt.tasks.map((task) => (task.id === 'p1' ? { ...task, name: 'Procena – izmenio kolega' } : task)),
  verzije: { ...storyGantt.verzije, p1: 4 },
};

describe('a plan kept over a sign-in', () => {
  it('keeps nothing of a plan without changes', () => {
    expect(keepPlan(plannerOf(storyGantt).save(), storyGantt)).toBeNull();
  });

  it('keeps only the changed job, with what it was loaded as, and puts it back so that the same save is sent', () => {
    const planner = plannerOf(storyGantt);
    expect(planner.setDuration('21', 4).ok).toBe(true);
    const kept = keepPlan(planner.save(), storyGantt, { zoom: 'w' })!;
    expect(kept.jobs.map((job) => ids(job.rows))).toEqual([['p2', '21', '22']]);
    expect(kept.base).toEqual({ p2: ['p2', '21', '22'] });
    expect(kept.verzije).toEqual({ p2: 1, 21: 2, 22: 1 });
    expect(kept.zoom).toBe('w');
    // 22 waits for 21 by its id, not by its row
    expect(kept.jobs[0]!.rows.find((row) => row.id === '22')?.dependsOn).toEqual([['21', null]]);

    const restored = keepAndRestore(planner)!;
    const again = createPlanner({ ...toProjectPayload(storyGantt), ...restored }, { holidays: storyGantt.holidays });
    expect(toSaveBody(again.save(), storyGantt)).toEqual(toSaveBody(planner.save(), storyGantt));
  });

  it("puts the kept jobs onto the server's plan: another user's save of a job not changed here stays", () => {
    const planner = plannerOf(storyGantt);
    expect(planner.setDuration('21', 4).ok).toBe(true);
    const restored = keepAndRestore(planner, p1SavedElsewhere)!;
    expect(restored.tasks.find((task) => task.id === 'p1')?.name).toBe('Procena – izmenio kolega');
    expect(restored.tasks.find((task) => task.id === '21')?.duration).toBe(4);
    // dependencies renumbered over the merged rows, lags kept
    const rowOf = (id: string) => restored.tasks.findIndex((task) => task.id === id) + 1;
    expect(restored.tasks.find((task) => task.id === '22')?.depends).toBe(String(rowOf('21')));
    expect(restored.tasks.find((task) => task.id === '14')?.depends).toBe(`${rowOf('13')}:1`);
    const body = toSaveBody(
      createPlanner({ ...toProjectPayload(p1SavedElsewhere), ...restored }, { holidays: storyGantt.holidays }).save(),
      p1SavedElsewhere,
    );
    expect(ids(body.tasks)).toEqual(['p2', '21', '22']);
  });

  it('puts nothing back when a job changed here was saved elsewhere meanwhile, or has left the plan', () => {
    const planner = plannerOf(storyGantt);
    expect(planner.setName('12', 'Snimanje – drugi dan').ok).toBe(true);
    expect(keepAndRestore(planner, p1SavedElsewhere)).toBeNull();
    const taskSaved = { ...storyGantt, verzije: { ...storyGantt.verzije, 13: 2 } };
    expect(keepAndRestore(planner, taskSaved)).toBeNull();
    const taskAdded = {
      ...storyGantt,
      tasks: [...storyGantt.tasks.slice(0, 5), { ...storyGantt.tasks[4]!, id: '15' }, ...storyGantt.tasks.slice(5)],
    };
    expect(keepAndRestore(planner, taskAdded)).toBeNull();
    const p1Gone = {
      ...storyGantt,
      tasks: storyGantt.tasks.filter((task) => !['p1', '11', '12', '13', '14'].includes(task.id)),
    };
    expect(keepAndRestore(planner, p1Gone)).toBeNull();
  });

  it('deletes again a job deleted here, unless it was saved elsewhere meanwhile', () => {
    const planner = plannerOf(storyGantt);
    expect(planner.deleteTask('p2').ok).toBe(true);
    const restored = keepAndRestore(planner, p1SavedElsewhere)!;
    expect(ids(restored.tasks)).toEqual(['p1', '11', '12', '13', '14']);
    expect(restored.tasks[0]?.name).toBe('Procena – izmenio kolega');
    expect(restored.deletedTaskIds).toEqual(['p2', '21', '22']);
    const p2SavedElsewhere = { ...storyGantt, verzije: { ...storyGantt.verzije, 22: 2 } };
    expect(keepAndRestore(planner, p2SavedElsewhere)).toBeNull();
  });

  it('puts a new job back after the job it followed, before one another user added meanwhile', () => {
    const planner = plannerOf(storyGantt);
    expect(planner.addTaskBelow('p1').ok).toBe(true);
    const added = planner.save().tasks.find((task) => String(task.id).startsWith('tmp_'))!;
    expect(planner.setName(String(added.id), 'Novi posao').ok).toBe(true);
    const order = ids(planner.save().tasks);
    const withNewJob: Gantt = {
      ...storyGantt,
      tasks: [
        ...storyGantt.tasks,
        { ...storyGantt.tasks[0]!, id: 'p3', name: 'Posao kolege', start: storyGantt.tasks[0]!.start + DAY },
      ],
      verzije: { ...storyGantt.verzije, p3: 1 },
    };
    const restored = keepAndRestore(planner, withNewJob)!;
    expect(ids(restored.tasks)).toEqual([...order, 'p3']);
  });

  it('reads nothing but a kept plan from the storage', () => {
    for (const value of [
      null,
      'plan',
      [],
      {},
      { jobs: [{ rows: [], after: null }], deletedTaskIds: [], base: {}, verzije: {} },
    ])
      expect(isKeptPlan(value)).toBe(false);
    expect(isKeptPlan({ jobs: [], deletedTaskIds: ['13'], base: { p1: ['p1', '13'] }, verzije: { p1: 1.5 } })).toBe(
      false,
    );
    expect(isKeptPlan({ jobs: [], deletedTaskIds: ['13'], base: { p1: ['p1', '13'] }, verzije: { p1: 1 } })).toBe(true);
    const job = (dependsOn: unknown) => ({ rows: [{ id: 'p1' }, { id: '11', dependsOn }], after: null });
    const plan = (dependsOn: unknown) => ({ jobs: [job(dependsOn)], deletedTaskIds: [], base: {}, verzije: {} });
    expect(isKeptPlan(plan([['p1', null]]))).toBe(true);
    expect(isKeptPlan(plan([['p1', 2]]))).toBe(false);
    expect(isKeptPlan(plan('1'))).toBe(false);
  });
});
