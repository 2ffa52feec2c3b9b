import { createCalendar } from './calendar.ts';
import { createPlanner } from './planner.ts';
import type { Planner } from './planner.ts';
import type { EditResult, PlannerErrorCode, ProjectPayload, TaskPayload } from './types.ts';

/** Midnight UTC of an ISO day, for readable tests (2025-01-06 is a Monday). */
export function day(iso: string): number {
  return Date.parse(`${iso}T00:00:00Z`);
}

export function iso(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export interface RowSpec extends Omit<TaskPayload, 'id' | 'start' | 'end'> {
  id?: string;
  start?: string;
  duration?: number;
}

/** A payload from short row specs: ids `t1…tn`, start default 2025-01-06, duration default 1. */
export function payloadOf(rows: readonly RowSpec[], extra: Partial<ProjectPayload> = {}): ProjectPayload {
  const calendar = createCalendar();
  return {
    tasks: rows.map((row, i) => {
      const start = day(row.start ?? '2025-01-06');
      const { start: _start, duration = 1, ...rest } = row;
      return {
        id: `t${i + 1}`,
        name: `T${i + 1}`,
        level: 0,
        status: 'STATUS_ACTIVE',
        ...rest,
        start,
        end: calendar.endByDuration(start, duration),
        duration,
      };
    }),
    ...extra,
  };
}

export function plannerOf(rows: readonly RowSpec[], extra: Partial<ProjectPayload> = {}): Planner {
  return createPlanner(payloadOf(rows, extra));
}

export function codesOf(result: EditResult): PlannerErrorCode[] {
  return result.ok ? [] : result.errors.map((e) => e.code);
}

export function datesOf(planner: Planner, id: string): [string, string, number] {
  const task = planner.getTask(id);
  if (!task) throw new Error(`no task ${id}`);
  return [iso(task.start), iso(task.end), task.duration];
}
