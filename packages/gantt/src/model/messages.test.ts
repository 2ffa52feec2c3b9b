import { describe, expect, it } from 'vitest';
import { GANTT_MESSAGE_CODES } from './messages.ts';
import { createPlanner } from './planner.ts';
import { day, payloadOf, plannerOf } from './test-project.ts';
import type { GanttMessageCode, PlannerError } from './types.ts';

const base = [
  { level: 0, duration: 10 },
  { level: 1, duration: 2 },
  { level: 2, duration: 1 },
  { level: 1, start: '2025-01-08', depends: '2' },
];

const errorsOf = (result: { ok: true } | { ok: false; errors: PlannerError[] }): PlannerError[] =>
  result.ok ? [] : result.errors;

/** One scenario per planning message code of §8: the code comes back as data with the task's name. */
const scenarios: Record<GanttMessageCode, () => readonly PlannerError[]> = {
  CANNOT_WRITE: () =>
    errorsOf(plannerOf(base.map((r, i) => (i === 1 ? { ...r, canWrite: false } : r))).setName('t2', 'x')),
  NO_RIGHTS_FOR_UPDATE_PARENTS_OUT_OF_EDITOR_SCOPE: () =>
    errorsOf(plannerOf(base, { maxEditableDate: day('2025-01-31') }).setDuration('t4', 40)),
  START_IS_MILESTONE: () =>
    errorsOf(
      plannerOf(base.map((r, i) => (i === 2 ? { ...r, startIsMilestone: true } : r))).setStart('t3', day('2025-01-07')),
    ),
  END_IS_MILESTONE: () =>
    errorsOf(plannerOf(base.map((r, i) => (i === 1 ? { ...r, endIsMilestone: true } : r))).setDuration('t3', 4)),
  TASK_HAS_CONSTRAINTS: () => {
    const planner = plannerOf([...base, { level: 2, start: '2025-01-08' }]);
    return errorsOf(planner.setStart('t5', day('2025-01-06')));
  },
  GANTT_ERROR_DEPENDS_ON_OPEN_TASK: () => errorsOf(plannerOf(base).setStatus('t4', 'STATUS_DONE')),
  GANTT_ERROR_DESCENDANT_OF_CLOSED_TASK: () => {
    const planner = plannerOf(base);
    planner.setStatus('t2', 'STATUS_FAILED');
    return errorsOf(planner.setStatus('t3', 'STATUS_ACTIVE'));
  },
  TASK_HAS_EXTERNAL_DEPS: () =>
    errorsOf(plannerOf(base.map((r, i) => (i === 3 ? { ...r, hasExternalDep: true } : r))).setDuration('t2', 3)),
  GANTT_ERROR_LOADING_DATA_TASK_REMOVED: () => {
    const payload = payloadOf(base);
    return createPlanner({
      ...payload,
      tasks: payload.tasks.map((t, i) => (i === 2 ? { ...t, start: undefined } : t)),
    }).getLoadIssues();
  },
  CIRCULAR_REFERENCE: () => errorsOf(plannerOf(base).setDepends('t2', '4')),
  ERROR_SETTING_DATES: () =>
    plannerOf(base.map((r, i) => (i === 3 ? { ...r, start: '2025-01-06' } : r))).getLoadIssues(),
  CANNOT_DEPENDS_ON_ANCESTORS: () => errorsOf(plannerOf(base).setDepends('t3', '2')),
  CANNOT_DEPENDS_ON_DESCENDANTS: () => errorsOf(plannerOf(base).setDepends('t2', '3')),
  INVALID_DATE_FORMAT: () => errorsOf(plannerOf(base).setStart('t2', '2025-13-01')),
  CANNOT_CLOSE_TASK_IF_OPEN_ISSUE: () =>
    errorsOf(
      plannerOf(
        base.map((r, i) => (i === 2 ? { ...r, openIssues: 1 } : r)),
        { cannotCloseTaskIfIssueOpen: true },
      ).setStatus('t3', 'STATUS_DONE'),
    ),
  TASK_MOVE_INCONSISTENT_LEVEL: () => errorsOf(plannerOf(base).indentTask('t2')),
};

describe('planning message codes (§8)', () => {
  it('lists the sixteen codes of §8', () => {
    expect(GANTT_MESSAGE_CODES).toHaveLength(16);
    expect(Object.keys(scenarios).sort()).toEqual([...GANTT_MESSAGE_CODES].sort());
  });

  it.each(GANTT_MESSAGE_CODES)('%s comes back as data with the task name', (code) => {
    const errors = scenarios[code]();
    expect(errors.map((e) => e.code)).toEqual([code]);
    expect(errors[0]?.taskName).toMatch(/^T\d$/);
  });
});
