import type { Redis } from 'ioredis';

/**
 * Fixed-window counters for rate limits: in memory for one instance, in Redis when REDIS_URL is set
 * so every instance shares them. `hit` counts one event and answers the count inside the window.
 */
export interface RateCounter {
  hit(key: string, windowMs: number): Promise<number>;
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

export class RedisRateCounter implements RateCounter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'rl:',
  ) {}

  async hit(key: string, windowMs: number): Promise<number> {
    const k = this.prefix + key;
    const [[, count]] = (await this.redis.multi().incr(k).pexpire(k, windowMs, 'NX').exec()) as [[unknown, number]];
    return count;
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
