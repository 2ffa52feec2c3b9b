import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildPath, isRouteId } from './routes.ts';

describe('id route parameters', () => {
  it('are 1 to 8 digits (part 1 §2)', () => {
    for (const id of ['1', '7', '007', '180', '99999999']) expect(isRouteId(id)).toBe(true);
    for (const id of [undefined, '', '123456789', 'abc', '1a', '-1', '1.5', ' 1', '１'])
      expect(isRouteId(id)).toBe(false);
  });

  it('are never all zeros: no record has the id 0', () => {
    for (const id of ['0', '00', '00000000']) expect(isRouteId(id)).toBe(false);
  });

  it('take every id a record can have, as the addresses are built', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999 }), (id) => {
        const path = buildPath('klijenti.info', { klijentId: id });
        expect(isRouteId(path.split('/').at(-1))).toBe(true);
      }),
    );
  });
});
