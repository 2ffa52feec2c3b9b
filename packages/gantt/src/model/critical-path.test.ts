import { describe, expect, it } from 'vitest';
import { endOfDay } from './calendar.ts';
import { createPlanner } from './planner.ts';
import { generateProject } from './generate-project.ts';
import { day, plannerOf } from './test-project.ts';

describe('critical path', () => {
  it('follows the longest chain with lags; summaries are never critical', () => {
    // t2 (2d) -> t3 (1d, lag 2) ; t4 (3d) alone; all under t1
    const planner = plannerOf([
      { level: 0, duration: 5 },
      { level: 1, duration: 2 },
      { level: 1, start: '2025-01-10', depends: '2:2' },
      { level: 1, duration: 3 },
    ]);
    expect(planner.getLoadIssues()).toEqual([]);
    const cp = planner.getCriticalPath();
    expect(cp.criticalTaskIds).toEqual(['t2', 't3']);
    expect(cp.slackOf('t4')).toBe(2);
    expect(cp.slackOf('t1')).toBe(0);
    expect(cp.isCritical('t1')).toBe(false);
    expect(cp.projectFinish).toBe(endOfDay(day('2025-01-10')));
  });

  it('changes when a lag grows past the other branch', () => {
    const planner = plannerOf([
      { level: 0, duration: 10 },
      { level: 1, duration: 1 },
      { level: 1, start: '2025-01-07', depends: '2' },
      { level: 1, duration: 4 },
    ]);
    expect(planner.getCriticalPath().criticalTaskIds).toEqual(['t4']);
    expect(planner.getCriticalPath().slackOf('t3')).toBe(2);
    planner.setDepends('t3', '2:3');
    expect(planner.getCriticalPath().criticalTaskIds).toEqual(['t2', 't3']);
    expect(planner.getCriticalPath().slackOf('t4')).toBe(1);
  });

  it('passes a summary link on to its leaves', () => {
    // phase t2 (t3, t4) -> t5 ; t6 alone and short
    const planner = plannerOf([
      { level: 0, duration: 10 },
      { level: 1, duration: 3 },
      { level: 2, duration: 1 },
      { level: 2, duration: 3 },
      { level: 1, start: '2025-01-09', depends: '2', duration: 2 },
      { level: 1, duration: 1 },
    ]);
    const cp = planner.getCriticalPath();
    expect(cp.criticalTaskIds).toEqual(['t4', 't5']);
    expect(cp.slackOf('t3')).toBe(2);
    expect(cp.slackOf('t2')).toBe(0);
    expect(cp.slackOf('t6')).toBe(4);
  });

  it('is cached per version and has a slack for every task', () => {
    const planner = createPlanner(generateProject({ tasks: 300, seed: 5 }));
    const cp = planner.getCriticalPath();
    expect(planner.getCriticalPath()).toBe(cp);
    expect(cp.slackByRow).toHaveLength(300);
    expect(cp.criticalTaskIds.length).toBeGreaterThan(0);
    for (const slack of cp.slackByRow) expect(slack).toBeGreaterThanOrEqual(0);
  });
});
