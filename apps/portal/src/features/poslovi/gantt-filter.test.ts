import { describe, expect, it } from 'vitest';
import { readFilter, writeFilter } from './gantt-filter.ts';

describe('the Gantt filter in the address', () => {
  it('reads what it wrote', () => {
    const filter = { aktivan: true, prvi: '2026-10-27', drugi: '2026-11-26', prioritet: 2 };
    expect(readFilter(writeFilter(filter))).toEqual(filter);
    expect(writeFilter({ aktivan: false }).toString()).toBe('aktivan=0');
  });

  it('leaves out what is not a filter value: bad days, priorities outside 1–3 (0 = all), other flags', () => {
    const params = new URLSearchParams('aktivan=yes&prvi=2026-13&drugi=26.11.2026&prioritet=0');
    expect(readFilter(params)).toEqual({});
    expect(readFilter(new URLSearchParams('prioritet=4&prvi=2026-01-05%00'))).toEqual({});
    expect(readFilter(new URLSearchParams('prioritet=3&aktivan=0'))).toEqual({ prioritet: 3, aktivan: false });
  });
});
