import { describe, expect, it } from 'vitest';
import { ageInDays, ageRowClassName, scaleColor, shareOfRange } from './color-scale.ts';

describe('scaleColor', () => {
  it.each([
    { value: 0, min: 0, max: 100, emphasized: false, expected: 'rgba(255, 0, 0, 0.1)' },
    { value: 100, min: 0, max: 100, emphasized: false, expected: 'rgba(0, 255, 0, 0.1)' },
    { value: 50, min: 0, max: 100, emphasized: false, expected: 'rgba(128, 128, 0, 0.1)' },
    { value: 100, min: 0, max: 100, emphasized: true, expected: 'rgba(0, 255, 0, 0.3)' },
    { value: 5, min: 5, max: 5, emphasized: true, expected: 'rgba(0, 255, 0, 0.3)' },
    { value: 150, min: 0, max: 100, emphasized: false, expected: 'rgba(0, 255, 0, 0.1)' },
  ])('$value in [$min, $max] emphasized=$emphasized', ({ value, min, max, emphasized, expected }) => {
    expect(scaleColor(value, min, max, { isEmphasized: emphasized })).toBe(expected);
  });

  it('clamps the share of the range', () => {
    expect(shareOfRange(-5, 0, 10)).toBe(0);
    expect(shareOfRange(15, 0, 10)).toBe(1);
    expect(shareOfRange(Number.NaN, 0, 10)).toBe(1);
  });
});

describe('ageInDays', () => {
  const now = new Date('2026-03-12T12:00:00Z');
  it.each([
    ['2026-03-12T08:00:00Z', 0],
    ['2026-03-10T12:00:00Z', 2],
    ['2026-03-01T12:00:00Z', 8],
    ['2025-01-01T00:00:00Z', 8],
    ['2026-03-20T00:00:00Z', 0],
    ['not a date', 0],
  ])('%s → %i', (date, days) => {
    expect(ageInDays(date, now)).toBe(days);
  });
  it('maps ages to classes', () => {
    expect(ageRowClassName('2026-03-12T08:00:00Z', now)).toBe('');
    expect(ageRowClassName('2025-01-01', now)).toBe('bg-danger-subtle');
  });
});
