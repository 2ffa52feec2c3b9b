/** Joins class names, skipping empty ones; the consumer's className goes last so it can override. */
export function cx(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
