import { type ComponentType, type FunctionComponent, lazy, type ReactNode, Suspense, useState } from 'react';
import { ErrorBoundary } from './error-boundary.tsx';

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
}

/**
 * A part of a page (a modal, a popup, the signed-in header) loaded on demand, with a boundary of
 * its own: should its chunk fail to download (a flaky network, or a release that replaced the files
 * while the page was open), `failed` draws in its place and the rest of the page goes on. React.lazy
 * keeps a rejected import for good, so a retry makes a fresh lazy component that imports again (as
 * lazyScreen does for whole screens).
 */
export function lazyPart<T extends FunctionComponent<never>>(
  load: () => Promise<{ default: T }>,
  { loading, failed }: LazyPartOptions<PropsOf<T>>,
): ComponentType<PropsOf<T>> {
  type P = PropsOf<T>;
  // T takes PropsOf<T>, which TypeScript does not see through the conditional type.
  const make = () => lazy(load as unknown as () => Promise<{ default: ComponentType<P> }>);
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
