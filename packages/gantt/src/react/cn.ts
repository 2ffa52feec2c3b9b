/** Joins class names, skipping falsy ones (the package has no tailwind-merge: callers' classes come last). */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
