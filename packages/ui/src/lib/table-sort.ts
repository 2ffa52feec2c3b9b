interface SortState {
  id: string;
  desc: boolean;
}

/** Our sorting rule (part 2 §4): the same column flips direction; a new column starts ascending. */
function nextSorting(current: readonly SortState[], columnId: string): SortState[] {
  const active = current[0];
  if (active && active.id === columnId) return [{ id: columnId, desc: !active.desc }];
  return [{ id: columnId, desc: false }];
}

/** Compares cell values: numbers and dates numerically, text by Serbian collation, empty last. */
function compareValues(a: unknown, b: unknown): number {
  const isEmpty = (value: unknown) => value === null || value === undefined || value === '';
  if (isEmpty(a) || isEmpty(b)) return isEmpty(a) === isEmpty(b) ? 0 : isEmpty(a) ? 1 : -1;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

const collator = new Intl.Collator('sr-Latn', { numeric: true, sensitivity: 'base' });

export { nextSorting, compareValues };
export type { SortState };
