import { describe, expect, it, vi } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { PlanCache, type PlanAnswer } from '../src/modules/gantt/plan-cache.ts';

interface Plan {
  currentTime: string;
  tasks: string[];
}

/** A data source whose stamp the test moves, counting the builds. */
function source(initial: string[] = ['a']) {
  let rows = initial;
  let version = 0;
  let count = 1;
  const state = {
    builds: 0,
    prunes: 0,
    change(next: string[]) {
      rows = next;
      version += 1;
      count += 1;
    },
    stamp: async () => `${count}:${version}`,
    build: async (): Promise<Plan> => {
      state.builds += 1;
      return { currentTime: 'built', tasks: [...rows] };
    },
    prune: async () => {
      state.prunes += 1;
      count = 1;
      version += 1;
    },
  };
  return state;
}

const parse = (answer: PlanAnswer) => {
  const body = Buffer.concat(answer.chunks);
  expect(body.length).toBe(answer.length);
  return JSON.parse((answer.encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8')) as Plan;
};
const at = (iso: string) => new Date(iso);

describe('PlanCache', () => {
  it('answers an unchanged plan from the cache with the current time of the request', async () => {
    const data = source(['a', 'ž']);
    const cache = new PlanCache<Plan>({ stamp: data.stamp });
    const first = parse(await cache.answer('k', at('2030-01-01T10:00:00Z'), false, data.build));
    const second = parse(await cache.answer('k', at('2030-01-01T10:05:00Z'), false, data.build));
    expect(first).toEqual({ currentTime: '2030-01-01T10:00:00.000Z', tasks: ['a', 'ž'] });
    expect(second).toEqual({ currentTime: '2030-01-01T10:05:00.000Z', tasks: ['a', 'ž'] });
    expect(data.builds).toBe(1);
  });

  it('answers gzip, once the compressed plan is ready, to a client that accepts it', async () => {
    const data = source(['č', 'ć', 'x'.repeat(10_000)]);
    const cache = new PlanCache<Plan>({ stamp: data.stamp });
    // the first answer is built now: its compressed form is made after it
    expect((await cache.answer('k', at('2030-01-01T10:00:00Z'), true, data.build)).encoding).toBe('identity');
    await vi.waitFor(async () => {
      expect((await cache.answer('k', new Date(), true, data.build)).encoding).toBe('gzip');
    });
    const zipped = await cache.answer('k', at('2030-01-01T11:00:00Z'), true, data.build);
    expect(zipped.length).toBeLessThan(1_000);
    // gunzip checks the trailer's CRC-32 and length
    expect(parse(zipped)).toEqual({ currentTime: '2030-01-01T11:00:00.000Z', tasks: ['č', 'ć', 'x'.repeat(10_000)] });
    expect((await cache.answer('k', new Date(), false, data.build)).encoding).toBe('identity');
    expect(data.builds).toBe(1);
  });

  it('builds again after a change, and per key', async () => {
    const data = source();
    const cache = new PlanCache<Plan>({ stamp: data.stamp });
    await cache.answer('k', new Date(), false, data.build);
    data.change(['b']);
    expect(parse(await cache.answer('k', new Date(), false, data.build)).tasks).toEqual(['b']);
    expect(parse(await cache.answer('other', new Date(), false, data.build)).tasks).toEqual(['b']);
    expect(data.builds).toBe(3);
  });

  it('does not keep a plan built while the data changed', async () => {
    const data = source(['old']);
    const cache = new PlanCache<Plan>({ stamp: data.stamp });
    const racing = async () => {
      const plan = await data.build();
      data.change(['new']); // committed while the build was reading
      return plan;
    };
    expect(parse(await cache.answer('k', new Date(), false, racing)).tasks).toEqual(['old']);
    expect(parse(await cache.answer('k', new Date(), false, data.build)).tasks).toEqual(['new']);
    expect(parse(await cache.answer('k', new Date(), false, data.build)).tasks).toEqual(['new']);
    expect(data.builds).toBe(2);
  });

  it('shares one build between requests for the same plan at once', async () => {
    const data = source();
    const cache = new PlanCache<Plan>({ stamp: data.stamp });
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => cache.answer('k', at(`2030-01-01T10:0${i}:00Z`), false, data.build)),
    );
    expect(data.builds).toBe(1);
    expect(answers.map((json) => parse(json).currentTime)).toEqual(
      Array.from({ length: 5 }, (_, i) => `2030-01-01T10:0${i}:00.000Z`),
    );
  });

  it('keeps the most recently used plans only', async () => {
    const data = source();
    const cache = new PlanCache<Plan>({ stamp: data.stamp, entries: 2 });
    await cache.answer('a', new Date(), false, data.build);
    await cache.answer('b', new Date(), false, data.build);
    await cache.answer('a', new Date(), false, data.build); // a is now the most recent
    await cache.answer('c', new Date(), false, data.build); // b goes
    expect(data.builds).toBe(3);
    await cache.answer('a', new Date(), false, data.build);
    expect(data.builds).toBe(3);
    await cache.answer('b', new Date(), false, data.build);
    expect(data.builds).toBe(4);
  });

  it('checks each built plan and answers nothing it refuses', async () => {
    const data = source();
    const cache = new PlanCache<Plan>({ stamp: data.stamp });
    const refuse = () => {
      throw new Error('not a plan');
    };
    await expect(cache.answer('k', new Date(), false, data.build, refuse)).rejects.toThrow('not a plan');
    await cache.answer('k', new Date(), false, data.build);
    expect(data.builds).toBe(2);
  });

  it('prunes the stamp table before a build once it has grown past its limit', async () => {
    const data = source();
    const cache = new PlanCache<Plan>({ stamp: data.stamp, prune: data.prune, pruneAbove: 3 });
    for (let i = 0; i < 3; i++) {
      data.change([String(i)]);
      await cache.answer('k', new Date(), false, data.build);
    }
    expect(data.prunes).toBe(1);
    expect(parse(await cache.answer('k', new Date(), false, data.build)).tasks).toEqual(['2']);
    expect(data.builds).toBe(3); // the plan built after the prune is the one answered from the cache
  });
});
