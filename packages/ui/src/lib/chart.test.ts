import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHART_PALETTE,
  formatPercent,
  groupSmallShares,
  innerRadiusOf,
  paletteColor,
  pieLabelBox,
  pieLabelFits,
  toPercentages,
} from './chart.ts';

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

describe('a pie label inside its slice', () => {
  // a pie of radius 160 (a phone): labels at 0.62 of the radius
  const pie = { inner: 0, outer: 160, label: 99.2 };
  const share = (percent: number, middle: number) => {
    const sweep = (percent / 100) * 2 * Math.PI;
    return { startAngle: middle - sweep / 2, endAngle: middle + sweep / 2 };
  };
  const box = pieLabelBox('4,09 %');

  it('fits a large slice anywhere, and none of no size', () => {
    expect(pieLabelFits(share(50, 0), pie, box)).toBe(true);
    expect(pieLabelFits(share(12, Math.PI / 3), pie, box)).toBe(true);
    expect(pieLabelFits({ startAngle: 1, endAngle: 1 }, pie, box)).toBe(false);
  });

  it("fits a thin slice at 3 or 9 o'clock (the label lies along it) but not at 12 (it lies across it)", () => {
    expect(pieLabelFits(share(4, Math.PI / 2), pie, box)).toBe(true);
    expect(pieLabelFits(share(4, (3 * Math.PI) / 2), pie, box)).toBe(true);
    expect(pieLabelFits(share(4, 0), pie, box)).toBe(false);
    expect(pieLabelFits(share(4, Math.PI), pie, box)).toBe(false);
  });

  it("keeps a label within a doughnut's ring", () => {
    const thin = { inner: 140, outer: 160, label: 150 };
    expect(pieLabelFits(share(50, Math.PI / 2), thin, box)).toBe(false);
    const wide = { inner: 80, outer: 160, label: 120 };
    expect(pieLabelFits(share(50, Math.PI / 2), wide, box)).toBe(true);
  });

  it('never lets a label stick out of its slice across the radius', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.001, max: 0.5, noNaN: true }),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        fc.integer({ min: 3, max: 9 }),
        (fraction, middle, characters) => {
          const slice = share(fraction * 100, middle);
          const label = pieLabelBox('9'.repeat(characters));
          if (!pieLabelFits(slice, pie, label)) return;
          const sweep = slice.endAngle - slice.startAngle;
          const across = label.width * Math.abs(Math.cos(middle)) + label.height * Math.abs(Math.sin(middle));
          expect(across).toBeLessThanOrEqual(2 * pie.label * Math.sin(sweep / 2) + 1e-9);
        },
      ),
    );
  });
});
