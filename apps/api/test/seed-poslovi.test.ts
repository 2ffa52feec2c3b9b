import { afterAll, beforeAll, expect, it } from 'vitest';
import { gt, max } from 'drizzle-orm';
import { createPlanner } from '@rp/gantt';
import { ganttSchema } from '@rp/contract';
import { seedLargePoslovi } from '../src/db/seed/poslovi.ts';
import { zadaci } from '../src/db/schema/index.ts';
import { localInstant } from '../src/lib/time.ts';
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

it('the large seed made at 08:00 has no task started or finished later than 08:00', async () => {
  // 08:00 in the firm's zone on a Wednesday: a task planned from 09:00 today has not started yet.
  const now = localInstant('2026-12-02', '08:00:00');
  const [before] = await t.app.db.select({ id: max(zadaci.id) }).from(zadaci);
  await seedLargePoslovi(t.app.db, 300, 10, now);
  const rows = await t.app.db
    .select({
      status: zadaci.status,
      pocetak: zadaci.pocetak,
      stvarniPocetak: zadaci.stvarniPocetak,
      zavrseno: zadaci.zavrseno,
    })
    .from(zadaci)
    .where(gt(zadaci.id, before!.id ?? 0));
  expect(rows).toHaveLength(3000);
  const started = rows.filter((row) => row.stvarniPocetak !== null);
  expect(started.length).toBeGreaterThan(0);
  expect(started.filter((row) => row.stvarniPocetak! > now)).toEqual([]);
  expect(rows.filter((row) => row.zavrseno !== null && row.zavrseno > now)).toEqual([]);
  // Every task not started has its planned start after now, and every started one before it.
  expect(rows.filter((row) => row.status === 'nijePoceo' && row.pocetak <= now)).toEqual([]);
  expect(rows.filter((row) => row.status !== 'nijePoceo' && row.pocetak > now)).toEqual([]);
});
