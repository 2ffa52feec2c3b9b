/**
 * The 'nema' (none) rule of the work order's multi-selects (part 2 §4): none cannot coexist with other
 * choices, and whichever was chosen most recently wins.
 * - none added to others → only none;
 * - another added while none was selected → none removed;
 * - none and others arrive together (no history) → the last one in the list wins.
 */
function applyExclusiveOption<T>(previous: readonly T[], next: readonly T[], none: T): T[] {
  const unique = [...new Set(next)];
  if (!unique.includes(none) || unique.length === 1) return unique;
  const added = unique.filter((value) => !previous.includes(value));
  if (added.includes(none)) {
    // If none and others were added at once, the most recent (last) choice wins.
    const last = added[added.length - 1];
    return last === none ? [none] : unique.filter((value) => value !== none);
  }
  if (added.length > 0) return unique.filter((value) => value !== none);
  // Nothing new but none sits among others: the later entry in the list is the more recent choice.
  return unique[unique.length - 1] === none ? [none] : unique.filter((value) => value !== none);
}

/** Toggles one value in a multi-select and applies the exclusive rule when `none` is given. */
function toggleOption<T>(selected: readonly T[], value: T, none?: T): T[] {
  const next = selected.includes(value) ? selected.filter((item) => item !== value) : [...selected, value];
  return none === undefined ? next : applyExclusiveOption(selected, next, none);
}

export { applyExclusiveOption, toggleOption };
