import { formatDate } from '@rp/fields';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../model/generate-project.ts';
import { formatDay } from './format.ts';

describe('formatDay', () => {
  it('writes what formatDate of @rp/fields writes for UTC days', () => {
    const random = createRandom(5);
    for (let i = 0; i < 500; i++) {
      const day = Date.UTC(1990, 0, 1) + Math.floor(random() * 20_000) * 86_400_000 + Math.floor(random() * 86_400_000);
      expect(formatDay(day)).toBe(formatDate(day, { timeZone: 'UTC' }));
    }
    expect(formatDay(Date.UTC(2026, 10, 2, 23, 59, 59, 999))).toBe('02/11/2026');
  });
});
