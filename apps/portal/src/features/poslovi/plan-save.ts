// What the smartchart screen sends to gantt/save. Apart from plan.ts (which draws on @rp/gantt/react) so that the
// API's planning bench sends what the portal sends.
import type { Gantt, GanttSave } from '@rp/contract';
import type { ShortSave, TaskPayload } from '@rp/gantt';

/**
 * The planner's short save as gantt/save takes it: the stored fields of each row and the loaded versions, reduced to
 * the jobs the save changes (see `changedJobs`). A plan of 2,000 jobs is 20,000 rows; a day's edits touch a few jobs.
 */
export function toSaveBody(save: ShortSave, loaded: Pick<Gantt, 'tasks' | 'verzije'>): GanttSave {
  const changed = changedJobs(save, loaded.tasks);
  return {
    tasks: changed.tasks.map((task) => ({
      id: task.id,
      name: task.name ?? '',
      level: task.level ?? 0,
      start: task.start ?? 0,
      end: task.end,
      duration: task.duration ?? 1,
      status: task.status,
      depends: task.depends ?? '',
      collapsed: task.collapsed,
      assigs: task.assigs?.map((assig) => ({ ...assig })),
    })),
    deletedTaskIds: save.deletedTaskIds,
    verzije: loaded.verzije,
  };
}

/** The fields of a row that gantt/save stores. */
type StoredFields = Pick<TaskPayload, 'id' | 'name' | 'level' | 'start' | 'duration' | 'status' | 'depends' | 'assigs'>;

/** What gantt/save stores of a row, a task's dependency as the superior's id (row numbers differ between plans). */
function storedOf(task: StoredFields, rows: readonly { id: string | number }[]): string {
  // of a job row only its name (its dates, duration and status follow from its tasks)
  if ((task.level ?? 0) === 0) return JSON.stringify([(task.name ?? '').trim(), 0]);
  const depends = (task.depends ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [row, lag = '0'] = part.split(':');
      return `${rows[Number(row) - 1]?.id ?? `?${row}`}:${Number(lag)}`;
    })
    .join(',');
  const workers = (task.assigs ?? []).map((assig) => assig.resourceId).sort();
  const day = Math.floor((task.start ?? 0) / 86_400_000);
  return JSON.stringify([(task.name ?? '').trim(), task.level ?? 0, day, task.duration, task.status, depends, workers]);
}

/**
 * The save's rows of the jobs it changes, dependencies renumbered to the rows kept: a job (its row and its tasks) is
 * kept when its rows, their order or anything gantt/save stores of one of them differs from the loaded plan; a job
 * that lost a task to a deletion or a move is kept that way too. The server applies a save job by job and checks
 * only the versions of the rows it is sent, so the jobs left out stay as they are. A save that does not start with a
 * job row is sent whole (the server answers why it refuses it).
 */
export function changedJobs(save: ShortSave, loaded: readonly StoredFields[]): ShortSave {
  const tasks = save.tasks;
  if (tasks.length > 0 && tasks[0]!.level !== 0) return save;
  const kept: number[] = [];
  for (const { start, end, isChanged } of jobBlocks(save, loaded))
    if (isChanged) for (let row = start; row < end; row++) kept.push(row);
  if (kept.length === tasks.length) return save;
  const numberOf = new Map(kept.map((row, index) => [row + 1, index + 1]));
  return {
    tasks: kept.map((row) => {
      const task = tasks[row]!;
      if (!task.depends) return task;
      const depends = task.depends
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
        .map((part) => {
          const [number, lag] = part.split(':');
          // a dependency inside a kept job is in the kept rows; one outside (the server refuses it) stays unresolved
          const renumbered = numberOf.get(Number(number)) ?? 0;
          return lag === undefined ? String(renumbered) : `${renumbered}:${lag}`;
        })
        .join(',');
      return { ...task, depends };
    }),
    deletedTaskIds: save.deletedTaskIds,
  };
}

/** A job's rows in a save (`start` to `end`, exclusive), and whether gantt/save would store anything new of them. */
export interface JobBlock {
  start: number;
  end: number;
  isChanged: boolean;
}

/**
 * The save's jobs, each a job row and the tasks under it (rows before the first job row make a block of their own),
 * marked changed as `changedJobs` keeps them.
 */
export function jobBlocks(save: ShortSave, loaded: readonly StoredFields[]): JobBlock[] {
  const tasks = save.tasks;
  const loadedBlocks = new Map<string, string[]>();
  const loadedStored = new Map<string, string>();
  let job = '';
  for (const task of loaded) {
    const id = String(task.id);
    if (task.level === 0) {
      job = id;
      loadedBlocks.set(job, []);
    }
    loadedBlocks.get(job)?.push(id);
    loadedStored.set(id, storedOf(task, loaded));
  }
  const blocks: JobBlock[] = [];
  for (let start = 0; start < tasks.length;) {
    let end = start + 1;
    while (end < tasks.length && tasks[end]!.level !== 0) end++;
    const ids = tasks.slice(start, end).map((task) => String(task.id));
    const isChanged =
      loadedBlocks.get(ids[0]!)?.join('\n') !== ids.join('\n') ||
      tasks.slice(start, end).some((task) => loadedStored.get(String(task.id)) !== storedOf(task, tasks));
    blocks.push({ start, end, isChanged });
    start = end;
  }
  return blocks;
}
