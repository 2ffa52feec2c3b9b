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

/**
 * What tells a series apart beyond its colour. The palette has 12 colours; from the 13th series on they come round
 * again, so each round of the palette has its own mark: a fill pattern for bars and slices, a dash and a point shape
 * for lines. Round 0 is plain (the first 12 series look as they always did); six rounds tell 72 series apart, more than
 * a chart is ever given (the resources chart takes 50).
 */
interface SeriesLook {
  color: string;
  /** 0 plain; 1–5 the palette's later rounds. */
  round: number;
}

const SERIES_ROUNDS = 6;

function seriesLook(index: number): SeriesLook {
  const at = Math.max(0, Math.floor(index));
  return { color: paletteColor(at), round: Math.floor(at / CHART_PALETTE.length) % SERIES_ROUNDS };
}

/** A round's fill pattern over the series' colour: none, stripes one way, a grid, dots, stripes the other way, bars. */
const SERIES_PATTERNS = ['solid', 'diagonal', 'grid', 'dots', 'antidiagonal', 'horizontal'] as const;
type SeriesPattern = (typeof SERIES_PATTERNS)[number];
/** A round's line dash (never the provisional stretch's '5 4') and its points' shape. */
const SERIES_DASHES = ['', '10 3 2 3', '2 3', '10 3 2 3 2 3', '14 4', '6 2 6 6'] as const;
const SERIES_MARKERS = ['circle', 'square', 'triangle', 'diamond', 'cross', 'triangleDown'] as const;
type SeriesMarker = (typeof SERIES_MARKERS)[number];

function seriesPattern(round: number): SeriesPattern {
  return SERIES_PATTERNS[round % SERIES_ROUNDS]!;
}

function seriesDash(round: number): string {
  return SERIES_DASHES[round % SERIES_ROUNDS]!;
}

function seriesMarker(round: number): SeriesMarker {
  return SERIES_MARKERS[round % SERIES_ROUNDS]!;
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

/** Where a slice's percent label goes: inside its slice, or beside it outside the pie (then with a tick to it). */
interface PieLabelPlacement {
  /** The slice's index. */
  index: number;
  /** The label box's centre, from the pie's centre (SVG coordinates: y down). */
  x: number;
  y: number;
  isOutside: boolean;
}

interface PieLabelInput {
  startAngle: number;
  endAngle: number;
  value: number;
  box: { width: number; height: number };
}

/** The labels every pie writes whatever their angle: its three largest slices, and any of a tenth or more. */
const PIE_LABELS_ALWAYS = 3;
const PIE_LABEL_ALWAYS_SHARE = 0.1;
/** The room kept around a pie whose large slice is labelled outside it: gap, tick and a label's height. */
const PIE_OUTSIDE_ROOM = 22;
/** How far past the rim an outside label starts. */
const PIE_OUTSIDE_GAP = 6;

/** d3.pie's angle of a point (radians clockwise from 12 o'clock, 0 to 2π). */
function angleOf(x: number, y: number): number {
  const angle = Math.atan2(x, -y);
  return angle < 0 ? angle + 2 * Math.PI : angle;
}

/** The box's points every 2 px along its edges. */
function boxOutline(cx: number, cy: number, box: { width: number; height: number }): Array<[number, number]> {
  const [left, top] = [cx - box.width / 2, cy - box.height / 2];
  const points: Array<[number, number]> = [];
  const across = Math.max(1, Math.ceil(box.width / 2));
  const down = Math.max(1, Math.ceil(box.height / 2));
  for (let i = 0; i <= across; i++) {
    const x = left + (box.width * i) / across;
    points.push([x, top], [x, top + box.height]);
  }
  for (let j = 1; j < down; j++) {
    const y = top + (box.height * j) / down;
    points.push([left, y], [left + box.width, y]);
  }
  return points;
}

/** The distance from the pie's centre to the box's nearest point (0 when the box holds the centre). */
function nearestDistance(cx: number, cy: number, box: { width: number; height: number }): number {
  const dx = Math.max(0, Math.abs(cx) - box.width / 2);
  const dy = Math.max(0, Math.abs(cy) - box.height / 2);
  return Math.hypot(dx, dy);
}

/**
 * Whether a label box centred at (cx, cy) lies wholly inside the slice: within the ring (1 px from either edge) and
 * between the slice's two sides. Its outline is checked point by point, and its nearest point against a doughnut's
 * hole.
 */
function pieBoxInSlice(
  cx: number,
  cy: number,
  box: { width: number; height: number },
  slice: { startAngle: number; endAngle: number },
  ring: { inner: number; outer: number },
): boolean {
  const isWhole = slice.endAngle - slice.startAngle >= 2 * Math.PI - 1e-9;
  if (ring.inner > 0 && nearestDistance(cx, cy, box) < ring.inner + 1) return false;
  for (const [x, y] of boxOutline(cx, cy, box)) {
    const distance = Math.hypot(x, y);
    if (distance > ring.outer - 1) return false;
    if (isWhole || distance < 1e-6) continue;
    const angle = angleOf(x, y);
    if (angle < slice.startAngle - 1e-9 || angle > slice.endAngle + 1e-9) return false;
  }
  return true;
}

function boxesOverlap(
  a: { x: number; y: number; box: { width: number; height: number } },
  b: { x: number; y: number; box: { width: number; height: number } },
): boolean {
  return (
    Math.abs(a.x - b.x) < (a.box.width + b.box.width) / 2 + 2 &&
    Math.abs(a.y - b.y) < (a.box.height + b.box.height) / 2 + 2
  );
}

/**
 * Where each slice's label goes, the largest slices first. A label sits at the slice's middle angle, at the label
 * ring's radius if it fits there and else as near to it as it fits, out towards the rim (where a slice is wider) or in
 * towards the centre: a label lies level, so a slice pointing up or down is narrow across it at the label ring, and a
 * large slice at 12 o'clock had no label while a smaller one at 3 o'clock had one. A slice that must be labelled
 * (`isRequired`) and fits nowhere inside gets its label just outside the rim, if that stays within `bounds` (half the
 * SVG's width and height) and clear of the labels placed before it. Other labels that fit nowhere are left out: the
 * legend and the table carry every share.
 */
function placePieLabels(
  slices: readonly PieLabelInput[],
  ring: { inner: number; outer: number; label: number },
  options: { bounds?: { halfWidth: number; halfHeight: number }; isRequired?: (index: number) => boolean } = {},
): PieLabelPlacement[] {
  const order = slices.map((_, index) => index).sort((a, b) => slices[b]!.value - slices[a]!.value || a - b);
  const placed: Array<PieLabelPlacement & { box: { width: number; height: number } }> = [];
  for (const index of order) {
    const slice = slices[index]!;
    if (!(slice.endAngle - slice.startAngle > 0) || !(slice.value > 0)) continue;
    const middle = (slice.startAngle + slice.endAngle) / 2;
    const [sin, cos] = [Math.sin(middle), -Math.cos(middle)];
    let spot: { x: number; y: number; isOutside: boolean } | undefined;
    // the label ring first, then 2 px further out, 2 px further in, and so on
    for (let step = 0; !spot; step++) {
      const outward = ring.label + step * 2;
      const inward = ring.label - step * 2;
      if (outward > ring.outer && inward < ring.inner) break;
      for (const radius of step === 0 ? [outward] : [outward, inward]) {
        if (radius < ring.inner || radius > ring.outer) continue;
        if (pieBoxInSlice(radius * sin, radius * cos, slice.box, slice, ring)) {
          spot = { x: radius * sin, y: radius * cos, isOutside: false };
          break;
        }
      }
    }
    if (!spot && options.isRequired?.(index)) {
      // pushed out along the middle angle until the whole box clears the rim, then kept clear of the labels before it
      for (let radius = ring.outer + PIE_OUTSIDE_GAP; radius < ring.outer + 80 && !spot; radius += 2) {
        const [x, y] = [radius * sin, radius * cos];
        if (nearestDistance(x, y, slice.box) < ring.outer + PIE_OUTSIDE_GAP - 2) continue;
        const bounds = options.bounds;
        if (
          bounds &&
          (Math.abs(x) + slice.box.width / 2 > bounds.halfWidth ||
            Math.abs(y) + slice.box.height / 2 > bounds.halfHeight)
        )
          break;
        if (placed.some((other) => boxesOverlap(other, { x, y, box: slice.box }))) continue;
        spot = { x, y, isOutside: true };
      }
    }
    if (spot) placed.push({ index, ...spot, box: slice.box });
  }
  return placed.sort((a, b) => a.index - b.index).map(({ box: _box, ...placement }) => placement);
}

/** The slices whose label a pie always writes: the three largest, and any of a tenth of the whole or more. */
function pieLabelRequired(values: readonly number[]): (index: number) => boolean {
  const total = values.reduce((sum, value) => sum + Math.max(0, value), 0);
  const largest = new Set(
    values
      .map((value, index) => ({ value, index }))
      .filter((entry) => entry.value > 0)
      .sort((a, b) => b.value - a.value || a.index - b.index)
      .slice(0, PIE_LABELS_ALWAYS)
      .map((entry) => entry.index),
  );
  return (index) => largest.has(index) || (total > 0 && (values[index] ?? 0) / total >= PIE_LABEL_ALWAYS_SHARE);
}

export {
  CHART_PALETTE,
  PIE_OUTSIDE_ROOM,
  SERIES_ROUNDS,
  placePieLabels,
  pieBoxInSlice,
  pieLabelRequired,
  seriesDash,
  seriesLook,
  seriesMarker,
  seriesPattern,
  PIE_MAX_SLICES,
  paletteColor,
  toPercentages,
  formatPercent,
  innerRadiusOf,
  groupSmallShares,
  pieLabelBox,
};
export type { PieLabelPlacement, SeriesLook, SeriesMarker, SeriesPattern };
