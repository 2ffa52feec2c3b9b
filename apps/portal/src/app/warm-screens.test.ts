import { describe, expect, it } from 'vitest';
import type { RouteId } from '@rp/contract';
import { WARM_AFTER_MS, warmScreens, type WarmOptions } from './warm-screens.ts';
import { isLoadingAhead, loadAhead } from '../lib/reload-once.ts';

/** A hand-driven clock and idle queue: each test says when time passes and when the browser is idle. */
function scheduler() {
  const log: string[] = [];
  let timer: { ms: number; run: () => void } | undefined;
  const idle: Array<() => void> = [];
  const pending = new Map<RouteId, () => void>();
  const options: WarmOptions = {
    load: (id) => {
      log.push(`load ${id}`);
      return new Promise<void>((resolve) => pending.set(id, resolve));
    },
    whenIdle: (run) => {
      idle.push(run);
      return () => idle.splice(idle.indexOf(run), 1);
    },
    after: (ms, run) => {
      timer = { ms, run };
      return () => (timer = undefined);
    },
  };
  return {
    options,
    log,
    idle,
    elapse: () => {
      const due = timer;
      timer = undefined;
      due?.run();
      return due?.ms;
    },
    idleOnce: () => idle.shift()?.(),
    finish: async (id: RouteId) => {
      pending.get(id)?.();
      // The next screen is asked for once the load's promise has settled.
      await Promise.resolve();
      await Promise.resolve();
    },
  };
}

describe('warmScreens', () => {
  it('waits, then loads one screen per idle moment, each after the one before has loaded', async () => {
    const s = scheduler();
    warmScreens(['klijenti.list', 'procene.list'], s.options);
    expect(s.log).toEqual([]);
    expect(s.elapse()).toBe(WARM_AFTER_MS);
    expect(s.log).toEqual([]);
    s.idleOnce();
    expect(s.log).toEqual(['load klijenti.list']);
    // Not idle-scheduled again before the first load is in.
    expect(s.idle).toHaveLength(0);
    await s.finish('klijenti.list');
    expect(s.idle).toHaveLength(1);
    s.idleOnce();
    expect(s.log).toEqual(['load klijenti.list', 'load procene.list']);
    await s.finish('procene.list');
    expect(s.idle).toHaveLength(0);
  });

  it('stops when the shell goes away: before the wait ends, while waiting for idle, or between screens', async () => {
    const early = scheduler();
    warmScreens(['klijenti.list'], early.options)();
    expect(early.elapse()).toBeUndefined();
    expect(early.log).toEqual([]);

    const waiting = scheduler();
    const stopWaiting = warmScreens(['klijenti.list'], waiting.options);
    waiting.elapse();
    stopWaiting();
    expect(waiting.idle).toHaveLength(0);
    expect(waiting.log).toEqual([]);

    const between = scheduler();
    const stopBetween = warmScreens(['klijenti.list', 'procene.list'], between.options);
    between.elapse();
    between.idleOnce();
    stopBetween();
    await between.finish('klijenti.list');
    expect(between.idle).toHaveLength(0);
    expect(between.log).toEqual(['load klijenti.list']);
  });
});

describe('loadAhead', () => {
  it('marks the page as loading ahead until the load settles, failed or not', async () => {
    expect(isLoadingAhead()).toBe(false);
    let fail!: (error: Error) => void;
    const load = loadAhead(() => new Promise<void>((_, reject) => (fail = reject)));
    expect(isLoadingAhead()).toBe(true);
    fail(new Error('Failed to fetch dynamically imported module'));
    await expect(load).rejects.toThrow('dynamically imported');
    expect(isLoadingAhead()).toBe(false);
  });
});
