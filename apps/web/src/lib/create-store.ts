import { useSyncExternalStore } from 'react';

/** A tiny external store: `get`, `set` with an updater, `subscribe`, and a selector hook. */
export function createStore<S>(initial: S) {
  let state = initial;
  const listeners = new Set<() => void>();

  const store = {
    get: () => state,
    set(update: S | ((prev: S) => S)) {
      const next = typeof update === 'function' ? (update as (prev: S) => S)(state) : update;
      if (Object.is(next, state)) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };

  // biome-ignore lint/correctness/noComponentHookFactories: each store's hook is made once, with the store, at module load.
  function useStore<T>(selector: (s: S) => T): T {
    return useSyncExternalStore(store.subscribe, () => selector(state), () => selector(initial));
  }

  return { ...store, useStore };
}
