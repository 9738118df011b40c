import type { ComponentType, FunctionComponent } from 'react';
import { lazyPart } from '@/components/error-boundary/lazy-part.tsx';
import { ScreenLoader } from '@/components/loader/loader.tsx';
import { withScreenTexts } from '@/i18n/i18n.ts';
import { LoadFailureScreen } from './load-failure-screen.tsx';
import { classifyLoadError, SCREEN_LOAD_TIMEOUT, withLoadTimeout } from './screen-load-error.ts';

type Loader = () => Promise<{ default: ComponentType }>;

/**
 * A screen group loaded on demand. It shows a loader while the chunk and the screens' texts load
 * and, when the chunk or its stylesheet fails or takes longer than 120 s, a screen naming the failure and the address
 * with a retry that loads it afresh (a lazily loaded part, see lazyPart, the size of a screen).
 */
export function lazyScreen(group: string, load: Loader, timeout = SCREEN_LOAD_TIMEOUT): ComponentType {
  const LazyScreen = lazyPart(
    () =>
      withLoadTimeout(withScreenTexts(load)(), group, timeout).catch((error: unknown) => {
        throw classifyLoadError(error, group);
      }) as Promise<{ default: FunctionComponent }>,
    {
      loading: () => <ScreenLoader />,
      failed: (_props, retry, error) => <LoadFailureScreen error={error} group={group} onRetry={retry} />,
      timeout: null,
    },
  );
  LazyScreen.displayName = `Lazy(${group})`;
  return LazyScreen;
}
