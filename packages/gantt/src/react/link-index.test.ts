import { describe, expect, it } from 'vitest';
import { createRandom } from '../model/generate-project.ts';
import type { PlannerLink } from '../model/types.ts';
import { LONG_LINK_ROWS, indexLinks, linksInWindow } from './link-index.ts';

describe('links in a window of rows', () => {
  it('finds exactly the links touching or crossing the window', () => {
    const random = createRandom(3);
    const rows = 500;
    const displayIndexOf = new Map(Array.from({ length: rows }, (_, i) => [`t${i}`, i]));
    const links: PlannerLink[] = Array.from({ length: 800 }, () => {
      const a = Math.floor(random() * rows);
      const b = Math.min(rows - 1, a + Math.floor(random() * (random() < 0.05 ? 300 : 10)));
      return { from: `t${a}`, to: `t${b}`, lag: 0 };
    });
    links.push({ from: 't1', to: 'missing', lag: 0 });
    const index = indexLinks(links, displayIndexOf);
    // long links are kept apart, so a search never reaches back further than LONG_LINK_ROWS rows
    expect(index.maxSpan).toBeLessThanOrEqual(LONG_LINK_ROWS);
    expect(index.long.length).toBeGreaterThan(0);
    for (const [first, last] of [
      [0, 20],
      [100, 130],
      [480, 499],
      [250, 250],
    ] as const) {
      const expected = links.filter((link) => {
        const a = displayIndexOf.get(link.from);
        const b = displayIndexOf.get(link.to);
        return a !== undefined && b !== undefined && Math.max(a, b) >= first && Math.min(a, b) <= last;
      });
      const found = linksInWindow(index, first, last).map((entry) => entry.link);
      expect(new Set(found)).toEqual(new Set(expected));
    }
  });
});
