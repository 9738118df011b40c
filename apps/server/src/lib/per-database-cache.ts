/**
 * A value read from the database and kept for `ttlMs` per database handle (a Kysely instance): for
 * settings that every call of a hot path needs and that change only when the operator
 * re-configures the site. A failed read is not kept; `forget(db)` makes the next call read again.
 */
export function cachedPerDatabase<D extends object, T>(
  ttlMs: number,
  load: (db: D) => Promise<T>,
): ((db: D) => Promise<T>) & { forget: (db: D) => void } {
  const cache = new WeakMap<D, { until: number; value: Promise<T> }>();
  const read = (db: D) => {
    const now = Date.now();
    const hit = cache.get(db);
    if (hit && hit.until > now) return hit.value;
    const value = load(db);
    cache.set(db, { until: now + ttlMs, value });
    value.catch(() => cache.delete(db));
    return value;
  };
  return Object.assign(read, { forget: (db: D) => void cache.delete(db) });
}
