import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ErrorCode, ErrorType, isApiError } from './error-model.ts';
import { apiErrorSchema } from './errors.ts';

// isApiError is written without zod (the portal's first bundle carries none); it must answer as the schema does.
const number = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 1, -Number.MAX_SAFE_INTEGER - 2, 1.5, -0),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY),
);
const anything = fc.oneof(fc.anything(), number, fc.string(), fc.constant(undefined), fc.constant(null));
const entryError = fc.oneof(
  fc.record({ name: fc.string(), error: fc.string() }),
  fc.record({ name: anything, error: anything }, { requiredKeys: [] }),
  anything,
);
const modelLike = fc.record(
  {
    ErrorCode: fc.oneof(fc.integer(), number, anything),
    Type: fc.oneof(fc.constantFrom(...Object.values(ErrorType)), number, anything),
    Message: fc.oneof(fc.string(), anything),
    clientEntryErrors: fc.oneof(fc.array(entryError, { maxLength: 3 }), fc.constant(undefined), anything),
    RequestId: fc.oneof(fc.string(), fc.constant(undefined), anything),
    extra: anything,
  },
  { requiredKeys: [] },
);

describe('isApiError', () => {
  it('answers what apiErrorSchema answers, for any value', () => {
    fc.assert(
      fc.property(fc.oneof(modelLike, anything, fc.array(anything)), (value) => {
        expect(isApiError(value)).toBe(apiErrorSchema.safeParse(value).success);
      }),
      { numRuns: 2_000 },
    );
  });

  it.each([
    [{ ErrorCode: ErrorCode.NotFound, Type: ErrorType.Danger, Message: 'Nije pronađeno.' }, true],
    [{ ErrorCode: 400, Type: 4, Message: 'x', clientEntryErrors: [{ name: 'naziv', error: 'Obavezno.' }] }, true],
    [{ ErrorCode: 400, Type: 4, Message: 'x', clientEntryErrors: undefined, RequestId: 'req-1' }, true],
    [{ ErrorCode: 400, Type: 4, Message: 'x', clientEntryErrors: [{ name: 'naziv' }] }, false],
    [{ ErrorCode: 1.5, Type: 4, Message: 'x' }, false],
    [{ ErrorCode: Number.MAX_SAFE_INTEGER + 1, Type: 4, Message: 'x' }, false],
    [{ ErrorCode: 1, Type: 4 }, false],
    [[{ ErrorCode: 1, Type: 4, Message: 'x' }], false],
    [null, false],
    ['{"ErrorCode":1}', false],
  ])('%j is the error model: %s', (value, expected) => {
    expect(isApiError(value)).toBe(expected);
    expect(apiErrorSchema.safeParse(value).success).toBe(expected);
  });
});
