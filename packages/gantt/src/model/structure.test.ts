import { describe, expect, it } from 'vitest';
import { createPlanner, getVisibleRows } from './planner.ts';
import { codesOf, datesOf, payloadOf, plannerOf } from './test-project.ts';
import type { Planner } from './planner.ts';

const outline = (planner: Planner): string[] => planner.getSnapshot().tasks.map((t) => `${'.'.repeat(t.level)}${t.id}`);

const tree = () =>
  plannerOf([
    { level: 0, duration: 10 },
    { level: 1, duration: 2 },
    { level: 2, duration: 1 },
    { level: 1, duration: 1 },
    { level: 1, duration: 1 },
  ]);

describe('names', () => {
  it('sets a trimmed name', () => {
    const planner = tree();
    planner.setName('t2', '  Snimanje ');
    expect(planner.getTask('t2')?.name).toBe('Snimanje');
  });

  it('deletes a task whose name is emptied', () => {
    const planner = tree();
    expect(planner.setName('t4', '  ').ok).toBe(true);
    expect(planner.getTask('t4')).toBeUndefined();
  });

  it("names the tasks created from an empty row 'Task N', down to that row", () => {
    const planner = tree();
    const result = planner.createTasksToRow(7);
    expect(result).toEqual({ ok: true, taskId: 'tmp_2' });
    expect(
      planner
        .getSnapshot()
        .tasks.slice(5)
        .map((t) => [t.name, t.level, t.status]),
    ).toEqual([
      ['Task 6', 1, 'STATUS_ACTIVE'],
      ['Task 7', 1, 'STATUS_ACTIVE'],
    ]);
    expect(planner.getSnapshot().currentTaskId).toBe('tmp_2');
  });

  it('sets code and description', () => {
    const planner = tree();
    planner.setCode('t2', 'A-1');
    planner.setDescription('t2', 'Opis');
    expect(planner.getTask('t2')).toMatchObject({ code: 'A-1', description: 'Opis' });
  });
});

describe('indent and outdent', () => {
  it('indents under the previous sibling, limited by the previous row', () => {
    const planner = tree();
    expect(planner.indentTask('t4').ok).toBe(true);
    expect(outline(planner)).toEqual(['t1', '.t2', '..t3', '..t4', '.t5']);
    expect(codesOf(planner.indentTask('t3'))).toEqual(['TASK_MOVE_INCONSISTENT_LEVEL']);
    expect(codesOf(planner.indentTask('t2'))).toEqual(['TASK_MOVE_INCONSISTENT_LEVEL']);
  });

  it('stretches the new parent and drops links to it', () => {
    const planner = plannerOf([
      { level: 0, duration: 10 },
      { level: 1, duration: 1 },
      { level: 1, start: '2025-01-07', duration: 3, depends: '2' },
    ]);
    expect(planner.indentTask('t3').ok).toBe(true);
    expect(planner.getDepends('t3')).toBe('');
    expect(datesOf(planner, 't2')).toEqual(['2025-01-06', '2025-01-09', 4]);
  });

  it('outdents down to level 1; following siblings become children', () => {
    const planner = plannerOf([
      { level: 0, duration: 10 },
      { level: 1, duration: 5 },
      { level: 2, duration: 1 },
      { level: 2, duration: 2 },
    ]);
    expect(planner.outdentTask('t3').ok).toBe(true);
    expect(outline(planner)).toEqual(['t1', '.t2', '.t3', '..t4']);
    expect(datesOf(planner, 't3')[2]).toBe(2);
    expect(codesOf(planner.outdentTask('t3'))).toEqual(['TASK_MOVE_INCONSISTENT_LEVEL']);
  });

  it('refuses structure edits on a task without write permission', () => {
    const planner = plannerOf([{ level: 0, duration: 3 }, { level: 1 }, { level: 1, canWrite: false }]);
    expect(codesOf(planner.indentTask('t3'))).toEqual(['CANNOT_WRITE']);
    expect(codesOf(planner.moveTaskUp('t3'))).toEqual(['CANNOT_WRITE']);
    expect(codesOf(planner.deleteTask('t3'))).toEqual(['CANNOT_WRITE']);
  });
});

describe('move up and down', () => {
  it('moves only among siblings of the same level, with the subtree', () => {
    const planner = tree();
    expect(planner.moveTaskDown('t2').ok).toBe(true);
    expect(outline(planner)).toEqual(['t1', '.t4', '.t2', '..t3', '.t5']);
    expect(planner.moveTaskUp('t5').ok).toBe(true);
    expect(outline(planner)).toEqual(['t1', '.t4', '.t5', '.t2', '..t3']);
    expect(codesOf(planner.moveTaskUp('t4'))).toEqual(['TASK_MOVE_INCONSISTENT_LEVEL']);
    expect(codesOf(planner.moveTaskDown('t3'))).toEqual(['TASK_MOVE_INCONSISTENT_LEVEL']);
    expect(codesOf(planner.moveTaskUp('t3'))).toEqual(['TASK_MOVE_INCONSISTENT_LEVEL']);
  });

  it('keeps the selection on the moved task', () => {
    const planner = tree();
    planner.setCurrentTask('t2');
    planner.moveTaskDown('t2');
    expect(planner.getSnapshot().selectedRow).toBe(2);
  });
});

describe('add and delete', () => {
  it('adds above with the same level and the parent status', () => {
    const planner = tree();
    planner.setStatus('t2', 'STATUS_SUSPENDED');
    const result = planner.addTaskAbove('t3');
    expect(result.ok && result.taskId).toBe('tmp_1');
    expect(outline(planner)).toEqual(['t1', '.t2', '..tmp_1', '..t3', '.t4', '.t5']);
    expect(planner.getTask('tmp_1')).toMatchObject({ status: 'STATUS_SUSPENDED', duration: 1, name: '', progress: 0 });
    expect(codesOf(planner.addTaskAbove('t1'))).toEqual(['TASK_MOVE_INCONSISTENT_LEVEL']);
  });

  it("names them in the host's words when it gives a name, asking at the moment each row is made", () => {
    let language = 'sr';
    const planner = createPlanner(payloadOf([{ level: 0, duration: 2 }, { level: 1 }]), {
      taskName: (n) => (language === 'sr' ? `Zadatak ${n}` : `Task ${n}`),
    });
    planner.createTasksToRow(3);
    language = 'en';
    planner.createTasksToRow(4);
    expect(
      planner
        .getSnapshot()
        .tasks.map((t) => t.name)
        .slice(2),
    ).toEqual(['Zadatak 3', 'Task 4']);
  });

  it('adds below as first child of a parent, else as a sibling; ACTIVE without a parent', () => {
    const planner = tree();
    planner.addTaskBelow('t2');
    planner.addTaskBelow('t5');
    expect(outline(planner)).toEqual(['t1', '.t2', '..tmp_1', '..t3', '.t4', '.t5', '.tmp_2']);
    const lone = plannerOf([{ id: 'tmp_5', level: 0, status: 'STATUS_UNDEFINED' }]);
    lone.deleteTask('tmp_5');
    lone.createTasksToRow(1);
    expect(lone.getSnapshot().tasks.map((t) => [t.name, t.level, t.status])).toEqual([['Task 1', 0, 'STATUS_ACTIVE']]);
  });

  it('deletes a task with its children and links, recording saved ids', () => {
    const planner = tree();
    planner.setDepends('t4', '3');
    planner.addTaskBelow('t5');
    expect(planner.deleteTask('t2').ok).toBe(true);
    expect(outline(planner)).toEqual(['t1', '.t4', '.t5', '.tmp_1']);
    expect(planner.getDepends('t4')).toBe('');
    planner.deleteTask('tmp_1');
    expect(planner.save().deletedTaskIds).toEqual(['t2', 't3']);
  });

  it('does not delete the first row unless it is new', () => {
    const planner = tree();
    expect(codesOf(planner.deleteTask('t1'))).toEqual(['CANNOT_DELETE_FIRST_ROW']);
    const fresh = plannerOf([{ id: 'tmp_9' }]);
    expect(fresh.deleteTask('tmp_9').ok).toBe(true);
    expect(fresh.save().deletedTaskIds).toEqual([]);
  });
});

describe('collapse and expand', () => {
  it('hides the descendants of a collapsed parent', () => {
    const planner = tree();
    planner.collapseTask('t2');
    expect(getVisibleRows(planner.getSnapshot())).toEqual([0, 1, 3, 4]);
    planner.collapseTask('t1');
    expect(getVisibleRows(planner.getSnapshot())).toEqual([0]);
    planner.expandTask('t1');
    planner.expandTask('t2');
    expect(getVisibleRows(planner.getSnapshot())).toEqual([0, 1, 2, 3, 4]);
    expect(planner.save().tasks.every((t) => t.collapsed === false)).toBe(true);
  });
});

describe('progress and assignments', () => {
  it('keeps progress within 0–100', () => {
    const planner = tree();
    planner.setProgress('t2', 150);
    expect(planner.getTask('t2')?.progress).toBe(100);
    planner.setProgress('t2', '-3');
    expect(planner.getTask('t2')?.progress).toBe(0);
    planner.setProgress('t2', '42.5');
    expect(planner.getTask('t2')?.progress).toBe(42.5);
    planner.setProgress('t2', 'x');
    expect(planner.getTask('t2')?.progress).toBe(0);
  });

  it('adds, updates and removes assignments with effort in milliseconds', () => {
    const planner = tree();
    planner.addAssignment('t2', { resourceId: 'r1', roleId: 'q1', effort: 7_200_000 });
    const [assig] = planner.getTask('t2')?.assigs ?? [];
    expect(assig).toEqual({ id: 'tmp_1', resourceId: 'r1', roleId: 'q1', effort: 7_200_000 });
    planner.updateAssignment('t2', 'tmp_1', { effort: -5, roleId: 'q2' });
    expect(planner.getTask('t2')?.assigs[0]).toMatchObject({ effort: 0, roleId: 'q2' });
    planner.removeAssignment('t2', 'tmp_1');
    expect(planner.getTask('t2')?.assigs).toEqual([]);
  });

  it('saves the task editor in one transaction', () => {
    const planner = tree();
    const result = planner.updateTask('t4', {
      name: 'Izveštaj',
      code: 'R',
      progress: 30,
      start: '08/01/2025',
      duration: 2,
      endIsMilestone: true,
      assigs: [{ resourceId: 'r1', roleId: 'q1', effort: 3_600_000 }],
    });
    expect(result.ok).toBe(true);
    expect(planner.getTask('t4')).toMatchObject({ name: 'Izveštaj', code: 'R', progress: 30, endIsMilestone: true });
    expect(datesOf(planner, 't4')).toEqual(['2025-01-08', '2025-01-09', 2]);
    planner.undo();
    expect(planner.getTask('t4')).toMatchObject({
      name: 'T4',
      code: '',
      progress: 0,
      endIsMilestone: false,
      assigs: [],
    });
  });
});
