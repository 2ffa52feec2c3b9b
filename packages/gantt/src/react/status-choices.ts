import { createContext, useContext } from 'react';
import { TASK_STATUSES } from '../model/status.ts';
import type { PlannerTask, TaskStatus } from '../model/types.ts';

/**
 * Which statuses the editor offers for a task (the grid's status menu and the task editor's select). A host whose
 * own records cannot hold every planner status (no FAILED, say, or a task that only its worker starts) gives one, so
 * that a status the save would refuse or drop is never offered. The task's current status is always shown.
 */
export type StatusChoices = (task: PlannerTask) => readonly TaskStatus[];

export const StatusChoicesContext = createContext<StatusChoices | undefined>(undefined);

/** The statuses to list for a task, in the planner's order: the host's choices plus the current status. */
export function useStatusOptions(task: PlannerTask): readonly TaskStatus[] {
  const choices = useContext(StatusChoicesContext);
  return statusOptions(task.status, choices?.(task));
}

export function statusOptions(current: TaskStatus, choices: readonly TaskStatus[] | undefined): readonly TaskStatus[] {
  if (!choices) return TASK_STATUSES;
  return TASK_STATUSES.filter((status) => status === current || choices.includes(status));
}
