import { type ComponentType, lazy, Suspense, useState } from 'react';
import { ErrorBoundary } from '@/components/error-boundary/error-boundary.tsx';
import { ScreenLoader } from '@/components/loader/loader.tsx';
import { withScreenTexts } from '@/i18n/i18n.ts';
import { LoadFailureScreen } from './load-failure-screen.tsx';
import { classifyLoadError, SCREEN_LOAD_TIMEOUT, withLoadTimeout } from './screen-load-error.ts';

type Loader = () => Promise<{ default: ComponentType }>;

/**
 * A screen group loaded on demand. It shows a loader while the chunk and the screens' texts load
 * and, when the chunk or its stylesheet fails or takes longer than 120 s, a screen naming the failure and the address
 * with a retry that loads it afresh.
 */
export function lazyScreen(group: string, load: Loader, timeout = SCREEN_LOAD_TIMEOUT): ComponentType {
  const make = () =>
    lazy(() =>
      withLoadTimeout(withScreenTexts(load)(), group, timeout).catch((error: unknown) => {
        throw classifyLoadError(error, group);
      }),
    );
  let Screen = make();

  // biome-ignore lint/correctness/noComponentHookFactories: one component per lazily loaded screen, made once at module load.
  function LazyScreen() {
    const [attempt, setAttempt] = useState(0);
    return (
      <ErrorBoundary
        key={attempt}
        onReset={() => {
          Screen = make();
          setAttempt((a) => a + 1);
        }}
        fallback={(error, retry) => <LoadFailureScreen error={error} group={group} onRetry={retry} />}
      >
        <Suspense fallback={<ScreenLoader />}>
          <Screen />
        </Suspense>
      </ErrorBoundary>
    );
  }
  LazyScreen.displayName = `Lazy(${group})`;
  return LazyScreen;
}
