import { useMemo, useRef } from 'react';
import type { PlannerTask } from '../model/types.ts';

// Row recycling for the virtualized grid and chart. A row that scrolls out of view hands its slot (its React key, so
// its DOM elements) to a row that scrolls in: the browser then changes a few texts and attributes of elements it has
// already styled instead of building, styling and laying out ~25 new elements per row and dropping as many. A fling
// moves ~15 rows a frame, and building them was most of its frame (`npm run bench -- gantt-view`).
//
// The rows are returned in slot order, not in display order: an element whose place in its parent changes is taken
// out and put back, which costs as much as a new one. Their `top` places them; the grid's row group and the chart
// give assistive technology the display order with `aria-owns` (task-grid.tsx, gantt-chart.tsx).

/** A row in view and the React key of the elements it is drawn in. */
export interface RowSlot<T> {
  key: string;
  item: T;
}

export class RowSlots {
  private slotOf = new Map<string, number>();
  private generations: number[] = [];

  /**
   * The slot of each item, by its `id`: an id still in view keeps its slot; a new one takes the lowest slot an id
   * has left. A slot whose id `keepsIdentity` (the row holding focus or an open editor) is not handed to another
   * id: its key changes, so the element goes with its id instead of showing another row with the focus still in it.
   */
  assign<T>(items: readonly T[], idOf: (item: T) => string, keepsIdentity: (id: string) => boolean): RowSlot<T>[] {
    const next = new Map<string, number>();
    const bySlot: (T | undefined)[] = [];
    const waiting: T[] = [];
    for (const item of items) {
      const id = idOf(item);
      const slot = this.slotOf.get(id);
      if (slot === undefined || next.has(id)) waiting.push(item);
      else {
        next.set(id, slot);
        bySlot[slot] = item;
      }
    }
    for (const [id, slot] of this.slotOf) {
      if (!next.has(id) && keepsIdentity(id)) this.generations[slot] = (this.generations[slot] ?? 0) + 1;
    }
    let free = 0;
    for (const item of waiting) {
      while (bySlot[free] !== undefined) free++;
      bySlot[free] = item;
      next.set(idOf(item), free);
    }
    this.slotOf = next;
    const out: RowSlot<T>[] = [];
    bySlot.forEach((item, slot) => {
      if (item !== undefined) out.push({ key: `${slot}.${this.generations[slot] ?? 0}`, item });
    });
    return out;
  }
}

/**
 * The rows in view (display indexes; an index past `rows` is a padding row) with their recycled keys. `pinned`
 * tasks (the current one, the one being edited or dragged) keep their elements when they leave the view.
 */
export function useRowSlots(
  rowIndexes: readonly number[],
  rows: readonly number[],
  tasks: readonly PlannerTask[],
  pinned: readonly (string | undefined)[],
): RowSlot<number>[] {
  const slots = useRef<RowSlots>(null);
  slots.current ??= new RowSlots();
  const pool = slots.current;
  const pinnedKey = pinned.join('\n');
  return useMemo(() => {
    const keep = new Set(pinnedKey.split('\n'));
    const idAt = (index: number): string => tasks[rows[index] ?? -1]?.id ?? `empty-${index}`;
    return pool.assign(rowIndexes, idAt, (taskId) => keep.has(taskId));
  }, [pool, rowIndexes, rows, tasks, pinnedKey]);
}
