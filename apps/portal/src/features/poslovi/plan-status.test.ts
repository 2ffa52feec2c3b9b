import { describe, expect, it } from 'vitest';
import type { GanttTask } from '@rp/contract';
import type { PlannerTask } from '@rp/gantt';
import { planStatusChoices } from './plan-status.ts';

const row = (id: string, status: GanttTask['status']) => ({ id, status }) as GanttTask;
const task = (id: string, status: PlannerTask['status']) => ({ id, status }) as PlannerTask;

describe('planStatusChoices', () => {
  const choices = planStatusChoices({
    tasks: [
      row('p1', 'STATUS_ACTIVE'),
      row('11', 'STATUS_UNDEFINED'),
      row('12', 'STATUS_ACTIVE'),
      row('13', 'STATUS_SUSPENDED'),
      row('14', 'STATUS_DONE'),
    ],
  });

  it('never offers FAILED, and starts no task: a worker does', () => {
    expect(choices(task('11', 'STATUS_UNDEFINED'))).toEqual(['STATUS_UNDEFINED', 'STATUS_DONE']);
    expect(choices(task('13', 'STATUS_SUSPENDED'))).toEqual(['STATUS_SUSPENDED', 'STATUS_DONE']);
    for (const id of ['p1', '11', '12', '13', '14', 'tmp_1'])
      expect(choices(task(id, 'STATUS_ACTIVE'))).not.toContain('STATUS_FAILED');
  });

  it('pauses a running task and opens a finished one again', () => {
    expect(choices(task('12', 'STATUS_ACTIVE'))).toEqual(['STATUS_ACTIVE', 'STATUS_SUSPENDED', 'STATUS_DONE']);
    expect(choices(task('14', 'STATUS_DONE'))).toEqual(['STATUS_DONE', 'STATUS_SUSPENDED', 'STATUS_UNDEFINED']);
  });

  it('goes by the loaded status, so a change made in the plan can be taken back', () => {
    // 11 was finished in the plan (not saved yet): it can go back to not started, and it still cannot be started
    expect(choices(task('11', 'STATUS_DONE'))).toEqual(['STATUS_UNDEFINED', 'STATUS_DONE']);
  });

  it('treats a row added in the plan as not started', () => {
    expect(choices(task('tmp_3', 'STATUS_ACTIVE'))).toEqual(['STATUS_UNDEFINED', 'STATUS_DONE']);
  });
});
