import { describe, expect, it } from 'vitest';
import { toneOfType } from './notice-type.ts';

describe('toneOfType', () => {
  it.each([
    [1, 'success'],
    [2, 'info'],
    [3, 'warning'],
    [4, 'danger'],
    [401, 'danger'],
    [403, 'danger'],
    [-1, 'info'],
  ] as const)('type %i is %s', (type, tone) => {
    expect(toneOfType(type)).toBe(tone);
  });
});
