import type { PlannerLink } from '../model/types.ts';

export interface IndexedLink {
  link: PlannerLink;
  fromIndex: number;
  toIndex: number;
  /** The upper and lower display index the link touches. */
  lo: number;
  hi: number;
}

export interface LinkIndex {
  /** Links spanning at most LONG_LINK_ROWS rows, sorted by `lo`. */
  entries: readonly IndexedLink[];
  /** The most display rows one of `entries` spans. */
  maxSpan: number;
  /** Longer links, sorted by `lo`: few in a plan, and kept apart so one of them does not widen every search. */
  long: readonly IndexedLink[];
}

/** Links spanning more rows than this are kept apart (`LinkIndex.long`). */
export const LONG_LINK_ROWS = 64;

/** Links between shown rows, sorted by their upper row, so the links of a window are found by binary search. */
export function indexLinks(links: readonly PlannerLink[], displayIndexOf: ReadonlyMap<string, number>): LinkIndex {
  const entries: IndexedLink[] = [];
  const long: IndexedLink[] = [];
  let maxSpan = 0;
  for (const link of links) {
    const fromIndex = displayIndexOf.get(link.from);
    const toIndex = displayIndexOf.get(link.to);
    if (fromIndex === undefined || toIndex === undefined) continue;
    const lo = Math.min(fromIndex, toIndex);
    const hi = Math.max(fromIndex, toIndex);
    if (hi - lo > LONG_LINK_ROWS) {
      long.push({ link, fromIndex, toIndex, lo, hi });
      continue;
    }
    maxSpan = Math.max(maxSpan, hi - lo);
    entries.push({ link, fromIndex, toIndex, lo, hi });
  }
  entries.sort((a, b) => a.lo - b.lo);
  long.sort((a, b) => a.lo - b.lo);
  return { entries, maxSpan, long };
}

/** The links that touch or cross the display rows `first`..`last`. */
export function linksInWindow(index: LinkIndex, first: number, last: number): IndexedLink[] {
  const { entries, maxSpan } = index;
  const from = first - maxSpan;
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((entries[mid] as IndexedLink).lo < from) low = mid + 1;
    else high = mid;
  }
  const found: IndexedLink[] = [];
  for (let i = low; i < entries.length; i++) {
    const entry = entries[i] as IndexedLink;
    if (entry.lo > last) break;
    if (entry.hi >= first) found.push(entry);
  }
  for (const entry of index.long) {
    if (entry.lo > last) break;
    if (entry.hi >= first) found.push(entry);
  }
  return found;
}
