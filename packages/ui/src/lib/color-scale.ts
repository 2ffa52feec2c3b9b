/**
 * Row colours of the statistics tables (part 2 §9): red for the range's minimum, green for its maximum.
 * Totals and single-row groups are painted at opacity 0.3, other rows at 0.1.
 */
function shareOfRange(value: number, min: number, max: number): number {
  if (!Number.isFinite(value) || max <= min) return 1;
  return Math.min(1, Math.max(0, (value - min) / (max - min)));
}

interface ScaleColorOptions {
  /** A total row, or the only row of its group. */
  isEmphasized?: boolean;
}

function scaleColor(value: number, min: number, max: number, options: ScaleColorOptions = {}): string {
  const share = shareOfRange(value, min, max);
  const red = Math.round(255 * (1 - share));
  const green = Math.round(255 * share);
  const opacity = options.isEmphasized ? 0.3 : 0.1;
  return `rgba(${red}, ${green}, 0, ${opacity})`;
}

/**
 * Age class of list rows: days since a date, capped at 8 (part 2 §4). Returns 'age-0' … 'age-8'.
 * `now` is injectable for tests.
 */
function ageInDays(date: Date | string | number, now: Date = new Date()): number {
  const time = new Date(date).getTime();
  if (Number.isNaN(time)) return 0;
  const days = Math.floor((now.getTime() - time) / 86_400_000);
  return Math.min(8, Math.max(0, days));
}

/** Background utilities per age, a calm ramp from none to a warning tint. */
const ageRowClassNames = [
  '',
  'bg-success-subtle/60',
  'bg-success-subtle',
  'bg-info-subtle/60',
  'bg-info-subtle',
  'bg-warning-subtle/60',
  'bg-warning-subtle',
  'bg-danger-subtle/60',
  'bg-danger-subtle',
] as const;

function ageRowClassName(date: Date | string | number, now?: Date): string {
  return ageRowClassNames[ageInDays(date, now)] ?? '';
}

export { scaleColor, shareOfRange, ageInDays, ageRowClassName, ageRowClassNames };
export type { ScaleColorOptions };
