import { describe, expect, it } from 'vitest';
import { getDrawnStatus } from './status.ts';
import { codesOf, plannerOf } from './test-project.ts';
import type { Planner } from './planner.ts';
import type { RowSpec } from './test-project.ts';
import type { ProjectPayload } from './types.ts';

const statuses = (planner: Planner): Record<string, string> =>
  Object.fromEntries(planner.getSnapshot().tasks.map((t) => [t.id, t.status.replace('STATUS_', '')]));

// t1 root; t2 phase with children t3, t4; t5 depends on t2; t6 depends on t5
const project = (overrides: Partial<Record<string, Partial<RowSpec>>> = {}, extra: Partial<ProjectPayload> = {}) =>
  plannerOf(
    [
      { level: 0, duration: 20 },
      { level: 1, duration: 3 },
      { level: 2, duration: 1 },
      { level: 2, duration: 2 },
      { level: 1, start: '2025-01-09', depends: '2' },
      { level: 1, start: '2025-01-10', depends: '5' },
    ].map((row, i) => ({ ...row, ...overrides[`t${i + 1}`] })),
    extra,
  );

describe('status (§4)', () => {
  it('closes a task: descendants DONE at 100 percent, inferiors activated', () => {
    const planner = project({ t5: { status: 'STATUS_SUSPENDED' } });
    expect(planner.setStatus('t2', 'STATUS_DONE').ok).toBe(true);
    expect(statuses(planner)).toMatchObject({ t2: 'DONE', t3: 'DONE', t4: 'DONE', t5: 'ACTIVE' });
    expect(['t2', 't3', 't4'].map((id) => planner.getTask(id)?.progress)).toEqual([100, 100, 100]);
  });

  it('refuses DONE while a superior is open, restoring the previous status', () => {
    const planner = project();
    const result = planner.setStatus('t5', 'STATUS_DONE');
    expect(codesOf(result)).toEqual(['GANTT_ERROR_DEPENDS_ON_OPEN_TASK']);
    expect(result.ok ? undefined : result.errors[0]).toMatchObject({ taskName: 'T5', detail: 'T2' });
    expect(statuses(planner).t5).toBe('ACTIVE');
  });

  it('refuses DONE with open issues when cannotCloseTaskIfIssueOpen is on', () => {
    const on = project({ t3: { openIssues: 2 } }, { cannotCloseTaskIfIssueOpen: true });
    expect(codesOf(on.setStatus('t3', 'STATUS_DONE'))).toEqual(['CANNOT_CLOSE_TASK_IF_OPEN_ISSUE']);
    expect(codesOf(on.setStatus('t2', 'STATUS_DONE'))).toEqual(['CANNOT_CLOSE_TASK_IF_OPEN_ISSUE']);
    expect(statuses(on)).toMatchObject({ t2: 'ACTIVE', t3: 'ACTIVE', t4: 'ACTIVE' });
    const off = project({ t3: { openIssues: 2 } });
    expect(off.setStatus('t3', 'STATUS_DONE').ok).toBe(true);
  });

  it('goes from FAILED to DONE only when changed directly', () => {
    const planner = project({ t4: { status: 'STATUS_FAILED' } });
    planner.setStatus('t2', 'STATUS_DONE');
    expect(statuses(planner)).toMatchObject({ t3: 'DONE', t4: 'FAILED' });
    expect(planner.setStatus('t4', 'STATUS_DONE').ok).toBe(true);
  });

  it('activates: needs superiors DONE', () => {
    const planner = project({ t5: { status: 'STATUS_SUSPENDED' } });
    expect(codesOf(planner.setStatus('t5', 'STATUS_ACTIVE'))).toEqual(['GANTT_ERROR_DEPENDS_ON_OPEN_TASK']);
    expect(statuses(planner).t5).toBe('SUSPENDED');
  });

  it('activates a non-active parent and, from SUSPENDED or UNDEFINED, non-DONE children; suspends inferiors', () => {
    const planner = project({
      t1: { status: 'STATUS_SUSPENDED' },
      t2: { status: 'STATUS_SUSPENDED' },
      t3: { status: 'STATUS_DONE', progress: 100 },
      t4: { status: 'STATUS_SUSPENDED' },
      t5: { status: 'STATUS_UNDEFINED' },
    });
    expect(planner.setStatus('t2', 'STATUS_ACTIVE').ok).toBe(true);
    expect(statuses(planner)).toMatchObject({ t1: 'ACTIVE', t2: 'ACTIVE', t3: 'DONE', t4: 'ACTIVE', t5: 'SUSPENDED' });
  });

  it('goes from FAILED to ACTIVE only when changed directly', () => {
    const planner = project({ t2: { status: 'STATUS_SUSPENDED' }, t4: { status: 'STATUS_FAILED' } });
    planner.setStatus('t2', 'STATUS_ACTIVE');
    expect(statuses(planner).t4).toBe('FAILED');
    expect(planner.setStatus('t4', 'STATUS_ACTIVE').ok).toBe(true);
  });

  it('suspends: propagates to the parent, non-DONE children and inferiors', () => {
    const planner = project({ t3: { status: 'STATUS_DONE', progress: 100 } });
    expect(planner.setStatus('t2', 'STATUS_SUSPENDED').ok).toBe(true);
    expect(statuses(planner)).toEqual({
      t1: 'SUSPENDED',
      t2: 'SUSPENDED',
      t3: 'DONE',
      t4: 'SUSPENDED',
      t5: 'SUSPENDED',
      t6: 'SUSPENDED',
    });
  });

  it('sets UNDEFINED the same way', () => {
    const planner = project();
    planner.setStatus('t5', 'STATUS_UNDEFINED');
    expect(statuses(planner)).toMatchObject({ t1: 'UNDEFINED', t2: 'ACTIVE', t5: 'UNDEFINED', t6: 'UNDEFINED' });
  });

  it('does not suspend or undefine a FAILED task', () => {
    const planner = project({ t4: { status: 'STATUS_FAILED' } });
    const result = planner.setStatus('t4', 'STATUS_SUSPENDED');
    expect(codesOf(result)).toEqual(['INVALID_STATUS_CHANGE']);
    planner.setStatus('t2', 'STATUS_UNDEFINED');
    expect(statuses(planner).t4).toBe('FAILED');
  });

  it('fails: propagates FAILED to children and inferiors', () => {
    const planner = project();
    planner.setStatus('t2', 'STATUS_FAILED');
    expect(statuses(planner)).toEqual({
      t1: 'ACTIVE',
      t2: 'FAILED',
      t3: 'FAILED',
      t4: 'FAILED',
      t5: 'FAILED',
      t6: 'FAILED',
    });
  });

  it('re-opens a DONE parent when a child is activated under it (§4 "activates a non-active parent")', () => {
    const planner = project();
    planner.setStatus('t2', 'STATUS_DONE');
    expect(planner.setStatus('t3', 'STATUS_ACTIVE').ok).toBe(true);
    expect(statuses(planner)).toMatchObject({ t2: 'ACTIVE', t3: 'ACTIVE', t4: 'DONE', t5: 'SUSPENDED' });
  });

  it('re-opens a DONE summary whose child a re-opened superior suspends (no open task under a DONE one)', () => {
    // t1 root; t2 a task; t3 a phase whose child t4 depends on t2
    const planner = plannerOf([
      { level: 0, duration: 20 },
      { level: 1, duration: 2 },
      { level: 1, start: '2025-01-09', duration: 3 },
      { level: 2, start: '2025-01-09', duration: 1, depends: '2' },
    ]);
    expect(planner.setStatus('t1', 'STATUS_DONE').ok).toBe(true);
    expect(planner.setStatus('t2', 'STATUS_ACTIVE').ok).toBe(true);
    expect(statuses(planner)).toEqual({ t1: 'ACTIVE', t2: 'ACTIVE', t3: 'SUSPENDED', t4: 'SUSPENDED' });
    expect(planner.undo()).toBe(true);
    expect(statuses(planner)).toEqual({ t1: 'DONE', t2: 'DONE', t3: 'DONE', t4: 'DONE' });
  });

  it('refuses to activate a task under a FAILED parent (it cannot be activated but directly)', () => {
    const planner = project();
    planner.setStatus('t2', 'STATUS_FAILED');
    const result = planner.setStatus('t3', 'STATUS_ACTIVE');
    expect(codesOf(result)).toEqual(['GANTT_ERROR_DESCENDANT_OF_CLOSED_TASK']);
    expect(result.ok ? undefined : result.errors[0]?.detail).toBe('T2');
    expect(statuses(planner).t3).toBe('FAILED');
  });

  it('refuses a status change without write permission', () => {
    expect(codesOf(project({ t3: { canWrite: false } }).setStatus('t3', 'STATUS_DONE'))).toEqual(['CANNOT_WRITE']);
  });

  it('draws a task at 100 percent that is not DONE as UNDEFINED', () => {
    const planner = project({ t3: { progress: 100 } });
    expect(getDrawnStatus(planner.getTask('t3')!)).toBe('STATUS_UNDEFINED');
    expect(getDrawnStatus(planner.getTask('t4')!)).toBe('STATUS_ACTIVE');
  });
});
