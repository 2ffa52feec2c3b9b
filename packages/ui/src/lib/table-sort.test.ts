import { describe, expect, it } from 'vitest';
import { compareValues, nextSorting } from './table-sort.ts';

describe('nextSorting', () => {
  it.each([
    { current: [], column: 'naziv', expected: [{ id: 'naziv', desc: false }] },
    { current: [{ id: 'naziv', desc: false }], column: 'naziv', expected: [{ id: 'naziv', desc: true }] },
    { current: [{ id: 'naziv', desc: true }], column: 'naziv', expected: [{ id: 'naziv', desc: false }] },
    { current: [{ id: 'naziv', desc: true }], column: 'cena', expected: [{ id: 'cena', desc: false }] },
  ])('$column after $current', ({ current, column, expected }) => {
    expect(nextSorting(current, column)).toEqual(expected);
  });
});

describe('compareValues', () => {
  it('orders numbers numerically and text by Serbian collation', () => {
    expect([10, 2, 33].sort(compareValues)).toEqual([2, 10, 33]);
    expect(['Čačak', 'Beograd', 'Cerovac', 'Ćuprija'].sort(compareValues)).toEqual([
      'Beograd',
      'Cerovac',
      'Čačak',
      'Ćuprija',
    ]);
    expect(['stan 10', 'stan 2'].sort(compareValues)).toEqual(['stan 2', 'stan 10']);
  });
  it('puts empty values last', () => {
    expect([null, 3, '', 1].sort(compareValues)).toEqual([1, 3, null, '']);
  });
  it('compares dates', () => {
    const a = new Date('2026-01-02');
    const b = new Date('2026-01-01');
    expect(compareValues(a, b)).toBeGreaterThan(0);
  });
});
