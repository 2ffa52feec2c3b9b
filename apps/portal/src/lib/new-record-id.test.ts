import { describe, expect, it } from 'vitest';
import { newRecordId } from './new-record-id.ts';

describe('newRecordId', () => {
  it.each([
    [42, 42],
    [1, 1],
    [99_999_999, 99_999_999],
    ['17', 17],
    [0, null],
    [-3, null],
    [1.5, null],
    [100_000_000, null],
    [Number.NaN, null],
    ['', null],
    ['12a', null],
    ['1e3', null],
    [undefined, null],
    [null, null],
    [{ Id: 4 }, null],
  ])('%s → %s', (value, expected) => {
    expect(newRecordId(value)).toBe(expected);
  });
});
