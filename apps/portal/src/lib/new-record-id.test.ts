import { describe, expect, it } from 'vitest';
import { ErrorCode, ErrorType } from '@rp/contract';
import { ApiClientError } from './api-error.ts';
import { createdId, newRecordId } from './new-record-id.ts';

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

describe('createdId', () => {
  it('answers the id of a create call', () => {
    expect(createdId({ Id: 12 }, 'bad')).toBe(12);
  });

  it('turns an id that is not a number into a data-preparation failure with the given message', () => {
    const failure = (() => {
      try {
        createdId({ Id: 'abc' }, 'Server nije vratio ispravan id.');
      } catch (error) {
        return error;
      }
    })();
    expect(failure).toBeInstanceOf(ApiClientError);
    expect((failure as ApiClientError).body).toEqual({
      ErrorCode: ErrorCode.DataPreparation,
      Type: ErrorType.Danger,
      Message: 'Server nije vratio ispravan id.',
    });
  });
});
