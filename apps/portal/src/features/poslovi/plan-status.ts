import type { Gantt } from '@rp/contract';
import type { TaskStatus } from '@rp/gantt';
import type { StatusChoices } from '@rp/gantt/react';

/**
 * The statuses the plan offers for a row, from the status it was loaded with: only what gantt/save keeps (see
 * "The Gantt save" in apps/api/README.md). A task has four states of its own, not the planner's five: FAILED is
 * never offered (the save refuses it), and a task is started (ACTIVE) by its worker, never by the plan, so the plan
 * may finish any open task, pause a running one, and open a finished one again — as paused when work on it had
 * started, as not started otherwise (the server decides which; both are offered).
 */
const CHOICES: Readonly<Record<TaskStatus, readonly TaskStatus[]>> = {
  STATUS_UNDEFINED: ['STATUS_UNDEFINED', 'STATUS_DONE'],
  STATUS_ACTIVE: ['STATUS_ACTIVE', 'STATUS_SUSPENDED', 'STATUS_DONE'],
  STATUS_SUSPENDED: ['STATUS_SUSPENDED', 'STATUS_DONE'],
  STATUS_DONE: ['STATUS_DONE', 'STATUS_SUSPENDED', 'STATUS_UNDEFINED'],
  STATUS_FAILED: ['STATUS_DONE'],
};

/** `PlanningEditor`'s `statusChoices` for a loaded plan; a row added since (a new task) is not started. */
export function planStatusChoices(gantt: Pick<Gantt, 'tasks'>): StatusChoices {
  const loaded = new Map(gantt.tasks.map((task) => [task.id, task.status]));
  return (task) => CHOICES[loaded.get(task.id) ?? 'STATUS_UNDEFINED'];
}
