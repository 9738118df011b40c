import type { Redis } from 'ioredis';

/**
 * Fixed-window counters for rate limits: in memory for one instance, in Redis when REDIS_URL is set
 * so every instance shares them. `hit` counts one event and answers the count inside the window;
 * `release` takes one back (a counter of things in progress), never below nothing.
 */
export interface RateCounter {
  hit(key: string, windowMs: number): Promise<number>;
  release(key: string): Promise<void>;
  peek(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export class MemoryRateCounter implements RateCounter {
  private readonly buckets = new Map<string, { count: number; until: number }>();
  private sweeps = 0;

  async hit(key: string, windowMs: number): Promise<number> {
    const now = Date.now();
    if (++this.sweeps % 1000 === 0) this.sweep(now);
    const bucket = this.buckets.get(key);
    if (!bucket || bucket.until <= now) {
      this.buckets.set(key, { count: 1, until: now + windowMs });
      return 1;
    }
    bucket.count += 1;
    return bucket.count;
  }

  async release(key: string): Promise<void> {
    const bucket = this.buckets.get(key);
    if (!bucket) return;
    bucket.count -= 1;
    if (bucket.count <= 0 || bucket.until <= Date.now()) this.buckets.delete(key);
  }

  async peek(key: string): Promise<number> {
    const bucket = this.buckets.get(key);
    return bucket && bucket.until > Date.now() ? bucket.count : 0;
  }

  async reset(key: string): Promise<void> {
    this.buckets.delete(key);
  }

  async close(): Promise<void> {
    this.buckets.clear();
  }

  private sweep(now: number) {
    for (const [key, bucket] of this.buckets) if (bucket.until <= now) this.buckets.delete(key);
  }
}

/**
 * Counts one event and starts the window at the first, atomically. A script rather than
 * `PEXPIRE ... NX`, which Redis only has from version 7: on an older server that transaction is
 * refused whole and every limit would fail.
 */
const HIT_SCRIPT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

/** Takes one back while the window lasts; an expired counter is not brought back below nothing. */
const RELEASE_SCRIPT = `if redis.call('EXISTS', KEYS[1]) == 1 then
  if redis.call('DECR', KEYS[1]) <= 0 then redis.call('DEL', KEYS[1]) end
end
return 0`;

export class RedisRateCounter implements RateCounter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'rl:',
  ) {}

  async hit(key: string, windowMs: number): Promise<number> {
    return Number(await this.redis.eval(HIT_SCRIPT, 1, this.prefix + key, Math.max(1, Math.ceil(windowMs))));
  }

  async release(key: string): Promise<void> {
    await this.redis.eval(RELEASE_SCRIPT, 1, this.prefix + key);
  }

  async peek(key: string): Promise<number> {
    return Number((await this.redis.get(this.prefix + key)) ?? 0);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}

export async function createRateCounter(redisUrl: string | undefined): Promise<RateCounter> {
  if (!redisUrl) return new MemoryRateCounter();
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
  await redis.connect();
  return new RedisRateCounter(redis);
}

/**
 * The address a per-address limit counts under: an IPv4 address as it is (also written IPv4-mapped,
 * `::ffff:a.b.c.d`), an IPv6 address by its /64 network. One IPv6 subscriber or host is handed a
 * whole /64, so counting single IPv6 addresses would give one caller billions of fresh counters.
 */
export function rateAddress(ip: string): string {
  if (!ip.includes(':')) return ip;
  const address = ip.split('%')[0]!.toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped) return mapped[1]!;
  const [head = '', tail] = address.split('::');
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])));
  const front = groupsOf(head);
  const back = tail === undefined ? [] : groupsOf(tail);
  const groups = tail === undefined ? front : [...front, ...Array(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((g) => (Number.parseInt(g, 16) || 0).toString(16))
    .join(':')}::/64`;
}
