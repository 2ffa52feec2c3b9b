// Planning-model benchmarks: `npm run bench -- gantt-model` (node runs with --expose-gc).
import { timeMedian, writeSuite } from '../../../scripts/bench/report.ts';
import type { BenchResult } from '../../../scripts/bench/report.ts';
import { DAY_MS, createCalendar, createPlanner, createRandom, generateProject } from '../src/index.ts';
import type { Planner, ProjectPayload, TaskStatus } from '../src/index.ts';

const gc = (globalThis as { gc?: () => void }).gc;

// Typed-array backing stores live outside the V8 heap, so they are counted alongside heapUsed.
function heapUsed(): number {
  for (let i = 0; i < 4; i++) gc?.();
  const { heapUsed: heap, arrayBuffers } = process.memoryUsage();
  return heap + arrayBuffers;
}

function changedCount(planner: Planner, edit: () => unknown): number {
  let count = 0;
  const unsubscribe = planner.subscribe((event) => {
    count = event.changedTaskIds?.length ?? 0;
  });
  edit();
  unsubscribe();
  return count;
}

/** A leaf whose duration change moves at least `wanted` tasks (searched from the end of the project). */
function findCascade(planner: Planner, wanted: number): { id: string; duration: number; moved: number } {
  const { tasks } = planner.getSnapshot();
  for (let row = tasks.length - 1; row > 0; row -= 3) {
    const task = tasks[row];
    if (!task) continue;
    const moved = changedCount(planner, () => planner.setDuration(task.id, task.duration + 2));
    planner.undo();
    if (moved >= wanted) return { id: task.id, duration: task.duration, moved };
  }
  throw new Error(`no task moves ${wanted} others`);
}

/** Like `findCascade`, by bisection over the rows: the last leaf whose duration change moves `wanted` tasks. */
function findCascadeBisect(planner: Planner, wanted: number): { id: string; duration: number; moved: number } {
  const { tasks } = planner.getSnapshot();
  const movedBy = (row: number): number => {
    const task = tasks[row];
    if (!task) return 0;
    const moved = changedCount(planner, () => planner.setDuration(task.id, task.duration + 2));
    if (moved > 0) planner.undo();
    return moved;
  };
  let low = 1;
  let high = tasks.length - 1;
  let best: number | undefined;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    if (movedBy(mid) >= wanted) {
      best = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  const task = best === undefined ? undefined : tasks[best];
  if (!task || best === undefined) throw new Error(`no task moves ${wanted} others`);
  return { id: task.id, duration: task.duration, moved: movedBy(best) };
}

function runMixedEdits(planner: Planner, count: number, seed: number): void {
  const random = createRandom(seed);
  const statuses: TaskStatus[] = ['STATUS_ACTIVE', 'STATUS_SUSPENDED', 'STATUS_UNDEFINED'];
  let done = 0;
  while (done < count) {
    const { tasks } = planner.getSnapshot();
    const task = tasks[1 + Math.floor(random() * (tasks.length - 1))];
    if (!task) continue;
    const roll = random();
    let result;
    if (roll < 0.3) result = planner.setDuration(task.id, 1 + Math.floor(random() * 8));
    else if (roll < 0.45) result = planner.setStart(task.id, task.start + Math.floor(random() * 5) * 86_400_000);
    else if (roll < 0.6) result = planner.setName(task.id, `Zadatak ${done}`);
    else if (roll < 0.7) result = planner.setProgress(task.id, Math.floor(random() * 100));
    else if (roll < 0.75) result = planner.setStatus(task.id, statuses[Math.floor(random() * 3)] as TaskStatus);
    else if (roll < 0.8) result = planner.addTaskBelow(task.id);
    else if (roll < 0.85) result = planner.deleteTask(task.id);
    else if (roll < 0.9) result = planner.indentTask(task.id);
    else if (roll < 0.95) result = planner.moveTaskDown(task.id);
    else result = planner.addAssignment(task.id, { resourceId: 'r1', roleId: 'role1', effort: 3_600_000 });
    if (result.ok) done++;
  }
}

async function main(): Promise<void> {
  if (!gc) throw new Error('run with node --expose-gc (npm run bench does)');
  const results: BenchResult[] = [];
  const calendar = createCalendar(Array.from({ length: 200 }, (_, i) => Date.UTC(2025, 0, 1) + i * 11 * DAY_MS));
  results.push({
    name: '1,000,000 working-day additions (200 holidays)',
    value: await timeMedian(
      () => {
        let ms = Date.UTC(2025, 0, 6);
        for (let i = 0; i < 1_000_000; i++) ms = calendar.addWorkingDays(ms, (i % 41) - 20);
        return ms;
      },
      { warmup: 1, iterations: 5 },
    ),
    unit: 'ms',
    budget: 1000,
  });
  const projects = new Map<number, ProjectPayload>([
    [1_000, generateProject({ tasks: 1_000, seed: 11, linkProbability: 1 })],
    [10_000, generateProject({ tasks: 10_000, seed: 11, linkProbability: 1 })],
  ]);

  for (const [size, payload] of projects) {
    const label = size === 1_000 ? '1k' : '10k';
    const big = size === 10_000;
    results.push({
      name: `load ${label} tasks`,
      value: await timeMedian(() => createPlanner(payload)),
      unit: 'ms',
      ...(big ? { budget: 100 } : {}),
    });

    const planner = createPlanner(payload);
    if (planner.getLoadIssues().length > 0) throw new Error('generated project has load issues');
    let flip = 0;
    const rootId = planner.getSnapshot().tasks[0]?.id ?? '';
    results.push({
      // a rename is an edit, so the cached critical path is computed again
      name: `critical path ${label} tasks`,
      value: await timeMedian(() => {
        planner.setName(rootId, flip++ % 2 === 0 ? 'Projekat A' : 'Projekat B');
        return planner.getCriticalPath();
      }),
      unit: 'ms',
      ...(big ? { budget: 20 } : {}),
    });

    const cascade = findCascade(planner, big ? 1_000 : 100);
    let toggle = 0;
    results.push({
      name: `edit cascading through ${cascade.moved} tasks (${label})`,
      value: await timeMedian(() => planner.setDuration(cascade.id, cascade.duration + 2 * (++toggle % 2))),
      unit: 'ms',
      ...(big ? { budget: 16 } : {}),
    });
    for (let i = 0; i < 20; i++) planner.setDuration(cascade.id, cascade.duration + 2 * (++toggle % 2));
    results.push({
      name: `undo of that edit (${label})`,
      value: await timeMedian(() => planner.undo()),
      unit: 'ms',
      ...(big ? { budget: 16 } : {}),
    });
    results.push({
      name: `redo of that edit (${label})`,
      value: await timeMedian(() => planner.redo()),
      unit: 'ms',
      ...(big ? { budget: 16 } : {}),
    });
  }

  // ten times the size, with the budgets of issue 19
  const payload100k = generateProject({ tasks: 100_000, seed: 11, linkProbability: 1 });
  results.push({
    name: 'load 100k tasks',
    value: await timeMedian(() => createPlanner(payload100k), { warmup: 1, iterations: 5 }),
    unit: 'ms',
  });
  {
    const beforeLoad = heapUsed();
    const planner = createPlanner(payload100k);
    planner.getSnapshot();
    results.push({
      name: 'project memory 100k',
      value: (heapUsed() - beforeLoad) / 1_048_576,
      unit: 'MB',
      budget: 250,
    });
    const rootId = planner.getSnapshot().tasks[0]?.id ?? '';
    let flip = 0;
    results.push({
      name: 'critical path 100k tasks',
      value: await timeMedian(
        () => {
          planner.setName(rootId, flip++ % 2 === 0 ? 'Projekat A' : 'Projekat B');
          return planner.getCriticalPath();
        },
        { warmup: 2, iterations: 9 },
      ),
      unit: 'ms',
      budget: 100,
    });
    const cascade = findCascadeBisect(planner, 8000);
    let toggle = 0;
    results.push({
      name: `edit cascading through ${cascade.moved} tasks (100k)`,
      value: await timeMedian(() => planner.setDuration(cascade.id, cascade.duration + 2 * (++toggle % 2))),
      unit: 'ms',
      budget: 33,
    });
    for (let i = 0; i < 20; i++) planner.setDuration(cascade.id, cascade.duration + 2 * (++toggle % 2));
    results.push({
      name: 'undo of that edit (100k)',
      value: await timeMedian(() => planner.undo()),
      unit: 'ms',
      budget: 33,
    });
    results.push({
      name: 'redo of that edit (100k)',
      value: await timeMedian(() => planner.redo()),
      unit: 'ms',
      budget: 33,
    });
  }

  const payload = projects.get(10_000) as ProjectPayload;
  const before = heapUsed();
  const planner = createPlanner(payload);
  planner.getSnapshot();
  const loaded = heapUsed();
  runMixedEdits(planner, 200, 5);
  const edited = heapUsed();
  const project = loaded - before;
  results.push({ name: 'project memory 10k', value: project / 1_048_576, unit: 'MB' });
  results.push({
    name: 'history of 200 mixed edits / project memory (10k)',
    value: (edited - loaded) / project,
    unit: 'ratio',
    budget: 3,
  });

  const cascading = createPlanner(payload);
  const cascade = findCascade(cascading, 1_000);
  const start = heapUsed();
  for (let i = 0; i < 200; i++) cascading.setDuration(cascade.id, cascade.duration + 1 + (i % 2));
  const after = heapUsed();
  results.push({
    name: `history of 200 edits cascading through ${cascade.moved} tasks / project memory (10k)`,
    value: (after - start) / project,
    unit: 'ratio',
    budget: 3,
  });
  void [planner.getVersion(), cascading.getVersion()];

  writeSuite('gantt-model', results);
}

await main();
