import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPlanner } from '@rp/gantt';
import { ganttSchema } from '@rp/contract';
import { seedLargePoslovi } from '../src/db/seed/poslovi.ts';
import { buildTestApp, call, signInAll, type Actors, type TestApp } from './helper.ts';

let t: TestApp;
let actors: Actors;
beforeAll(async () => {
  t = await buildTestApp();
  actors = await signInAll(t.app);
});
afterAll(async () => t.close());

it('the demo firm has 25+ jobs, two templates, and a Gantt the planner loads without issues', async () => {
  const gantt = ganttSchema.parse((await call(t.app, 'GET', '/api/gantt/get', actors.token('ops'))).json());
  expect(gantt.tasks.filter((task) => task.level === 0).length).toBeGreaterThanOrEqual(25);
  expect(gantt.tasks.some((task) => task.pauze.length > 0)).toBe(true);
  const sabloni = (await call(t.app, 'GET', '/api/poslovi/sablon/get', actors.token('ops'))).json<{
    itemList: unknown[];
  }>();
  expect(sabloni.itemList).toHaveLength(2);
  const planner = createPlanner(
    { tasks: gantt.tasks.map((task) => ({ ...task, pauze: [] })), canWrite: true },
    { holidays: gantt.holidays },
  );
  expect(planner.getLoadIssues()).toEqual([]);
});

it('the large seed adds jobs of ten tasks that the Gantt answers and the planner loads', async () => {
  await seedLargePoslovi(t.app.db, 20, 10);
  const gantt = ganttSchema.parse((await call(t.app, 'GET', '/api/gantt/get', actors.token('admin'))).json());
  const generated = gantt.tasks.filter((task) => task.level === 0 && task.description.startsWith('Generisani'));
  expect(generated).toHaveLength(20);
  expect(gantt.tasks.filter((task) => task.level === 1).length).toBeGreaterThanOrEqual(200);
  const planner = createPlanner(
    { tasks: gantt.tasks.map((task) => ({ ...task, pauze: [] })), canWrite: true },
    { holidays: gantt.holidays },
  );
  // A task that waits for another starts after it ends: the planner loads every one of them as stored.
  expect(planner.getLoadIssues()).toEqual([]);
});
