import { describe, expect, it } from 'vitest';
import { fromEditorEndDate, fromGridEndDate } from './calendar.ts';
import { codesOf, datesOf, day, plannerOf } from './test-project.ts';

// 2025-01-06 is a Monday.
describe('dates (§5 planning validation)', () => {
  it('sets the start keeping the duration', () => {
    const planner = plannerOf([{ duration: 3 }]);
    expect(planner.setStart('t1', day('2025-01-09')).ok).toBe(true);
    expect(datesOf(planner, 't1')).toEqual(['2025-01-09', '2025-01-13', 3]);
  });

  it('moves a start on a weekend to the next working day', () => {
    const planner = plannerOf([{}]);
    planner.setStart('t1', '11/01/2025');
    expect(datesOf(planner, 't1')).toEqual(['2025-01-13', '2025-01-13', 1]);
  });

  it('refuses an invalid date with INVALID_DATE_FORMAT and keeps the old value', () => {
    const planner = plannerOf([{ duration: 2 }]);
    const result = planner.setStart('t1', '32/01/2025');
    expect(codesOf(result)).toEqual(['INVALID_DATE_FORMAT']);
    expect(result.ok ? undefined : result.errors[0]?.taskName).toBe('T1');
    expect(codesOf(planner.setEnd('t1', 'not a date'))).toEqual(['INVALID_DATE_FORMAT']);
    expect(datesOf(planner, 't1')).toEqual(['2025-01-06', '2025-01-07', 2]);
  });

  it('parses the duration as an integer, 1 when not positive or not numeric', () => {
    const planner = plannerOf([{ duration: 2 }]);
    planner.setDuration('t1', '4');
    expect(datesOf(planner, 't1')[2]).toBe(4);
    planner.setDuration('t1', '3.9');
    expect(datesOf(planner, 't1')[2]).toBe(3);
    planner.setDuration('t1', 'abc');
    expect(datesOf(planner, 't1')[2]).toBe(1);
    planner.setDuration('t1', 5);
    planner.setDuration('t1', -2);
    expect(datesOf(planner, 't1')[2]).toBe(1);
    planner.setDuration('t1', 0);
    expect(datesOf(planner, 't1')[2]).toBe(1);
  });

  it('sets an end before the start to the start', () => {
    const planner = plannerOf([{ start: '2025-01-08', duration: 2 }]);
    planner.setEnd('t1', fromGridEndDate(day('2025-01-06')));
    expect(datesOf(planner, 't1')).toEqual(['2025-01-08', '2025-01-08', 1]);
  });

  it('adds 20 hours to a grid end date and one day to an editor end date', () => {
    const planner = plannerOf([{ duration: 1 }]);
    planner.setEnd('t1', fromGridEndDate(day('2025-01-08')));
    expect(datesOf(planner, 't1')).toEqual(['2025-01-06', '2025-01-08', 3]);
    planner.setEnd('t1', fromEditorEndDate(day('2025-01-10')));
    expect(datesOf(planner, 't1')).toEqual(['2025-01-06', '2025-01-10', 5]);
  });

  it('refuses dates outside minEditableDate and maxEditableDate', () => {
    const planner = plannerOf([{ start: '2025-01-08', duration: 2 }], {
      minEditableDate: day('2025-01-07'),
      maxEditableDate: day('2025-01-20'),
    });
    expect(codesOf(planner.setStart('t1', day('2025-01-06')))).toEqual([
      'NO_RIGHTS_FOR_UPDATE_PARENTS_OUT_OF_EDITOR_SCOPE',
    ]);
    expect(codesOf(planner.setDuration('t1', 20))).toEqual(['NO_RIGHTS_FOR_UPDATE_PARENTS_OUT_OF_EDITOR_SCOPE']);
    expect(datesOf(planner, 't1')).toEqual(['2025-01-08', '2025-01-09', 2]);
  });

  it('refuses the start of a start milestone unless forced', () => {
    const planner = plannerOf([{ startIsMilestone: true, duration: 2 }]);
    expect(codesOf(planner.setStart('t1', day('2025-01-08')))).toEqual(['START_IS_MILESTONE']);
    expect(planner.setStart('t1', day('2025-01-08'), { force: true }).ok).toBe(true);
    expect(datesOf(planner, 't1')[0]).toBe('2025-01-08');
  });

  it('refuses the end of an end milestone unless forced', () => {
    const planner = plannerOf([{ endIsMilestone: true, duration: 2 }]);
    expect(codesOf(planner.setEnd('t1', day('2025-01-09')))).toEqual(['END_IS_MILESTONE']);
    expect(codesOf(planner.setDuration('t1', 1))).toEqual(['END_IS_MILESTONE']);
    expect(planner.setDuration('t1', 4, { force: true }).ok).toBe(true);
    expect(datesOf(planner, 't1')).toEqual(['2025-01-06', '2025-01-09', 4]);
  });

  it('refuses date changes for tasks with external dependencies or without write permission', () => {
    const planner = plannerOf([{ hasExternalDep: true }, { canWrite: false }]);
    expect(codesOf(planner.setStart('t1', day('2025-01-08')))).toEqual(['TASK_HAS_EXTERNAL_DEPS']);
    expect(codesOf(planner.setDuration('t2', 3))).toEqual(['CANNOT_WRITE']);
    const readOnly = plannerOf([{}], { canWrite: false });
    expect(codesOf(readOnly.setDuration('t1', 3))).toEqual(['CANNOT_WRITE']);
  });

  it('pushes a task with superiors after the latest superior end plus lag', () => {
    const planner = plannerOf([
      { level: 0, duration: 10 },
      { level: 1, duration: 2 },
      { level: 1, duration: 3 },
      { level: 1, depends: '2:1,3', start: '2025-01-06' },
    ]);
    expect(planner.getLoadIssues().map((i) => i.reason)).toEqual(['BEFORE_SUPERIOR_END']);
    planner.setDuration('t2', 2);
    planner.setDuration('t3', 3);
    planner.setStart('t4', day('2025-01-06'));
    // t2 ends Tue 7th, +1 lag → Thu 9th; t3 ends Wed 8th → Thu 9th
    expect(datesOf(planner, 't4')[0]).toBe('2025-01-09');
    planner.setDuration('t2', 4); // ends Thu 9th, +1 lag → Mon 13th
    expect(datesOf(planner, 't4')[0]).toBe('2025-01-13');
    planner.setDuration('t2', 1); // superior earlier: t4 follows back (start is read-only)
    expect(datesOf(planner, 't4')[0]).toBe('2025-01-09');
  });

  it('cascades a push to every inferior and stretches parents', () => {
    const planner = plannerOf([
      { level: 0, duration: 5 },
      { level: 1, duration: 1 },
      { level: 1, depends: '2', start: '2025-01-07' },
      { level: 1, depends: '3:2', start: '2025-01-10' },
    ]);
    expect(planner.getLoadIssues()).toEqual([]);
    planner.setDuration('t2', 3);
    expect(datesOf(planner, 't3')[0]).toBe('2025-01-09');
    expect(datesOf(planner, 't4')[0]).toBe('2025-01-14');
    expect(datesOf(planner, 't1')).toEqual(['2025-01-06', '2025-01-14', 7]);
  });

  it('moves children with their parent', () => {
    const planner = plannerOf([
      { level: 0, duration: 3 },
      { level: 1, duration: 2, start: '2025-01-07' },
      { level: 2, duration: 1, start: '2025-01-08' },
    ]);
    planner.setStart('t2', day('2025-01-09'));
    expect(datesOf(planner, 't3')[0]).toBe('2025-01-10');
    // t2 keeps its two days around t3 (moved with it); t1 spans exactly t2, so its start follows
    expect(datesOf(planner, 't2')).toEqual(['2025-01-09', '2025-01-10', 2]);
    expect(datesOf(planner, 't1')).toEqual(['2025-01-09', '2025-01-10', 2]);
  });

  it('moves a parent start earlier for a child before it', () => {
    const planner = plannerOf([
      { level: 0, start: '2025-01-08', duration: 3 },
      { level: 1, start: '2025-01-08' },
    ]);
    planner.setStart('t2', day('2025-01-06'));
    // the summary spans exactly its only child (README, "a summary spans its children")
    expect(datesOf(planner, 't1')).toEqual(['2025-01-06', '2025-01-06', 1]);
  });

  it('refuses to move a parent start that is a milestone or has dependencies', () => {
    const milestone = plannerOf([
      { level: 0, start: '2025-01-08', duration: 3, startIsMilestone: true },
      { level: 1, start: '2025-01-08' },
    ]);
    const result = milestone.setStart('t2', day('2025-01-06'));
    expect(codesOf(result)).toEqual(['START_IS_MILESTONE']);
    expect(result.ok ? '' : result.errors[0]?.taskName).toBe('T1');
    const constrained = plannerOf([
      { level: 0, duration: 10 },
      { level: 1, duration: 1 },
      { level: 1, start: '2025-01-08', depends: '2', duration: 3 },
      { level: 2, start: '2025-01-08' },
    ]);
    expect(codesOf(constrained.setStart('t4', day('2025-01-06')))).toEqual(['TASK_HAS_CONSTRAINTS']);
    expect(datesOf(constrained, 't4')[0]).toBe('2025-01-08');
  });

  it('refuses to move a parent end that is a milestone', () => {
    const planner = plannerOf([{ level: 0, duration: 2, endIsMilestone: true }, { level: 1 }]);
    expect(codesOf(planner.setDuration('t2', 5))).toEqual(['END_IS_MILESTONE']);
    expect(datesOf(planner, 't2')[2]).toBe(1);
  });

  it('refuses any parent change when the parent is not writable or has external dependencies', () => {
    const locked = plannerOf([{ level: 0, duration: 2, canWrite: false }, { level: 1 }]);
    expect(codesOf(locked.setDuration('t2', 5))).toEqual(['CANNOT_WRITE']);
    const external = plannerOf([{ level: 0, duration: 2, hasExternalDep: true }, { level: 1 }]);
    expect(codesOf(external.setDuration('t2', 5))).toEqual(['TASK_HAS_EXTERNAL_DEPS']);
  });

  it('refuses to change a top-level parent without canWriteOnParent', () => {
    const planner = plannerOf([{ level: 0, duration: 2 }, { level: 1 }], { canWriteOnParent: false });
    expect(codesOf(planner.setDuration('t2', 5))).toEqual(['NO_RIGHTS_FOR_UPDATE_PARENTS_OUT_OF_EDITOR_SCOPE']);
    expect(planner.setDuration('t2', 2).ok).toBe(true);
  });

  it('refuses a cascade that would move a non-writable or milestone inferior', () => {
    const planner = plannerOf([
      { level: 0, duration: 10 },
      { level: 1 },
      { level: 1, depends: '2', start: '2025-01-07', canWrite: false },
    ]);
    expect(codesOf(planner.setDuration('t2', 2))).toEqual(['CANNOT_WRITE']);
    const milestone = plannerOf([
      { level: 0, duration: 10 },
      { level: 1 },
      { level: 1, depends: '2', start: '2025-01-07', startIsMilestone: true },
    ]);
    expect(codesOf(milestone.setDuration('t2', 2))).toEqual(['START_IS_MILESTONE']);
  });

  it('does not shrink a summary below its children', () => {
    const planner = plannerOf([
      { level: 0, duration: 5 },
      { level: 1, duration: 4 },
    ]);
    planner.setDuration('t1', 2);
    expect(datesOf(planner, 't1')[2]).toBe(4);
  });
});
