import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROLES, sessionSchema } from '@rp/contract';
import { sessionFrom } from './session-shape.ts';

const anything = fc.oneof(fc.anything(), fc.double(), fc.string(), fc.constant(undefined), fc.constant(null));
const sessionLike = fc.record(
  {
    id: fc.oneof(fc.integer(), fc.double(), fc.constantFrom(Number.MAX_SAFE_INTEGER + 1, 0, -1, 2.5), anything),
    roles: fc.oneof(fc.array(fc.oneof(fc.constantFrom(...ROLES), fc.string(), anything), { maxLength: 4 }), anything),
    token: fc.oneof(fc.string(), anything),
    extra: anything,
  },
  { requiredKeys: [] },
);

describe('sessionFrom', () => {
  it('answers what sessionSchema answers, for any value', () => {
    fc.assert(
      fc.property(fc.oneof(sessionLike, anything, fc.array(anything)), (value) => {
        const parsed = sessionSchema.safeParse(value);
        expect(sessionFrom(value)).toEqual(parsed.success ? parsed.data : null);
      }),
      { numRuns: 2_000 },
    );
  });

  it('keeps only the session’s own fields', () => {
    expect(sessionFrom({ id: 7, roles: ['User'], token: 't', extra: 1 })).toEqual({
      id: 7,
      roles: ['User'],
      token: 't',
    });
    expect(sessionFrom({ id: 7, roles: [], token: 't' })).toBeNull();
    expect(sessionFrom({ id: 7, roles: ['Owner'], token: 't' })).toBeNull();
    expect(sessionFrom({ id: 7, roles: ['Admin'], token: '' })).toBeNull();
  });
});
