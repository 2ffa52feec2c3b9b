import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RowSlots } from './row-slots.ts';

const window = (first: number, count: number): string[] => Array.from({ length: count }, (_, i) => `t${first + i}`);
const never = (): boolean => false;
const id = (item: string): string => item;

describe('row slots', () => {
  it('hands the slots of rows scrolled out to the rows scrolled in, and keeps the slot order', () => {
    const slots = new RowSlots();
    expect(slots.assign(window(0, 4), id, never)).toEqual([
      { key: '0.0', item: 't0' },
      { key: '1.0', item: 't1' },
      { key: '2.0', item: 't2' },
      { key: '3.0', item: 't3' },
    ]);
    // two rows down: t0 and t1 leave, t4 and t5 take their slots; t2 and t3 keep theirs; no element moves
    expect(slots.assign(window(2, 4), id, never)).toEqual([
      { key: '0.0', item: 't4' },
      { key: '1.0', item: 't5' },
      { key: '2.0', item: 't2' },
      { key: '3.0', item: 't3' },
    ]);
  });

  it('does not hand the slot of a row that keeps its identity (focus, an open editor) to another row', () => {
    const slots = new RowSlots();
    slots.assign(window(0, 3), id, never);
    const next = slots.assign(window(1, 3), id, (taskId) => taskId === 't0');
    // t3 takes slot 0, under a new key: React builds a new element and the focused one goes with t0
    expect(next).toEqual([
      { key: '0.1', item: 't3' },
      { key: '1.0', item: 't1' },
      { key: '2.0', item: 't2' },
    ]);
  });

  it('grows and shrinks with the window', () => {
    const slots = new RowSlots();
    slots.assign(window(0, 2), id, never);
    expect(slots.assign(window(0, 4), id, never).map((slot) => slot.key)).toEqual(['0.0', '1.0', '2.0', '3.0']);
    expect(slots.assign(window(3, 1), id, never)).toEqual([{ key: '3.0', item: 't3' }]);
  });

  it('gives unique keys, and a row in two windows in a row the same key (generated windows)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ first: fc.nat(200), count: fc.nat(40), pinned: fc.nat(240) }), { maxLength: 30 }),
        (windows) => {
          const slots = new RowSlots();
          let previous = new Map<string, string>();
          for (const { first, count, pinned } of windows) {
            const assigned = slots.assign(window(first, count), id, (taskId) => taskId === `t${pinned}`);
            const keys = assigned.map((slot) => slot.key);
            expect(new Set(keys).size).toBe(count);
            expect(assigned.map((slot) => slot.item).sort()).toEqual(window(first, count).sort());
            const now = new Map(assigned.map((slot) => [slot.item, slot.key]));
            for (const [item, key] of now) {
              if (previous.has(item)) expect(previous.get(item)).toBe(key);
            }
            // a key shown for another row before belongs to a row that left, and never to the pinned one's
            const keyOwner = new Map([...previous].map(([item, key]) => [key, item]));
            for (const [item, key] of now) {
              const owner = keyOwner.get(key);
              if (owner !== undefined && owner !== item) expect(owner).not.toBe(`t${pinned}`);
            }
            previous = now;
          }
        },
      ),
    );
  });
});
