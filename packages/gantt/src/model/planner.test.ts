import { describe, expect, it, vi } from 'vitest';
import { generateProject } from './generate-project.ts';
import { createPlanner, getTaskDepends } from './planner.ts';
import { codesOf, datesOf, day, plannerOf } from './test-project.ts';

const chain = () =>
  plannerOf([
    { level: 0, duration: 10 },
    { level: 1, duration: 1 },
    { level: 1, start: '2025-01-07', depends: '2' },
    { level: 1, start: '2025-01-08', depends: '3', canWrite: false },
  ]);

describe('transactions', () => {
  it('rolls the whole edit back on any error and returns every code with the task name', () => {
    const planner = chain();
    const before = planner.save();
    const version = planner.getVersion();
    const result = planner.setDuration('t2', 3);
    expect(result).toEqual({ ok: false, errors: [{ code: 'CANNOT_WRITE', taskId: 't4', taskName: 'T4' }] });
    expect(planner.save()).toEqual(before);
    expect(planner.getVersion()).toBe(version);
    expect(planner.canUndo()).toBe(false);
  });

  it('reports every refusal an edit meets', () => {
    const planner = plannerOf([
      { level: 0, duration: 10 },
      { level: 1 },
      { level: 1, start: '2025-01-07', depends: '2', canWrite: false },
      { level: 1, start: '2025-01-07', depends: '2', hasExternalDep: true },
    ]);
    expect(codesOf(planner.setDuration('t2', 2))).toEqual(['CANNOT_WRITE', 'TASK_HAS_EXTERNAL_DEPS']);
    const status = plannerOf(
      [
        { level: 0, duration: 10 },
        { level: 1, openIssues: 1 },
        { level: 1, openIssues: 2 },
      ],
      { cannotCloseTaskIfIssueOpen: true },
    );
    const result = status.setStatus('t1', 'STATUS_DONE');
    expect(result.ok ? [] : result.errors.map((e) => [e.code, e.taskName])).toEqual([
      ['CANNOT_CLOSE_TASK_IF_OPEN_ISSUE', 'T2'],
      ['CANNOT_CLOSE_TASK_IF_OPEN_ISSUE', 'T3'],
    ]);
  });

  it('runs several edits as one transaction', () => {
    const planner = chain();
    const ok = planner.batch('rename', (edit) => edit.setName('t2', 'A') && edit.setProgress('t3', 50));
    expect(ok.ok).toBe(true);
    const failed = planner.batch('bad', (edit) => edit.setName('t2', 'B') && edit.setStart('t2', 'x'));
    expect(codesOf(failed)).toEqual(['INVALID_DATE_FORMAT']);
    expect(planner.getTask('t2')?.name).toBe('A');
    planner.undo();
    expect([planner.getTask('t2')?.name, planner.getTask('t3')?.progress]).toEqual(['T2', 0]);
  });

  it('reports an unknown task as TASK_NOT_FOUND', () => {
    expect(codesOf(chain().setName('nope', 'x'))).toEqual(['TASK_NOT_FOUND']);
  });

  it('does not record an edit that changes nothing', () => {
    const planner = chain();
    expect(planner.setName('t2', 'T2').ok).toBe(true);
    expect(planner.canUndo()).toBe(false);
  });
});

describe('undo and redo', () => {
  it('undoes and redoes edits; a new edit clears redo', () => {
    const planner = chain();
    planner.setDuration('t3', 3);
    planner.setName('t2', 'Prvi');
    planner.undo();
    expect(planner.getTask('t2')?.name).toBe('T2');
    expect(planner.canRedo()).toBe(true);
    planner.redo();
    expect(planner.getTask('t2')?.name).toBe('Prvi');
    planner.undo();
    planner.undo();
    expect(datesOf(planner, 't3')[2]).toBe(1);
    planner.setProgress('t2', 10);
    expect(planner.canRedo()).toBe(false);
    expect(planner.redo()).toBe(false);
  });

  it('is unbounded', () => {
    const planner = chain();
    for (let i = 0; i < 500; i++) planner.setProgress('t2', i % 100);
    let count = 0;
    while (planner.undo()) count++;
    expect(count).toBe(499); // progress 0 is the starting value, so the first edit changed nothing
    expect(planner.getTask('t2')?.progress).toBe(0);
  });

  it('restores structure and links: delete, undo, redo', () => {
    const planner = chain();
    const before = planner.saveFull();
    planner.deleteTask('t3');
    expect(planner.getDepends('t4')).toBe('');
    planner.undo();
    expect(planner.saveFull()).toEqual(before);
    planner.redo();
    expect(planner.getTask('t3')).toBeUndefined();
  });
});

describe('subscription', () => {
  it('notifies subscribers and unsubscribes', () => {
    const planner = chain();
    const listener = vi.fn();
    const unsubscribe = planner.subscribe(listener);
    planner.setName('t2', 'X');
    expect(listener).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'edit', label: 'name', changedTaskIds: ['t2'] }),
    );
    planner.undo();
    expect(listener).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'undo' }));
    unsubscribe();
    planner.redo();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps the snapshot until the state changes, sharing unchanged tasks', () => {
    const planner = chain();
    const first = planner.getSnapshot();
    expect(planner.getSnapshot()).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    planner.setName('t2', 'Y');
    const second = planner.getSnapshot();
    expect(second).not.toBe(first);
    expect(second.version).toBeGreaterThan(first.version);
    expect(second.tasks[0]).toBe(first.tasks[0]);
    expect(second.tasks[1]).not.toBe(first.tasks[1]);
    expect(first.tasks[1]?.name).toBe('T2');
    expect(second.canUndo).toBe(true);
    expect(second.undoLabel).toBe('name');
    expect(getTaskDepends(second, 't3')).toBe('2');
    planner.setName('t2', 'Y');
    expect(planner.getSnapshot()).toBe(second);
  });

  it('keeps the task array and the critical path across selection changes', () => {
    const planner = chain();
    const before = planner.getSnapshot();
    const critical = planner.getCriticalPath();
    planner.selectRow(2);
    const after = planner.getSnapshot();
    expect(after).not.toBe(before);
    expect(after.tasks).toBe(before.tasks);
    expect(planner.getCriticalPath()).toBe(critical);
    planner.collapseTask('t1');
    expect(planner.getSnapshot().tasks).not.toBe(before.tasks);
  });

  it('tracks selection and the current task', () => {
    const planner = chain();
    const listener = vi.fn();
    planner.subscribe(listener);
    planner.selectRow(2);
    expect(planner.getSnapshot()).toMatchObject({ selectedRow: 2, currentTaskId: 't3' });
    planner.setCurrentTask('t4');
    expect(planner.getSnapshot()).toMatchObject({ selectedRow: 3, currentTaskId: 't4' });
    planner.selectRow(99);
    expect(planner.getSnapshot().selectedRow).toBe(3);
    expect(listener.mock.calls.map(([e]) => e.kind)).toEqual(['selection', 'selection']);
    planner.setZoom('m');
    planner.setSplitterPosition(40);
    expect(planner.saveFull()).toMatchObject({ zoom: 'm', splitterPosition: 40 });
    expect(planner.getSnapshot().firstDayOfWeek).toBe(1);
  });

  it('loads another project, clearing the history', () => {
    const planner = chain();
    planner.setName('t2', 'Z');
    planner.load(generateProject({ tasks: 20, seed: 2 }));
    expect(planner.canUndo()).toBe(false);
    expect(planner.getSnapshot().tasks).toHaveLength(20);
  });

  it('tells views which inputs are read-only', () => {
    const planner = plannerOf([
      { level: 0, duration: 10 },
      { level: 1 },
      { level: 1, start: '2025-01-07', depends: '2' },
      { level: 1, canWrite: false },
      { level: 1, startIsMilestone: true },
    ]);
    expect(['t2', 't3', 't4', 't5'].map((id) => [planner.canEdit(id), planner.canEditStart(id)])).toEqual([
      [true, true],
      [true, false],
      [false, false],
      [true, false],
    ]);
    const readOnly = plannerOf([{}], { canWrite: false });
    expect(readOnly.canEdit('t1')).toBe(false);
    expect(readOnly.getSnapshot().canWrite).toBe(false);
  });

  it('exposes parents, children and rows', () => {
    const planner = createPlanner(generateProject({ tasks: 30, seed: 4 }));
    const [root] = planner.getSnapshot().tasks;
    const children = planner.getChildIds(root!.id);
    expect(children.length).toBeGreaterThan(0);
    expect(children.every((id) => planner.getParentId(id) === root!.id)).toBe(true);
    expect(planner.getRow(root!.id)).toBe(0);
    expect(planner.moveTask(children[0]!, day('2025-02-03')).ok).toBe(true);
  });
});

describe('unsaved data and the calendar', () => {
  it('is dirty after an edit, undo or redo until the host marks it saved or loads again', () => {
    const planner = chain();
    expect(planner.isDirty()).toBe(false);
    planner.selectRow(2);
    planner.collapseTask('t1');
    expect(planner.isDirty()).toBe(false);
    expect(planner.setName('t2', 'Snimanje').ok).toBe(true);
    expect(planner.isDirty()).toBe(true);
    planner.markSaved();
    expect(planner.isDirty()).toBe(false);
    planner.undo();
    expect(planner.isDirty()).toBe(true);
    planner.load(planner.saveFull());
    expect(planner.isDirty()).toBe(false);
  });

  it('stays dirty after markUnsaved through undo and redo, until the host marks it saved or loads again', () => {
    const planner = chain();
    const events: string[] = [];
    planner.subscribe((event) => events.push(event.kind));
    planner.markUnsaved();
    expect(planner.isDirty()).toBe(true);
    expect(events).toEqual(['view']);
    planner.markUnsaved();
    expect(events).toEqual(['view']);
    expect(planner.setName('t2', 'Snimanje').ok).toBe(true);
    expect(planner.undo()).toBe(true);
    expect(planner.isDirty()).toBe(true);
    planner.markSaved();
    expect(planner.isDirty()).toBe(false);
    planner.markUnsaved();
    planner.load(planner.saveFull());
    expect(planner.isDirty()).toBe(false);
  });

  it('gives views the calendar it was created with', () => {
    const planner = createPlanner({ tasks: [] }, { holidays: ['2025-01-07'] });
    expect(planner.getCalendar().isWorkingDay(Date.UTC(2025, 0, 7))).toBe(false);
    expect(planner.getCalendar().isWorkingDay(Date.UTC(2025, 0, 8))).toBe(true);
  });
});
