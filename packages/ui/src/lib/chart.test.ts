import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHART_PALETTE,
  SERIES_ROUNDS,
  formatPercent,
  groupSmallShares,
  innerRadiusOf,
  paletteColor,
  pieBoxInSlice,
  pieLabelBox,
  pieLabelRequired,
  placePieLabels,
  seriesDash,
  seriesLook,
  seriesMarker,
  seriesPattern,
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
  const at = (radius: number, middle: number) => [radius * Math.sin(middle), -radius * Math.cos(middle)] as const;
  const fitsAt = (slice: { startAngle: number; endAngle: number }, radius: number, ring = pie) => {
    const middle = (slice.startAngle + slice.endAngle) / 2;
    const [x, y] = at(radius, middle);
    return pieBoxInSlice(x, y, box, slice, ring);
  };

  it('fits a large slice anywhere, and none of no size', () => {
    expect(fitsAt(share(50, Math.PI / 4), pie.label)).toBe(true);
    expect(fitsAt(share(12, Math.PI / 3), pie.label)).toBe(true);
    expect(fitsAt({ startAngle: 1, endAngle: 1 }, pie.label)).toBe(false);
  });

  it("fits a thin slice at 3 or 9 o'clock (the label lies along it) but not at 12 (it lies across it)", () => {
    expect(fitsAt(share(4, Math.PI / 2), pie.label)).toBe(true);
    expect(fitsAt(share(4, (3 * Math.PI) / 2), pie.label)).toBe(true);
    expect(fitsAt(share(4, 0.2), pie.label)).toBe(false);
    expect(fitsAt(share(4, Math.PI), pie.label)).toBe(false);
  });

  it("keeps a label within a doughnut's ring", () => {
    const thin = { inner: 140, outer: 160, label: 150 };
    expect(fitsAt(share(50, Math.PI / 2), 150, thin)).toBe(false);
    const wide = { inner: 80, outer: 160, label: 120 };
    expect(fitsAt(share(50, Math.PI / 2), 120, wide)).toBe(true);
  });
});

describe('placing the labels of a pie', () => {
  const pie = { inner: 0, outer: 162, label: 100.44 };
  const bounds = { halfWidth: 500, halfHeight: 170 };
  /** Slices of these percentages in order from 12 o'clock, clockwise, as d3.pie lays them out. */
  const slicesOf = (percents: number[]) => {
    let start = 0;
    return percents.map((percent) => {
      const sweep = (percent / 100) * 2 * Math.PI;
      const slice = {
        startAngle: start,
        endAngle: start + sweep,
        value: percent,
        box: pieLabelBox(formatPercent(percent)),
      };
      start += sweep;
      return slice;
    });
  };

  it('labels the largest slices at 12 o’clock, where the label ring is too narrow across them (the QA case)', () => {
    // the clients' pie of the demo firm: three large slices from 12 o'clock, a grey 'others' slice of 24.83 % last
    const percents = [6.35, 5.61, 4.8, 4.7, 4.44, 4.13, 4.1, 4.02, 3.71, 3.46, 3.25, 3.15, 2.48, 2.44, 2.34, 2.28];
    const rest = 100 - percents.reduce((a, b) => a + b, 0) - 24.83;
    const slices = slicesOf([...percents, ...Array.from({ length: 7 }, () => rest / 7), 24.83]);
    const labelled = new Set(placePieLabels(slices, pie, { bounds }).map((placement) => placement.index));
    for (const index of [0, 1, 2, slices.length - 1]) expect(labelled).toContain(index);
  });

  it('puts a required label beside the pie when it fits nowhere inside, and may leave a small one out', () => {
    const slices = slicesOf([4.2, ...Array.from({ length: 23 }, () => 95.8 / 23)]);
    const isRequired = (index: number) => index === 0;
    const placements = placePieLabels(slices, pie, { bounds: { halfWidth: 200, halfHeight: 200 }, isRequired });
    const first = placements.find((placement) => placement.index === 0);
    expect(first?.isOutside).toBe(true);
    // clear of the rim: the box's nearest point is outside the pie
    const { width, height } = slices[0]!.box;
    const nearest = Math.hypot(
      Math.max(0, Math.abs(first!.x) - width / 2),
      Math.max(0, Math.abs(first!.y) - height / 2),
    );
    expect(nearest).toBeGreaterThan(pie.outer);
    // not required, the same slice has no label
    expect(placePieLabels(slices, pie, { bounds }).some((placement) => placement.index === 0)).toBe(false);
  });

  it('writes the three largest and any of a tenth or more always', () => {
    const isRequired = pieLabelRequired([5, 30, 1, 12, 11, 2, 10]);
    expect([0, 1, 2, 3, 4, 5, 6].filter(isRequired)).toEqual([1, 3, 4, 6]);
  });

  it('never lets a label stick out of its slice, nor two labels overlap', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0.2, max: 40, noNaN: true }), { minLength: 1, maxLength: 24 }), (raw) => {
        const total = raw.reduce((a, b) => a + b, 0);
        const slices = slicesOf(raw.map((value) => (100 * value) / total));
        const placements = placePieLabels(slices, pie, { bounds, isRequired: pieLabelRequired(raw) });
        for (const placement of placements) {
          const slice = slices[placement.index]!;
          if (!placement.isOutside) expect(pieBoxInSlice(placement.x, placement.y, slice.box, slice, pie)).toBe(true);
        }
        for (let i = 0; i < placements.length; i++)
          for (let j = i + 1; j < placements.length; j++) {
            const [a, b] = [placements[i]!, placements[j]!];
            const [boxA, boxB] = [slices[a.index]!.box, slices[b.index]!.box];
            const overlaps =
              Math.abs(a.x - b.x) < (boxA.width + boxB.width) / 2 &&
              Math.abs(a.y - b.y) < (boxA.height + boxB.height) / 2;
            expect(overlaps).toBe(false);
          }
      }),
    );
  });
});

describe('telling series apart beyond the palette', () => {
  it('keeps the first 12 plain and gives each later round its own pattern, dash and point', () => {
    expect(seriesLook(0)).toEqual({ color: CHART_PALETTE[0], round: 0 });
    expect(seriesLook(11).round).toBe(0);
    expect(seriesLook(12)).toEqual({ color: CHART_PALETTE[0], round: 1 });
    const looks = Array.from({ length: 50 }, (_, index) => seriesLook(index));
    const keys = looks.map((look) => `${look.color} ${seriesPattern(look.round)}`);
    expect(new Set(keys).size).toBe(50);
    const lineKeys = looks.map((look) => `${look.color} ${seriesDash(look.round)} ${seriesMarker(look.round)}`);
    expect(new Set(lineKeys).size).toBe(50);
    expect(new Set(Array.from({ length: SERIES_ROUNDS }, (_, round) => seriesDash(round))).size).toBe(SERIES_ROUNDS);
  });
});
