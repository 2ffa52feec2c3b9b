import { describe, expect, it } from 'vitest';
import { CHART_PALETTE, formatPercent, innerRadiusOf, paletteColor, toPercentages } from './chart.ts';

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
