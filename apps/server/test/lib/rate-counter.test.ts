import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryRateCounter, type RateCounter, RedisRateCounter } from '../../src/lib/rate-limit.ts';

/** The Redis counters run when TEST_REDIS_URL names a server (CI sets it), the memory ones always. */
const redisUrl = process.env.TEST_REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 }) : null;
afterAll(async () => {
  await redis?.quit();
});

const kinds: [string, () => Promise<RateCounter>][] = [['memory', async () => new MemoryRateCounter()]];
if (redis) {
  kinds.push([
    'Redis',
    async () => {
      if (redis.status === 'wait') await redis.connect();
      // Its own prefix, so runs side by side and the keys of a running server never meet.
      return new RedisRateCounter(redis, `rl-test:${randomUUID()}:`);
    },
  ]);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(kinds)('the %s rate counter', (_name, make) => {
  it('when events are counted, then each hit answers the count inside the window, and a new window starts from one', async () => {
    const rates = await make();
    expect(await rates.hit('a', 300)).toBe(1);
    expect(await rates.hit('a', 300)).toBe(2);
    expect(await rates.hit('b', 300)).toBe(1);
    expect(await rates.peek('a')).toBe(2);
    // A later hit does not stretch the window: it ends 300 ms after the first.
    await sleep(350);
    expect(await rates.peek('a')).toBe(0);
    expect(await rates.hit('a', 300)).toBe(1);
  });

  it('when a count is released, then it goes down by one and never below nothing', async () => {
    const rates = await make();
    await rates.release('never-hit');
    expect(await rates.hit('never-hit', 10_000)).toBe(1);
    expect(await rates.hit('turn', 10_000)).toBe(1);
    expect(await rates.hit('turn', 10_000)).toBe(2);
    await rates.release('turn');
    expect(await rates.peek('turn')).toBe(1);
    await rates.release('turn');
    await rates.release('turn');
    expect(await rates.peek('turn')).toBe(0);
    expect(await rates.hit('turn', 10_000)).toBe(1);
  });

  it('when a count is reset, then the next hit starts again from one', async () => {
    const rates = await make();
    await rates.hit('c', 10_000);
    await rates.hit('c', 10_000);
    await rates.reset('c');
    expect(await rates.hit('c', 10_000)).toBe(1);
  });
});
