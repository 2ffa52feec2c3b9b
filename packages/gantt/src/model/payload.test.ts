import { describe, expect, it } from 'vitest';
import { endOfDay } from './calendar.ts';
import { generateProject } from './generate-project.ts';
import { createPlanner } from './planner.ts';
import { datesOf, day, payloadOf, plannerOf } from './test-project.ts';
import type { ProjectPayload } from './types.ts';

describe('load', () => {
  it('applies the defaults of §3', () => {
    const planner = createPlanner({ tasks: [{ id: 1, name: 'A', start: day('2025-01-06'), duration: 2 }] });
    const task = planner.getTask('1');
    expect(task).toMatchObject({
      status: 'STATUS_UNDEFINED',
      progress: 0,
      canWrite: true,
      collapsed: false,
      level: 0,
      end: endOfDay(day('2025-01-07')),
    });
    expect(planner.getDepends('1')).toBe('');
    const snapshot = planner.getSnapshot();
    expect(snapshot).toMatchObject({
      minEditableDate: 0,
      maxEditableDate: Number.POSITIVE_INFINITY,
      zoom: 'w',
      canWrite: true,
      canWriteOnParent: true,
      cannotCloseTaskIfIssueOpen: false,
      deletedTaskIds: [],
    });
  });

  it('caps progress above 100', () => {
    expect(plannerOf([{ progress: 140 }]).getTask('t1')?.progress).toBe(100);
  });

  it('removes a task whose dates cannot be set, reporting GANTT_ERROR_LOADING_DATA_TASK_REMOVED', () => {
    const payload = payloadOf([
      { level: 0, duration: 5 },
      { level: 1 },
      { level: 1 },
      { level: 1, depends: '3', start: '2025-01-07' },
    ]);
    const tasks = payload.tasks.map((t) => (t.id === 't2' ? { ...t, start: Number.NaN } : t));
    const planner = createPlanner({ ...payload, tasks });
    expect(planner.getLoadIssues()).toEqual([
      {
        reason: 'DATES_NOT_SET',
        code: 'GANTT_ERROR_LOADING_DATA_TASK_REMOVED',
        taskId: 't2',
        taskName: 'T2',
        detail: 'ERROR_SETTING_DATES',
      },
    ]);
    expect(planner.getSnapshot().tasks.map((t) => t.id)).toEqual(['t1', 't3', 't4']);
    // row numbers in the payload refer to the payload's rows
    expect(planner.getDepends('t4')).toBe('2');
  });

  it('drops the links of a task with a bad dependency and reports its code', () => {
    const planner = plannerOf([
      { level: 0, duration: 5, depends: '2' },
      { level: 1 },
      { level: 1, depends: '1' },
      { level: 1, depends: '2,7' },
      { level: 1, depends: 'zz' },
      { level: 1, start: '2025-01-07', depends: '2' },
    ]);
    expect(planner.getLoadIssues().map((i) => [i.taskId, i.code])).toEqual([
      ['t1', 'CANNOT_DEPENDS_ON_DESCENDANTS'],
      ['t3', 'CANNOT_DEPENDS_ON_ANCESTORS'],
      ['t4', 'INVALID_DEPENDENCY'],
      ['t5', 'INVALID_DEPENDENCY'],
    ]);
    expect(['t1', 't3', 't4', 't5', 't6'].map((id) => planner.getDepends(id))).toEqual(['', '', '', '', '2']);
  });

  it('drops the links that close a circle, reporting CIRCULAR_REFERENCE', () => {
    const planner = plannerOf([
      { level: 0, duration: 9 },
      { level: 1, depends: '3' },
      { level: 1, depends: '2' },
      { level: 1, depends: '4' },
    ]);
    expect(
      planner
        .getLoadIssues()
        .filter((i) => i.reason === 'BAD_DEPENDENCY')
        .map((i) => [i.taskId, i.code]),
    ).toEqual([
      ['t4', 'CIRCULAR_REFERENCE'],
      ['t3', 'CIRCULAR_REFERENCE'],
    ]);
    expect(planner.getDepends('t2')).toBe('3');
    expect(planner.getDepends('t3')).toBe('');
  });

  it('reports inconsistent dates and never shifts them', () => {
    const planner = plannerOf([
      { level: 0, duration: 2 },
      { level: 1, duration: 2 },
      { level: 1, start: '2025-01-07', depends: '2' },
      { level: 1, start: '2025-01-10' },
    ]);
    expect(planner.getLoadIssues().map((i) => [i.taskId, i.reason, i.code])).toEqual([
      ['t3', 'BEFORE_SUPERIOR_END', 'ERROR_SETTING_DATES'],
      ['t4', 'OUTSIDE_PARENT', 'ERROR_SETTING_DATES'],
    ]);
    expect(datesOf(planner, 't3')[0]).toBe('2025-01-07');
    expect(datesOf(planner, 't4')[0]).toBe('2025-01-10');
  });

  it('repairs the reported dates only on request, as one undoable edit', () => {
    const planner = plannerOf([
      { level: 0, duration: 2 },
      { level: 1, duration: 2 },
      { level: 1, start: '2025-01-07', depends: '2' },
      { level: 1, start: '2025-01-10' },
    ]);
    expect(planner.repairDates().ok).toBe(true);
    expect(datesOf(planner, 't3')[0]).toBe('2025-01-08');
    expect(datesOf(planner, 't1')).toEqual(['2025-01-06', '2025-01-10', 5]);
    expect(createPlanner(planner.saveFull()).getLoadIssues()).toEqual([]);
    planner.undo();
    expect(datesOf(planner, 't3')[0]).toBe('2025-01-07');
  });

  it('reports an end before the start and a start on a weekend', () => {
    const planner = createPlanner({
      tasks: [
        { id: 'a', name: 'A', start: day('2025-01-08'), end: day('2025-01-07') },
        { id: 'b', name: 'B', start: day('2025-01-11'), duration: 1 },
      ],
    });
    expect(planner.getLoadIssues().map((i) => [i.taskId, i.reason])).toEqual([
      ['a', 'END_BEFORE_START'],
      ['b', 'NOT_A_WORKING_DAY'],
    ]);
    expect(datesOf(planner, 'a')).toEqual(['2025-01-08', '2025-01-08', 1]);
  });

  it('repairs a level jump, reporting TASK_MOVE_INCONSISTENT_LEVEL', () => {
    const planner = plannerOf([{ level: 0, duration: 3 }, { level: 3 }]);
    expect(planner.getLoadIssues().map((i) => i.code)).toEqual(['TASK_MOVE_INCONSISTENT_LEVEL']);
    expect(planner.getTask('t2')?.level).toBe(1);
  });
});

describe('save', () => {
  const full: ProjectPayload = {
    ...payloadOf([
      { level: 0, duration: 5, code: 'P' },
      { level: 1, duration: 2, assigs: [{ id: 'a1', resourceId: 'r1', roleId: 'q1', effort: 7_200_000 }] },
      { level: 1, depends: '2:1', start: '2025-01-09', pauze: [{ start: day('2025-01-09') }] },
    ]),
    selectedRow: 2,
    deletedTaskIds: ['old'],
    resources: [{ id: 'r1', name: 'Ana' }],
    roles: [{ id: 'q1', name: 'Procenitelj' }],
    canWrite: true,
    canWriteOnParent: false,
    cannotCloseTaskIfIssueOpen: true,
    minEditableDate: day('2024-01-01'),
    maxEditableDate: day('2026-01-01'),
    splitterPosition: 55,
    zoom: 'm',
  };

  it('gives tasks and deletedTaskIds in the short save', () => {
    const planner = createPlanner(full);
    planner.deleteTask('t3');
    const saved = planner.save();
    expect(Object.keys(saved).sort()).toEqual(['deletedTaskIds', 'tasks']);
    expect(saved.deletedTaskIds).toEqual(['old', 't3']);
    expect(saved.tasks.map((t) => t.id)).toEqual(['t1', 't2']);
  });

  it('adds resources, roles, flags, splitterPosition and zoom in the full save', () => {
    const saved = createPlanner(full).saveFull();
    expect(saved).toMatchObject({
      selectedRow: 2,
      resources: full.resources,
      roles: full.roles,
      canWrite: true,
      canWriteOnParent: false,
      cannotCloseTaskIfIssueOpen: true,
      minEditableDate: full.minEditableDate,
      maxEditableDate: full.maxEditableDate,
      splitterPosition: 55,
      zoom: 'm',
    });
    expect(saved.tasks[2]?.depends).toBe('2:1');
  });

  it('gives the project back: load(save(p)) = p', () => {
    const first = createPlanner(full);
    const again = createPlanner(first.saveFull());
    expect(again.getLoadIssues()).toEqual([]);
    expect(again.saveFull()).toEqual(first.saveFull());
    expect(again.getSnapshot().tasks).toEqual(first.getSnapshot().tasks);
    const big = createPlanner(generateProject({ tasks: 500, seed: 3 }));
    expect(big.getLoadIssues()).toEqual([]);
    expect(createPlanner(big.saveFull()).saveFull()).toEqual(big.saveFull());
  });
});
