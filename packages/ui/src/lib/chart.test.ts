import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHART_PALETTE, formatPercent, groupSmallShares, innerRadiusOf, paletteColor, toPercentages } from './chart.ts';

describe('chart palette', () => {
  it('has 12 colours and cycles', () => {
    expect(CHART_PALETTE).toHaveLength(12);
    expect(paletteColor(12)).toBe(paletteColor(0));
    expect(paletteColor(25)).toBe(paletteColor(1));
    expect(new Set(CHART_PALETTE).size).toBe(12);
  });
});

describe('percentages', () => {
  it('shares a total and rounds labels to 2 decimals', () => {
    const shares = toPercentages([1, 2, 3]);
    expect(shares.reduce((a, b) => a + b, 0)).toBeCloseTo(100);
    expect(formatPercent(shares[0]!, 'en-US')).toBe('16,67 %');
    expect(formatPercent(12.345, 'sr-Latn-RS')).toMatch(/^12,35\s?%$/);
  });
  it('handles zero totals and negatives', () => {
    expect(toPercentages([0, 0])).toEqual([0, 0]);
    expect(toPercentages([-5, 5])).toEqual([0, 100]);
  });
  it('cuts out half the radius for a doughnut only', () => {
    expect(innerRadiusOf('doughnut', 100)).toBe(50);
    expect(innerRadiusOf('pie', 100)).toBe(0);
  });
});

describe('grouping the small shares of a pie', () => {
  const shares = (...values: number[]) => values.map((value, id) => ({ id, value }));

  it('keeps every slice up to the limit', () => {
    const slices = shares(5, 1, 3);
    expect(groupSmallShares(slices, 3)).toEqual({ kept: slices, others: undefined });
  });

  it('keeps the largest in their order and sums the rest', () => {
    const { kept, others } = groupSmallShares(shares(1, 9, 2, 8, 3, 7), 4);
    expect(kept.map((slice) => slice.id)).toEqual([1, 3, 5]);
    expect(others).toEqual({ count: 3, value: 6 });
  });

  it('breaks ties by position and counts negatives as nothing', () => {
    const { kept, others } = groupSmallShares(shares(2, -4, 2, 2), 3);
    expect(kept.map((slice) => slice.id)).toEqual([0, 2]);
    expect(others).toEqual({ count: 2, value: 2 });
  });

  it('always leaves the whole and the largest shares intact', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -10, max: 1_000, noNaN: true }), { maxLength: 200 }),
        fc.integer({ min: 1, max: 40 }),
        (values, max) => {
          const slices = shares(...values);
          const { kept, others } = groupSmallShares(slices, max);
          const positive = (value: number) => Math.max(0, value);
          const total = values.reduce((sum, value) => sum + positive(value), 0);
          const drawn = kept.reduce((sum, slice) => sum + positive(slice.value), 0) + (others?.value ?? 0);
          expect(drawn).toBeCloseTo(total, 6);
          expect(kept.length + (others ? 1 : 0)).toBe(Math.min(values.length, max));
          expect(kept.length + (others?.count ?? 0)).toBe(values.length);
          // kept in their original order, and none left out is larger than one kept
          expect(kept.map((slice) => slice.id)).toEqual([...kept.map((slice) => slice.id)].sort((a, b) => a - b));
          const keptIds = new Set(kept.map((slice) => slice.id));
          const smallestKept = Math.min(...kept.map((slice) => positive(slice.value)));
          for (const slice of slices) {
            if (!keptIds.has(slice.id)) expect(positive(slice.value)).toBeLessThanOrEqual(smallestKept);
          }
        },
      ),
    );
  });
});
