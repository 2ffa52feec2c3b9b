import { describe, expect, it } from 'vitest';
import { canFinish, canPause, canStart } from './task-status.ts';

describe('task transitions (part 1 §4)', () => {
  it.each([
    ['nijePoceo', true, false, false],
    ['uToku', false, true, true],
    ['pauziran', true, false, true],
    ['zavrsen', false, false, false],
  ] as const)('%s: start %s, pause %s, finish %s', (status, start, pause, finish) => {
    expect(canStart(status)).toBe(start);
    expect(canPause(status)).toBe(pause);
    expect(canFinish(status)).toBe(finish);
  });
});
