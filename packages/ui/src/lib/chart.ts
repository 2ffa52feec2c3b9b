import { formatNumber } from './format.ts';

/**
 * The 12-colour chart palette, read in a repeating pattern of three (part 2 §9): three hue families
 * (teal, amber, indigo), each in four shades, so neighbouring slices always differ in hue.
 */
const CHART_PALETTE = [
  '#0f766e',
  '#d97706',
  '#4f46e5',
  '#14b8a6',
  '#f59e0b',
  '#818cf8',
  '#115e59',
  '#92400e',
  '#3730a3',
  '#5eead4',
  '#fcd34d',
  '#c7d2fe',
] as const;

function paletteColor(index: number): string {
  return CHART_PALETTE[((index % CHART_PALETTE.length) + CHART_PALETTE.length) % CHART_PALETTE.length]!;
}

/** Shares of a total as percentages; an empty or zero total gives zeros. */
function toPercentages(values: readonly number[]): number[] {
  const total = values.reduce((sum, value) => sum + Math.max(0, value), 0);
  return values.map((value) => (total > 0 ? (Math.max(0, value) / total) * 100 : 0));
}

/** A percent label rounded to 2 decimals in the product's number format, in every language: 12.345 → '12,35 %'. */
function formatPercent(value: number, _locale?: string): string {
  return `${formatNumber(value, 2)} %`;
}

/** Doughnut and pie inner radius: cutout 50 % for a doughnut, 0 for a pie. */
function innerRadiusOf(variant: 'pie' | 'doughnut', outerRadius: number): number {
  return variant === 'doughnut' ? outerRadius * 0.5 : 0;
}

/** The pie's default limit of slices drawn one by one: two rounds of the palette, and a legend that stays readable. */
const PIE_MAX_SLICES = 24;

interface Share {
  value: number;
}

/**
 * The slices a pie draws one by one when there are too many to see: the `max - 1` largest keep their place (ties: the
 * earlier one), and every other one is summed into `others`. Up to `max` slices come back as they are, so a pie with
 * few slices shows each. Values below 0 count as 0, as in the pie itself. Linear in the number of slices (times the
 * few kept).
 */
function groupSmallShares<T extends Share>(
  slices: readonly T[],
  max: number,
): { kept: readonly T[]; others: { count: number; value: number } | undefined } {
  const limit = Math.max(1, Math.floor(max));
  if (slices.length <= limit) return { kept: slices, others: undefined };
  const keep = limit - 1;
  // the indexes of the largest `keep` values (ties: the earlier), found in one pass: `top` stays sorted from the
  // largest down, and a value enters only when it beats the smallest kept (no sort of thousands of slices)
  const top: number[] = [];
  const valueAt = (index: number) => Math.max(0, slices[index]!.value);
  for (let index = 0; index < slices.length && keep > 0; index++) {
    const value = valueAt(index);
    if (top.length === keep && value <= valueAt(top[keep - 1]!)) continue;
    let at = top.length === keep ? keep - 1 : top.length;
    while (at > 0 && valueAt(top[at - 1]!) < value) at--;
    if (top.length === keep) top.pop();
    top.splice(at, 0, index);
  }
  const keptIndexes = top.sort((a, b) => a - b);
  const isKept = new Uint8Array(slices.length);
  for (const index of keptIndexes) isKept[index] = 1;
  let value = 0;
  for (let index = 0; index < slices.length; index++) {
    if (!isKept[index]) value += Math.max(0, slices[index]!.value);
  }
  return { kept: keptIndexes.map((index) => slices[index]!), others: { count: slices.length - keep, value } };
}

/**
 * The box a slice's percent label takes: 12 px text with a 2 px outline, each character by its width in a sans-serif
 * face (digits ~0.64 em, separators and spaces ~0.32 em, '%' ~0.95 em), erring wide.
 */
const PIE_LABEL_FONT_PX = 12;
const PIE_LABEL_HEIGHT_PX = 13;

function pieLabelBox(text: string): { width: number; height: number } {
  let ems = 0;
  for (const character of text) ems += character === '%' ? 0.95 : /[\d\p{L}]/u.test(character) ? 0.64 : 0.32;
  return { width: ems * PIE_LABEL_FONT_PX + 2, height: PIE_LABEL_HEIGHT_PX };
}

/**
 * Whether a slice's label, a box centred on the slice's middle angle at `ring.label` px from the centre, lies inside
 * the slice: across it (the chord of the slice at that radius) and along the radius (between the ring's edges).
 * Angles as d3.pie gives them: radians clockwise from 12 o'clock. A label that does not fit is not drawn: the slices
 * beside it would cover it, or it would cover them; the legend and the table carry every share.
 */
function pieLabelFits(
  slice: { startAngle: number; endAngle: number },
  ring: { inner: number; outer: number; label: number },
  box: { width: number; height: number },
): boolean {
  const sweep = slice.endAngle - slice.startAngle;
  if (sweep <= 0) return false;
  const middle = (slice.startAngle + slice.endAngle) / 2;
  // the box's extent across the radius (along the arc) and along it
  const across = box.width * Math.abs(Math.cos(middle)) + box.height * Math.abs(Math.sin(middle));
  const along = box.width * Math.abs(Math.sin(middle)) + box.height * Math.abs(Math.cos(middle));
  const chord = sweep >= Math.PI ? Infinity : 2 * ring.label * Math.sin(sweep / 2);
  const room = Math.min(ring.outer - ring.label, ring.label - ring.inner);
  return across <= chord && along / 2 <= room;
}

export {
  CHART_PALETTE,
  PIE_MAX_SLICES,
  paletteColor,
  toPercentages,
  formatPercent,
  innerRadiusOf,
  groupSmallShares,
  pieLabelBox,
  pieLabelFits,
};
