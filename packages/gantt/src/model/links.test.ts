import { describe, expect, it } from 'vitest';
import { formatDepends, parseDepends } from './depends.ts';
import { codesOf, datesOf, day, plannerOf } from './test-project.ts';

const flat = () =>
  plannerOf([
    { level: 0, duration: 20 },
    { level: 1, duration: 2 },
    { level: 1, duration: 1 },
    { level: 1, duration: 1 },
    { level: 2, duration: 1 },
  ]);

describe('depends text', () => {
  it('parses 1-based rows with optional lags', () => {
    expect(parseDepends('2,5:3')).toEqual({
      ok: true,
      value: [
        { row: 2, lag: 0 },
        { row: 5, lag: 3 },
      ],
    });
    expect(parseDepends(' 2 , 2:4 ,')).toEqual({ ok: true, value: [{ row: 2, lag: 4 }] });
    expect(parseDepends('')).toEqual({ ok: true, value: [] });
    expect(parseDepends('x')).toEqual({ ok: false, error: 'INVALID_DEPENDENCY' });
    expect(parseDepends('0')).toEqual({ ok: false, error: 'INVALID_DEPENDENCY' });
    expect(
      formatDepends([
        { row: 2, lag: 0 },
        { row: 5, lag: 3 },
      ]),
    ).toBe('2,5:3');
  });
});

describe('dependencies', () => {
  it('sets superiors from row numbers with lag and pushes the task', () => {
    const planner = flat();
    expect(planner.setDepends('t3', '2:1').ok).toBe(true);
    expect(planner.getDepends('t3')).toBe('2:1');
    expect(datesOf(planner, 't3')[0]).toBe('2025-01-09');
    expect(planner.getSuperiors('t3')).toEqual([{ from: 't2', to: 't3', lag: 1 }]);
  });

  it('refuses a dependency on an ancestor', () => {
    const planner = flat();
    const result = planner.setDepends('t5', '4');
    expect(codesOf(result)).toEqual(['CANNOT_DEPENDS_ON_ANCESTORS']);
    expect(result.ok ? '' : result.errors[0]?.taskName).toBe('T5');
    expect(planner.getDepends('t5')).toBe('');
  });

  it('refuses a dependency on a descendant', () => {
    expect(codesOf(flat().setDepends('t4', '5'))).toEqual(['CANNOT_DEPENDS_ON_DESCENDANTS']);
  });

  it('refuses a circle, directly, through a chain or through the hierarchy', () => {
    const planner = flat();
    expect(codesOf(planner.setDepends('t2', '2'))).toEqual(['CIRCULAR_REFERENCE']);
    planner.setDepends('t3', '2');
    expect(codesOf(planner.setDepends('t2', '3'))).toEqual(['CIRCULAR_REFERENCE']);
    planner.setDepends('t4', '3');
    // t5 sits in t4, which waits for t3: t3 waiting for t5 closes a circle
    expect(codesOf(planner.setDepends('t3', '2,5'))).toEqual(['CIRCULAR_REFERENCE']);
    expect(planner.getDepends('t3')).toBe('2');
  });

  it('refuses unreadable text and rows that do not exist', () => {
    const planner = flat();
    expect(codesOf(planner.setDepends('t3', '2;a'))).toEqual(['INVALID_DEPENDENCY']);
    expect(codesOf(planner.setDepends('t3', '9'))).toEqual(['INVALID_DEPENDENCY']);
  });

  it('follows rows when tasks move: depends text is derived from links', () => {
    const planner = flat();
    planner.setDepends('t4', '2');
    planner.moveTaskDown('t2');
    expect(planner.getDepends('t4')).toBe('3');
  });

  it('lets an inferior follow when one of two superiors is deleted', () => {
    const planner = flat();
    planner.setDuration('t2', 3);
    planner.setDepends('t4', '2,3');
    expect(datesOf(planner, 't4')[0]).toBe('2025-01-09');
    planner.deleteTask('t2');
    expect(planner.getDepends('t4')).toBe('2');
    expect(datesOf(planner, 't4')[0]).toBe('2025-01-07');
  });

  it('refuses a link that would move a read-only task, and links in a read-only project', () => {
    const planner = plannerOf([{ level: 0, duration: 5 }, { level: 1 }, { level: 1, canWrite: false }]);
    expect(planner.canEditLinks('t3')).toBe(false);
    expect(planner.canEditLinks('t2')).toBe(true);
    expect(codesOf(planner.setDepends('t3', '2'))).toEqual(['CANNOT_WRITE']);
    expect(codesOf(planner.addLink('t2', 't3'))).toEqual(['CANNOT_WRITE']);
    const readOnly = plannerOf([{ level: 0, duration: 5 }, { level: 1 }, { level: 1 }], { canWrite: false });
    expect(readOnly.canEditLinks('t3')).toBe(false);
    expect(codesOf(readOnly.setDepends('t3', '2'))).toEqual(['CANNOT_WRITE']);
  });

  it('adds and removes links from the chart; a removed superior frees the task', () => {
    const planner = flat();
    expect(planner.addLink('t2', 't3', 2).ok).toBe(true);
    expect(datesOf(planner, 't3')[0]).toBe('2025-01-10');
    expect(codesOf(planner.addLink('t3', 't2'))).toEqual(['CIRCULAR_REFERENCE']);
    expect(codesOf(planner.addLink('t2', 't3', -1))).toEqual(['INVALID_DEPENDENCY']);
    expect(planner.addLink('t2', 't3', 2).ok).toBe(true);
    planner.undo();
    expect(planner.getDepends('t3')).toBe('');
    planner.redo();
    expect(planner.removeLink('t2', 't3').ok).toBe(true);
    expect(planner.getDepends('t3')).toBe('');
    expect(datesOf(planner, 't3')[0]).toBe('2025-01-10');
    expect(planner.setStart('t3', day('2025-01-06')).ok).toBe(true);
  });
});
