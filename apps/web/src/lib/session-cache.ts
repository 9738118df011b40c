/**
 * Lists the platform keeps in session storage (vendor lanes, permission with its validation rules,
 * hot games). They seed the query cache on a reload and are dropped when the language changes.
 */
const PREFIX = 'cache.';

interface Stored<T> {
  at: number;
  data: T;
}

export function readSessionCache<T>(key: string): Stored<T> | undefined {
  try {
    const raw = sessionStorage.getItem(PREFIX + key);
    if (!raw) return undefined;
    const stored = JSON.parse(raw) as Stored<T>;
    return typeof stored.at === 'number' ? stored : undefined;
  } catch {
    return undefined;
  }
}

export function writeSessionCache<T>(key: string, data: T): void {
  try {
    sessionStorage.setItem(PREFIX + key, JSON.stringify({ at: Date.now(), data } satisfies Stored<T>));
  } catch {
    // Quota or privacy mode: the cache is an optimisation only.
  }
}

export function clearSessionCache(): void {
  try {
    for (const key of Object.keys(sessionStorage)) {
      if (key.startsWith(PREFIX)) sessionStorage.removeItem(key);
    }
  } catch {
    // Nothing cached when storage is unavailable.
  }
}

/** Query options that read from and write to the session cache. */
export function sessionCached<T>(key: string, fetcher: () => Promise<T>) {
  return {
    queryFn: async () => {
      const data = await fetcher();
      writeSessionCache(key, data);
      return data;
    },
    initialData: () => readSessionCache<T>(key)?.data,
    initialDataUpdatedAt: () => readSessionCache<T>(key)?.at,
  };
}
