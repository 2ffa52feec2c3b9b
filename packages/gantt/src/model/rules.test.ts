import { describe, expect, it } from 'vitest';
import { codesOf, datesOf, day, plannerOf } from './test-project.ts';
import type { Planner } from './planner.ts';

// Rules of issue 19, each from the specification (part 2) or from the replaced planner (Twproject jQueryGantt).

const statuses = (planner: Planner): Record<string, string> =>
  Object.fromEntries(planner.getSnapshot().tasks.map((t) => [t.id, t.status.replace('STATUS_', '')]));

describe('DONE: knock-on effects never refuse the edit (§4 "on success … inferior tasks are activated")', () => {
  // r (ACTIVE) with children a, b1 (ACTIVE) and c (SUSPENDED, depends on a); c has c1 (SUSPENDED, depends on b1)
  const project = () =>
    plannerOf([
      { id: 'r', level: 0, duration: 5 },
      { id: 'a', level: 1 },
      { id: 'b1', level: 1 },
      { id: 'c', level: 1, start: '2025-01-07', depends: '2', status: 'STATUS_SUSPENDED' },
      { id: 'c1', level: 2, start: '2025-01-07', depends: '3', status: 'STATUS_SUSPENDED' },
    ]);

  it('closes b1 although its inferior c1 cannot be activated (its parent c waits on a): c and c1 stay', () => {
    const planner = project();
    expect(planner.setStatus('b1', 'STATUS_DONE')).toEqual({ ok: true });
    expect(statuses(planner)).toEqual({ r: 'ACTIVE', a: 'ACTIVE', b1: 'DONE', c: 'SUSPENDED', c1: 'SUSPENDED' });
  });

  it('then closing a activates c and, from SUSPENDED, its child c1 whose superior b1 is DONE', () => {
    const planner = project();
    planner.setStatus('b1', 'STATUS_DONE');
    expect(planner.setStatus('a', 'STATUS_DONE').ok).toBe(true);
    expect(statuses(planner)).toMatchObject({ c: 'ACTIVE', c1: 'ACTIVE' });
  });

  it('activates an inferior together with its non-active parent when that parent may be activated', () => {
    const planner = plannerOf([
      { id: 'r', level: 0, duration: 5 },
      { id: 'a', level: 1 },
      { id: 'p', level: 1, start: '2025-01-07', status: 'STATUS_SUSPENDED' },
      { id: 'x', level: 2, start: '2025-01-07', depends: '2', status: 'STATUS_SUSPENDED' },
    ]);
    expect(planner.setStatus('a', 'STATUS_DONE').ok).toBe(true);
    expect(statuses(planner)).toMatchObject({ p: 'ACTIVE', x: 'ACTIVE' });
  });

  it('waits for the whole closed subtree before activating: an inferior of two closed siblings is activated', () => {
    const planner = plannerOf([
      { id: 'r', level: 0, duration: 5 },
      { id: 'ph', level: 1 },
      { id: 'a', level: 2 },
      { id: 'b', level: 2 },
      { id: 'x', level: 1, start: '2025-01-07', depends: '3,4', status: 'STATUS_SUSPENDED' },
    ]);
    expect(planner.setStatus('ph', 'STATUS_DONE').ok).toBe(true);
    expect(statuses(planner)).toMatchObject({ ph: 'DONE', a: 'DONE', b: 'DONE', x: 'ACTIVE' });
  });
});

describe('link permission (§6 "Link editing needs project write permission and write permission on at least one of the two tasks")', () => {
  // t2 writable; t3, t4 read-only, each already where a link from the row above would put it (no date change)
  const project = (extra = {}) =>
    plannerOf(
      [
        { level: 0, duration: 5 },
        { level: 1 },
        { level: 1, start: '2025-01-07', canWrite: false },
        { level: 1, start: '2025-01-08', canWrite: false },
      ],
      extra,
    );

  it('adds and removes a link from a writable task to a read-only one', () => {
    const planner = project();
    expect(planner.canEditLinks('t3', 't2')).toBe(true);
    expect(planner.addLink('t2', 't3').ok).toBe(true);
    expect(planner.getDepends('t3')).toBe('2');
    expect(planner.removeLink('t2', 't3').ok).toBe(true);
    expect(planner.getDepends('t3')).toBe('');
    expect(planner.setDepends('t3', '2').ok).toBe(true);
  });

  it('refuses a link between two read-only tasks, and any link in a read-only project', () => {
    const planner = project();
    expect(planner.canEditLinks('t4', 't3')).toBe(false);
    expect(codesOf(planner.addLink('t3', 't4'))).toEqual(['CANNOT_WRITE']);
    expect(codesOf(planner.setDepends('t4', '3'))).toEqual(['CANNOT_WRITE']);
    const readOnly = project({ canWrite: false });
    expect(readOnly.canEditLinks('t3', 't2')).toBe(false);
    expect(codesOf(readOnly.addLink('t2', 't3'))).toEqual(['CANNOT_WRITE']);
  });

  it('still refuses when the link would move the read-only task', () => {
    const planner = plannerOf([
      { level: 0, duration: 5 },
      { level: 1, duration: 3 },
      { level: 1, canWrite: false },
    ]);
    expect(codesOf(planner.addLink('t2', 't3'))).toEqual(['CANNOT_WRITE']);
  });
});

describe('status changes under a DONE ancestor follow §4 propagation', () => {
  // t1 root; t2 phase (DONE) with t3 (DONE); t4 phase (DONE) with t5 (DONE) with t6 (DONE)
  const project = () => {
    const planner = plannerOf([
      { level: 0, duration: 5 },
      { level: 1 },
      { level: 2 },
      { level: 1 },
      { level: 2 },
      { level: 3 },
    ]);
    planner.setStatus('t2', 'STATUS_DONE');
    planner.setStatus('t4', 'STATUS_DONE');
    return planner;
  };

  it('ACTIVE re-opens every DONE ancestor ("activates a non-active parent")', () => {
    const planner = project();
    expect(planner.setStatus('t6', 'STATUS_ACTIVE').ok).toBe(true);
    expect(statuses(planner)).toMatchObject({ t2: 'DONE', t4: 'ACTIVE', t5: 'ACTIVE', t6: 'ACTIVE' });
  });

  it('SUSPENDED and UNDEFINED propagate to the parent', () => {
    const planner = project();
    expect(planner.setStatus('t3', 'STATUS_SUSPENDED').ok).toBe(true);
    expect(statuses(planner)).toMatchObject({ t1: 'SUSPENDED', t2: 'SUSPENDED', t3: 'SUSPENDED' });
    expect(planner.setStatus('t5', 'STATUS_UNDEFINED').ok).toBe(true);
    expect(statuses(planner)).toMatchObject({ t4: 'UNDEFINED', t5: 'UNDEFINED', t6: 'DONE' });
  });

  it('FAILED has no such restriction and leaves the parent DONE', () => {
    const planner = project();
    expect(planner.setStatus('t3', 'STATUS_FAILED').ok).toBe(true);
    expect(statuses(planner)).toMatchObject({ t2: 'DONE', t3: 'FAILED' });
  });
});

describe('where the specification is silent: the replaced planner', () => {
  it('indenting under a DONE parent closes the task and its descendants', () => {
    const planner = plannerOf([
      { level: 0, duration: 5 },
      { level: 1 },
      { level: 1 },
      { level: 2, status: 'STATUS_SUSPENDED' },
    ]);
    planner.setStatus('t2', 'STATUS_DONE');
    expect(planner.indentTask('t3').ok).toBe(true);
    expect(statuses(planner)).toMatchObject({ t2: 'DONE', t3: 'DONE', t4: 'DONE' });
    expect(planner.getTask('t4')?.progress).toBe(100);
    planner.undo();
    expect(statuses(planner)).toMatchObject({ t3: 'ACTIVE', t4: 'SUSPENDED' });
  });

  it('refuses that indent when the task cannot be closed (a superior outside it is open)', () => {
    const planner = plannerOf([
      { level: 0, duration: 5 },
      { level: 1 },
      { level: 1 },
      { level: 1, start: '2025-01-07', depends: '3', status: 'STATUS_SUSPENDED' },
    ]);
    planner.setStatus('t2', 'STATUS_DONE');
    planner.moveTaskUp('t4');
    expect(planner.getSnapshot().tasks.map((t) => t.id)).toEqual(['t1', 't2', 't4', 't3']);
    expect(codesOf(planner.indentTask('t4'))).toEqual(['GANTT_ERROR_DEPENDS_ON_OPEN_TASK']);
  });

  it('an outdent that puts open siblings under a DONE task closes them', () => {
    const planner = plannerOf([
      { level: 0, duration: 5 },
      { level: 1 },
      { level: 2 },
      { level: 2, status: 'STATUS_SUSPENDED' },
    ]);
    planner.setStatus('t3', 'STATUS_DONE');
    expect(planner.outdentTask('t3').ok).toBe(true);
    expect(planner.getParentId('t4')).toBe('t3');
    expect(statuses(planner)).toMatchObject({ t3: 'DONE', t4: 'DONE' });
  });

  it('a new dependency on an open task suspends an ACTIVE task; removing it activates it again', () => {
    const planner = plannerOf([
      { level: 0, duration: 5 },
      { level: 1 },
      { level: 1, start: '2025-01-07' },
      { level: 2, start: '2025-01-07' },
    ]);
    expect(planner.addLink('t2', 't3').ok).toBe(true);
    expect(statuses(planner)).toMatchObject({ t3: 'SUSPENDED', t4: 'SUSPENDED' });
    expect(planner.removeLink('t2', 't3').ok).toBe(true);
    expect(statuses(planner)).toMatchObject({ t3: 'ACTIVE', t4: 'ACTIVE' });
    expect(planner.setDepends('t3', '2').ok).toBe(true);
    expect(statuses(planner).t3).toBe('SUSPENDED');
    planner.setStatus('t2', 'STATUS_DONE');
    expect(statuses(planner).t3).toBe('ACTIVE');
  });

  it('a SUSPENDED task whose remaining superiors are all DONE becomes ACTIVE when a link goes', () => {
    const planner = plannerOf([
      { level: 0, duration: 5 },
      { level: 1 },
      { level: 1 },
      { level: 1, start: '2025-01-07', depends: '2,3', status: 'STATUS_SUSPENDED' },
    ]);
    planner.setStatus('t2', 'STATUS_DONE');
    expect(statuses(planner).t4).toBe('SUSPENDED');
    expect(planner.setDepends('t4', '2').ok).toBe(true);
    expect(statuses(planner).t4).toBe('ACTIVE');
  });

  it('a summary spans exactly its children: when its first child moves later, its start follows', () => {
    const planner = plannerOf([
      { level: 0, duration: 10 },
      { level: 1, duration: 6 },
      { level: 2, duration: 2 },
      { level: 2, start: '2025-01-08', duration: 4 },
    ]);
    expect(planner.setStart('t3', day('2025-01-09')).ok).toBe(true);
    expect(datesOf(planner, 't2')).toEqual(['2025-01-08', '2025-01-13', 4]);
    expect(datesOf(planner, 't1')).toEqual(['2025-01-08', '2025-01-13', 4]);
  });

  it('lengthening a task whose end is a milestone moves its start earlier', () => {
    const planner = plannerOf([
      { level: 0, start: '2025-01-08', duration: 3 },
      { level: 1, start: '2025-01-08', duration: 3, endIsMilestone: true },
    ]);
    expect(planner.setDuration('t2', 5).ok).toBe(true);
    expect(datesOf(planner, 't2')).toEqual(['2025-01-06', '2025-01-10', 5]);
    expect(datesOf(planner, 't1')).toEqual(['2025-01-06', '2025-01-10', 5]);
  });

  it('refuses that only when the start cannot move: a start milestone, or superiors', () => {
    const both = plannerOf([{ level: 0, duration: 2, endIsMilestone: true, startIsMilestone: true }]);
    expect(codesOf(both.setDuration('t1', 4))).toEqual(['START_IS_MILESTONE']);
    const linked = plannerOf([
      { level: 0, duration: 4 },
      { level: 1 },
      { level: 1, start: '2025-01-07', depends: '2', endIsMilestone: true },
    ]);
    expect(codesOf(linked.setDuration('t3', 2))).toEqual(['END_IS_MILESTONE']);
  });

  it('an indent drops the link between the task and its new parent; a circle through another task is refused', () => {
    const planner = plannerOf([
      { level: 0, duration: 5 },
      { level: 1 },
      { level: 1, start: '2025-01-07', depends: '2' },
    ]);
    expect(planner.indentTask('t3').ok).toBe(true);
    expect(planner.getParentId('t3')).toBe('t2');
    expect(planner.getDepends('t3')).toBe('');
    // t3 waits for t4, which waits for t2: under t2, t3 would wait for a task that waits for its parent
    const circle = plannerOf([
      { level: 0, duration: 9 },
      { level: 1 },
      { level: 1, start: '2025-01-08', depends: '4' },
      { level: 1, start: '2025-01-07', depends: '2' },
    ]);
    expect(codesOf(circle.indentTask('t3'))).toEqual(['CIRCULAR_REFERENCE']);
    expect(circle.getParentId('t3')).toBe('t1');
  });
});
