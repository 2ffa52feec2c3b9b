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

export { CHART_PALETTE, paletteColor, toPercentages, formatPercent, innerRadiusOf };
