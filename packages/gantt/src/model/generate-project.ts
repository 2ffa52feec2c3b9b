import { DAY_MS, createCalendar } from './calendar.ts';
import type { ProjectPayload, TaskPayload } from './types.ts';

export interface GenerateProjectOptions {
  tasks: number;
  seed?: number;
  /** Midnight UTC of the project's first day; defaults to Monday 2025-01-06. */
  start?: number;
  /** Deepest level below the root (default 4). */
  maxDepth?: number;
  /** Chance that a leaf depends on the leaf before it (default 0.95). */
  linkProbability?: number;
  /** Chance of one more link, from one of the 20 leaves before it (default 0.2). */
  extraLinkProbability?: number;
  /** Largest lag in working days (default 2). */
  maxLag?: number;
  /** Holidays of the calendar the project will be loaded with (pass the same list to createPlanner). */
  holidays?: readonly (number | string)[];
}

/** Small seeded generator (mulberry32), so generated projects are the same on every run. */
export function createRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * A consistent project for benchmarks, stories and tests: one root, nested phases, finish-to-start links
 * with lags between leaves, every task starting where its superiors and its parent allow.
 */
export function generateProject(options: GenerateProjectOptions): ProjectPayload {
  const {
    tasks: count,
    seed = 1,
    maxDepth = 4,
    linkProbability = 0.95,
    extraLinkProbability = 0.2,
    maxLag = 2,
  } = options;
  const projectStart = options.start ?? Date.UTC(2025, 0, 6);
  const random = createRandom(seed);
  const calendar = createCalendar(options.holidays);
  const pick = (n: number): number => Math.floor(random() * n);

  const levels: number[] = [];
  for (let i = 0; i < count; i++) {
    if (i === 0) levels.push(0);
    else {
      const prev = levels[i - 1] as number;
      const roll = random();
      let level: number;
      if (prev < maxDepth && roll < 0.25) level = prev + 1;
      else if (roll < 0.8 || prev <= 1) level = Math.max(1, prev);
      else level = Math.max(1, prev - 1 - pick(prev - 1));
      levels.push(i === 1 ? 1 : level);
    }
  }
  const isLeaf = levels.map((level, i) => i === count - 1 || (levels[i + 1] as number) <= level);
  const parentOf: number[] = [];
  const stack: number[] = [];
  levels.forEach((level, i) => {
    while (stack.length > 0 && (levels[stack[stack.length - 1] as number] as number) >= level) stack.pop();
    parentOf.push(stack.length > 0 ? (stack[stack.length - 1] as number) : -1);
    stack.push(i);
  });

  const start: number[] = new Array<number>(count).fill(projectStart);
  const end: number[] = new Array<number>(count).fill(projectStart);
  const depends: string[] = new Array<string>(count).fill('');
  const recentLeaves: number[] = [];
  for (let i = 0; i < count; i++) {
    const parent = parentOf[i] as number;
    let begin = parent >= 0 ? (start[parent] as number) : projectStart;
    if (isLeaf[i]) {
      const sups = new Map<number, number>();
      if (recentLeaves.length > 0 && random() < linkProbability)
        sups.set(recentLeaves[recentLeaves.length - 1] as number, pick(maxLag + 1));
      if (recentLeaves.length > 1 && random() < extraLinkProbability) {
        sups.set(
          recentLeaves[recentLeaves.length - 1 - pick(Math.min(recentLeaves.length, 20))] as number,
          pick(maxLag + 1),
        );
      }
      if (sups.size > 0) {
        const entries: string[] = [];
        for (const [sup, lag] of [...sups].sort((a, b) => a[0] - b[0])) {
          entries.push(lag > 0 ? `${sup + 1}:${lag}` : `${sup + 1}`);
          const supEnd = end[sup] as number;
          const bound =
            calendar.dayOfWorkingIndex(calendar.workingIndexOfDay(calendar.dayOf(supEnd)) + 1 + lag) * DAY_MS;
          begin = Math.max(begin, bound);
        }
        depends[i] = entries.join(',');
      } else if (parent >= 0) {
        begin = calendar.addWorkingDays(begin, pick(3));
      }
      start[i] = calendar.normalizeStart(begin);
      end[i] = calendar.endByDuration(start[i] as number, 1 + pick(8));
      recentLeaves.push(i);
    } else {
      start[i] = calendar.normalizeStart(begin);
      end[i] = calendar.endByDuration(start[i] as number, 1);
    }
  }
  for (let i = count - 1; i >= 0; i--) {
    const parent = parentOf[i] as number;
    if (parent >= 0) end[parent] = Math.max(end[parent] as number, end[i] as number);
  }

  const tasks: TaskPayload[] = [];
  for (let i = 0; i < count; i++) {
    const s = start[i] as number;
    const e = end[i] as number;
    tasks.push({
      id: String(i + 1),
      name: i === 0 ? 'Projekat' : `Zadatak ${i}`,
      code: `T${i}`,
      description: '',
      level: levels[i] as number,
      start: s,
      end: e,
      duration: calendar.durationOf(s, e),
      status: 'STATUS_ACTIVE',
      progress: pick(5) * 20,
      depends: depends[i] as string,
      collapsed: false,
      startIsMilestone: false,
      endIsMilestone: false,
      canWrite: true,
      hasExternalDep: false,
      assigs: isLeaf[i]
        ? [{ id: `a${i}`, resourceId: `r${pick(5)}`, roleId: `role${pick(3)}`, effort: 36_000_000 }]
        : [],
      openIssues: 0,
      isCritical: false,
    });
  }
  return {
    tasks,
    selectedRow: 0,
    deletedTaskIds: [],
    resources: Array.from({ length: 5 }, (_, i) => ({ id: `r${i}`, name: `Radnik ${i + 1}` })),
    roles: Array.from({ length: 3 }, (_, i) => ({ id: `role${i}`, name: `Uloga ${i + 1}` })),
    canWrite: true,
    canWriteOnParent: true,
    cannotCloseTaskIfIssueOpen: false,
    minEditableDate: 0,
    zoom: 'w',
  };
}
