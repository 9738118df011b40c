import { describe, expect, it } from 'vitest';
import { createBatcher } from '../../src/lib/batcher.ts';

/** A batch runner that records each batch and answers when told to. */
function recorder<I>() {
  const batches: I[][] = [];
  const pending: (() => void)[] = [];
  const run = (items: I[]) => {
    batches.push(items);
    return new Promise<string[]>((resolve) => pending.push(() => resolve(items.map((item) => `done:${String(item)}`))));
  };
  /** Answers every batch, including those the answers let start, until none is left. */
  const releaseAll = async () => {
    for (let idle = 0; idle < 3; ) {
      const next = pending.shift();
      if (next) {
        next();
        idle = 0;
      } else {
        idle += 1;
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { batches, run, releaseAll };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('batcher', () => {
  it('when items arrive while a batch is in flight, then they wait and travel together in the next one', async () => {
    const r = recorder<number>();
    const batcher = createBatcher<number, string>({ run: r.run, keys: () => [], maxItems: 10, concurrency: 1 });
    const first = batcher.submit(1);
    await tick();
    expect(r.batches).toEqual([[1]]);
    const later = [2, 3, 4].map((n) => batcher.submit(n));
    await tick();
    expect(r.batches).toHaveLength(1);
    const done = Promise.all([first, ...later]);
    await r.releaseAll();
    expect(await done).toEqual(['done:1', 'done:2', 'done:3', 'done:4']);
    expect(r.batches).toEqual([[1], [2, 3, 4]]);
  });

  it('when two items hold the same key, then they go in different batches, in the order submitted', async () => {
    const r = recorder<string>();
    const batcher = createBatcher<string, string>({ run: r.run, keys: (item) => [item.split(':')[0] as string], maxItems: 10, concurrency: 1 });
    const all = Promise.all(['a:1', 'b:1', 'a:2', 'c:1', 'a:3', 'b:2'].map((item) => batcher.submit(item)));
    await r.releaseAll();
    await all;
    expect(r.batches).toEqual([['a:1', 'b:1', 'c:1'], ['a:2', 'b:2'], ['a:3']]);
  });

  it('when more items wait than a batch holds, then the rest go in the next', async () => {
    const r = recorder<number>();
    const batcher = createBatcher<number, string>({ run: r.run, keys: () => [], maxItems: 2, concurrency: 1 });
    const all = Promise.all([1, 2, 3, 4, 5].map((n) => batcher.submit(n)));
    await r.releaseAll();
    await all;
    expect(r.batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('when a batch fails, then each of its items gets the error and the next batch still runs', async () => {
    let calls = 0;
    const batcher = createBatcher<number, number>({
      run: async (items) => {
        calls += 1;
        if (calls === 1) throw new Error('database went away');
        return items.map((n) => n * 2);
      },
      keys: () => [],
      maxItems: 10,
      concurrency: 1,
    });
    const failed = await Promise.allSettled([batcher.submit(1), batcher.submit(2)]);
    expect(failed.map((f) => f.status)).toEqual(['rejected', 'rejected']);
    expect(await batcher.submit(3)).toBe(6);
  });

  it('when a batch answers fewer results than items, then every item of it fails', async () => {
    const batcher = createBatcher<number, number>({ run: async () => [1], keys: () => [], maxItems: 10, concurrency: 1 });
    const settled = await Promise.allSettled([batcher.submit(1), batcher.submit(2)]);
    expect(settled.every((s) => s.status === 'rejected')).toBe(true);
  });
});
