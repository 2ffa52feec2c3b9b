// The smartchart's unsaved plan over a sign-in that ends under it (the forms keep theirs the same way, form-draft.ts):
// what is kept, and how it goes back onto the plan the server gives after the new sign-in.
import { isInt, isRecord, type Gantt } from '@rp/contract';
import type { ShortSave, TaskPayload, ZoomLevel } from '@rp/gantt';
import { jobBlocks } from './plan-save.ts';

/** A kept row: its dependencies by the superior's id and the lag as written (row numbers differ between plans). */
export type KeptRow = Omit<TaskPayload, 'depends'> & { dependsOn?: [id: string, lag: string | null][] };

/**
 * A plan's unsaved changes: the rows of the jobs it changed, the saved rows it deleted, and what each job it touched
 * (changed, deleted, or gave or took a task) was when loaded, so that a job someone saved meanwhile is recognized.
 */
export interface KeptPlan {
  /** Each changed job's rows (its job row first); a new job with the job it followed (null: it came first). */
  jobs: { rows: KeptRow[]; after: string | null }[];
  deletedTaskIds: string[];
  /** Each touched job's rows as loaded, by the job row's id. */
  base: Record<string, string[]>;
  /** The version each of those rows was loaded at. */
  verzije: Record<string, number>;
  zoom?: ZoomLevel;
  splitterPosition?: number;
}

/** The plan's rows to load in place of the server's, with the saved rows they delete. */
export interface RestoredPlan {
  tasks: TaskPayload[];
  deletedTaskIds: string[];
}

/** `"3:2,5"` of a plan's rows as [superior's id, lag] (an unknown row is dropped). */
function dependsByIds(depends: string | undefined, rows: readonly TaskPayload[]): [string, string | null][] {
  const links: [string, string | null][] = [];
  for (const part of (depends ?? '').split(',')) {
    const [number = '', lag] = part.trim().split(':');
    const superior = rows[Number(number) - 1];
    if (number !== '' && superior) links.push([String(superior.id), lag ?? null]);
  }
  return links;
}

/** Back to `"3:2,5"` over the new rows; a superior no longer in the plan is dropped. */
function dependsByRows(links: readonly [string, string | null][], rowOf: ReadonlyMap<string, number>): string {
  const parts: string[] = [];
  for (const [id, lag] of links) {
    const row = rowOf.get(id);
    if (row !== undefined) parts.push(lag === null ? String(row + 1) : `${row + 1}:${lag}`);
  }
  return parts.join(',');
}

/** A plan's rows as blocks: a job row and its tasks (rows before the first job row make one block). */
function blocksOf(rows: readonly { id: string | number; level?: number }[]): string[][] {
  const blocks: string[][] = [];
  for (const row of rows) {
    if ((row.level ?? 0) === 0 || blocks.length === 0) blocks.push([]);
    blocks[blocks.length - 1]!.push(String(row.id));
  }
  return blocks;
}

/**
 * What to keep of a planner's unsaved plan (its short save) loaded as `loaded`: only the jobs it changes, or null when
 * it changes nothing gantt/save would store.
 */
export function keepPlan(
  save: ShortSave,
  loaded: Pick<Gantt, 'tasks' | 'verzije'>,
  view: { zoom?: ZoomLevel; splitterPosition?: number } = {},
): KeptPlan | null {
  const blocks = jobBlocks(save, loaded.tasks);
  const changed = blocks.filter((block) => block.isChanged);
  if (changed.length === 0 && save.deletedTaskIds.length === 0) return null;

  const loadedBlocks = blocksOf(loaded.tasks);
  const jobOf = new Map<string, string>();
  for (const block of loadedBlocks) for (const id of block) jobOf.set(id, block[0]!);
  const touched = new Set<string>();
  const touch = (id: string) => {
    const job = jobOf.get(id);
    if (job !== undefined) touched.add(job);
  };
  save.deletedTaskIds.forEach(touch);

  const jobs: KeptPlan['jobs'] = [];
  for (const block of changed) {
    const rows = save.tasks.slice(block.start, block.end);
    rows.forEach((row) => touch(String(row.id)));
    const index = blocks.indexOf(block);
    const previous = index > 0 ? save.tasks[blocks[index - 1]!.start] : undefined;
    jobs.push({
      rows: rows.map(({ depends, ...row }) => {
        const dependsOn = dependsByIds(depends, save.tasks);
        return dependsOn.length > 0 ? { ...row, dependsOn } : row;
      }),
      after: previous === undefined ? null : String(previous.id),
    });
  }

  const base: KeptPlan['base'] = {};
  const verzije: KeptPlan['verzije'] = {};
  for (const block of loadedBlocks) {
    if (!touched.has(block[0]!)) continue;
    base[block[0]!] = block;
    for (const id of block) if (loaded.verzije[id] !== undefined) verzije[id] = loaded.verzije[id]!;
  }
  return {
    jobs,
    deletedTaskIds: [...save.deletedTaskIds],
    base,
    verzije,
    ...(view.zoom !== undefined && { zoom: view.zoom }),
    ...(view.splitterPosition !== undefined && { splitterPosition: view.splitterPosition }),
  };
}

/**
 * The kept changes put onto the plan the server gives now (`fresh`, its rows as the planner takes them), or null when
 * a job they touch is no longer as it was loaded: someone saved it meanwhile (or it is outside the plan's filter now),
 * and putting the kept rows back would undo that change unseen. The jobs they do not touch are the server's.
 */
export function restorePlan(
  kept: KeptPlan,
  fresh: { tasks: readonly TaskPayload[]; verzije: Readonly<Record<string, number>> },
): RestoredPlan | null {
  const freshBlocks = blocksOf(fresh.tasks);
  const freshBlock = new Map(freshBlocks.map((block) => [block[0]!, block]));
  for (const [job, rows] of Object.entries(kept.base)) {
    const now = freshBlock.get(job);
    if (now?.join('\n') !== rows.join('\n')) return null;
    if (rows.some((id) => fresh.verzije[id] !== kept.verzije[id])) return null;
  }

  const keptJob = new Map(kept.jobs.map((job) => [String(job.rows[0]?.id), job]));
  const newJobsAfter = new Map<string | null, KeptPlan['jobs']>();
  for (const job of kept.jobs) {
    if (kept.base[String(job.rows[0]?.id)] !== undefined) continue;
    newJobsAfter.set(job.after, [...(newJobsAfter.get(job.after) ?? []), job]);
  }

  const freshRow = new Map(fresh.tasks.map((task) => [String(task.id), task]));
  const merged: { task: TaskPayload; links: [string, string | null][] }[] = [];
  const placed = new Set<KeptPlan['jobs'][number]>();
  const putKept = (job: KeptPlan['jobs'][number]) => {
    placed.add(job);
    for (const { dependsOn, ...task } of job.rows) merged.push({ task, links: dependsOn ?? [] });
    putNewAfter(String(job.rows[0]?.id));
  };
  const putNewAfter = (id: string | null) => {
    for (const job of newJobsAfter.get(id) ?? []) if (!placed.has(job)) putKept(job);
  };

  putNewAfter(null);
  for (const block of freshBlocks) {
    const job = block[0]!;
    if (kept.base[job] !== undefined) {
      // a touched job: its kept rows, or none when it was deleted whole
      const rows = keptJob.get(job);
      if (rows) putKept(rows);
      else putNewAfter(job);
      continue;
    }
    for (const id of block) {
      const task = freshRow.get(id)!;
      merged.push({ task, links: dependsByIds(task.depends, fresh.tasks) });
    }
    putNewAfter(job);
  }
  // new jobs after a job the plan no longer holds go last
  for (const job of kept.jobs) if (kept.base[String(job.rows[0]?.id)] === undefined && !placed.has(job)) putKept(job);

  const rowOf = new Map(merged.map(({ task }, row) => [String(task.id), row]));
  return {
    tasks: merged.map(({ task, links }) => {
      const { depends: _unused, ...rest } = task;
      const depends = dependsByRows(links, rowOf);
      return depends === '' ? rest : { ...rest, depends };
    }),
    deletedTaskIds: [...kept.deletedTaskIds],
  };
}

/** A kept plan read back from the tab's storage (anyone's to write): its shape checked before it is used. */
export function isKeptPlan(value: unknown): value is KeptPlan {
  if (!isRecord(value)) return false;
  const isText = (item: unknown) => typeof item === 'string';
  const isLink = (link: unknown) => Array.isArray(link) && isText(link[0]) && (link[1] === null || isText(link[1]));
  const isRow = (row: unknown) =>
    isRecord(row) &&
    (isText(row.id) || typeof row.id === 'number') &&
    (row.dependsOn === undefined || (Array.isArray(row.dependsOn) && row.dependsOn.every(isLink)));
  const isJob = (job: unknown) =>
    isRecord(job) &&
    Array.isArray(job.rows) &&
    job.rows.length > 0 &&
    job.rows.every(isRow) &&
    (job.after === null || isText(job.after));
  const { jobs, deletedTaskIds, base, verzije } = value;
  return (
    Array.isArray(jobs) &&
    jobs.every(isJob) &&
    Array.isArray(deletedTaskIds) &&
    deletedTaskIds.every(isText) &&
    isRecord(base) &&
    Object.values(base).every((rows) => Array.isArray(rows) && rows.every(isText)) &&
    isRecord(verzije) &&
    Object.values(verzije).every(isInt)
  );
}
