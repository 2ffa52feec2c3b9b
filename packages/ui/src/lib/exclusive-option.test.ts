import { describe, expect, it } from 'vitest';
import { applyExclusiveOption, toggleOption } from './exclusive-option.ts';

const NONE = 0;

describe('applyExclusiveOption (the nema rule)', () => {
  it.each([
    { name: 'none added to others becomes only none', previous: [1, 2], next: [1, 2, NONE], expected: [NONE] },
    { name: 'another added while none was alone removes none', previous: [NONE], next: [NONE, 3], expected: [3] },
    { name: 'none chosen alone stays', previous: [], next: [NONE], expected: [NONE] },
    { name: 'ordinary choices pass through', previous: [1], next: [1, 2], expected: [1, 2] },
    { name: 'removing keeps the rest', previous: [1, 2], next: [2], expected: [2] },
    { name: 'empty stays empty', previous: [1], next: [], expected: [] },
    { name: 'together without history: last wins (none last)', previous: [], next: [1, NONE], expected: [NONE] },
    { name: 'together without history: last wins (other last)', previous: [], next: [NONE, 1], expected: [1] },
    { name: 'duplicates collapse', previous: [], next: [1, 1], expected: [1] },
  ])('$name', ({ previous, next, expected }) => {
    expect(applyExclusiveOption(previous, next, NONE)).toEqual(expected);
  });

  it('never leaves none together with another value', () => {
    const values = [NONE, 1, 2, 3];
    let selected: number[] = [];
    for (let step = 0; step < 200; step++) {
      selected = toggleOption(selected, values[(step * 7 + 3) % values.length]!, NONE);
      expect(selected.includes(NONE) && selected.length > 1).toBe(false);
    }
  });
});

describe('toggleOption', () => {
  it('adds and removes without a none value', () => {
    expect(toggleOption(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleOption(['a', 'b'], 'a')).toEqual(['b']);
  });
  it('applies the none rule when given', () => {
    expect(toggleOption(['a', 'b'], 'nema', 'nema')).toEqual(['nema']);
    expect(toggleOption(['nema'], 'a', 'nema')).toEqual(['a']);
  });
});
