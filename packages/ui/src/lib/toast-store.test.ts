import { describe, expect, it, vi } from 'vitest';
import { createToastStore } from './toast-store.ts';

describe('toast store', () => {
  it('adds, notifies and dismisses toasts', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const id = store.show({ type: 1, message: 'Sačuvano' });
    store.show({ type: 4, message: 'Greška' });
    expect(store.getSnapshot().map((item) => item.message)).toEqual(['Sačuvano', 'Greška']);
    store.dismiss(id);
    expect(store.getSnapshot()).toHaveLength(1);
    store.dismiss();
    expect(store.getSnapshot()).toHaveLength(0);
    expect(listener).toHaveBeenCalledTimes(4);
    unsubscribe();
    store.show({ type: 2, message: 'x' });
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('keeps the snapshot stable between changes', () => {
    const store = createToastStore();
    expect(store.getSnapshot()).toBe(store.getSnapshot());
  });
});
