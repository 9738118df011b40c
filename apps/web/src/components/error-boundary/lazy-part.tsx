import { type ComponentType, type FunctionComponent, lazy, type ReactNode, Suspense, useState } from 'react';
import { settleWithin } from '@/lib/load-timeout.ts';
import { ErrorBoundary } from './error-boundary.tsx';

/** How long a part's chunk may take before its `failed` takes its place, with the retry. */
export const PART_LOAD_TIMEOUT = 30_000;

/** A part's chunk that had not arrived when its time was up. */
export class PartLoadTimeout extends Error {
  constructor(ms: number) {
    super(`the part did not load within ${ms / 1000} s`);
    this.name = 'Timeout';
  }
}

/** A component's props; none (an empty object) for a component that takes none. */
type PropsOf<T> = T extends (props: infer P) => unknown ? (unknown extends P ? object : P) : never;

interface LazyPartOptions<P> {
  /**
   * Drawn while the chunk loads. Without it the part has no Suspense of its own and the caller's
   * is used (a transition can then keep what was there until the part arrives).
   */
  loading?: (props: P) => ReactNode;
  /** Drawn in the part's place when its chunk could not be loaded (or it failed to draw); `retry` imports it again. */
  failed: (props: P, retry: () => void, error: unknown) => ReactNode;
  /**
   * Milliseconds the chunk may take before it counts as failed (PART_LOAD_TIMEOUT by default); null
   * when `load` keeps time itself (a screen's, which names the failure its own way).
   */
  timeout?: number | null;
}

/**
 * A part of a page (a modal, a popup, the signed-in header) loaded on demand, with a boundary of
 * its own: should its chunk fail to download (a flaky network, or a release that replaced the files
 * while the page was open) or not arrive in time, `failed` draws in its place and the rest of the
 * page goes on. React.lazy
 * keeps a rejected import for good, so a retry makes a fresh lazy component that imports again (as
 * lazyScreen does for whole screens).
 */
export function lazyPart<T extends FunctionComponent<never>>(
  load: () => Promise<{ default: T }>,
  { loading, failed, timeout = PART_LOAD_TIMEOUT }: LazyPartOptions<PropsOf<T>>,
): ComponentType<PropsOf<T>> {
  type P = PropsOf<T>;
  const timed = timeout === null ? load : () => settleWithin(load(), timeout, () => new PartLoadTimeout(timeout));
  // T takes PropsOf<T>, which TypeScript does not see through the conditional type.
  const make = () => lazy(timed as unknown as () => Promise<{ default: ComponentType<P> }>);
  let Part = make();

  // biome-ignore lint/correctness/noComponentHookFactories: one component per lazily loaded part, made once at module load.
  function LazyPart(props: P) {
    const [attempt, setAttempt] = useState(0);
    const part = <Part {...props} />;
    return (
      <ErrorBoundary
        key={attempt}
        onReset={() => {
          Part = make();
          setAttempt((a) => a + 1);
        }}
        fallback={(error, retry) => failed(props, retry, error)}
      >
        {loading ? <Suspense fallback={loading(props)}>{part}</Suspense> : part}
      </ErrorBoundary>
    );
  }
  return LazyPart;
}
