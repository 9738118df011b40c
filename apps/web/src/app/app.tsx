import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { BrowserRouter, useLocation, useRoutes } from 'react-router';
import { getGameVendorsQueryOptions } from '@/features/catalogue/api/get-game-vendors.ts';
import { getAnnouncementsQueryOptions } from '@/features/content/api/get-announcements.ts';
import { getPermissionQueryOptions } from '@/features/system/api/get-permission.ts';
import { getStatusQueryOptions } from '@/features/system/api/get-status.ts';
import { ErrorBoundary } from '@/components/error-boundary/error-boundary.tsx';
import { isAdminPath } from '@/config/paths.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { AppProvider } from './provider.tsx';
import { LoadFailureScreen } from './router/load-failure-screen.tsx';
import { routes } from './router/routes.tsx';
import { StatusGate } from './status-gate.tsx';

/** The site's query client: a call answered with MAINTENANCE or REGION_RESTRICTED makes the site ask its status again. */
export function createAppQueryClient(): QueryClient {
  const client = createQueryClient(() => void client.invalidateQueries({ queryKey: getStatusQueryOptions().queryKey }));
  return client;
}

/**
 * Asks, at start and side by side, what the first screen waits for: the site status (the status
 * gate), the announcements (the home banners), the permission and the game vendors (menus and
 * rows), so none of them waits for the status to answer first.
 */
export function prefetchStartup(client: QueryClient): void {
  void client.prefetchQuery(getStatusQueryOptions());
  void client.prefetchQuery(getAnnouncementsQueryOptions());
  void client.prefetchQuery(getPermissionQueryOptions());
  void client.prefetchQuery(getGameVendorsQueryOptions());
}

/**
 * The route tree under a plain browser router: the site uses no route loaders or actions, so the
 * data router (and its code) stays out of the first download. The member site waits behind the
 * status gate; the operator desk (/admin and below) does not, so operators can work during
 * maintenance and from any address (the server does not gate /api/admin either).
 */
function AppRoutes() {
  const element = useRoutes(routes);
  const { pathname } = useLocation();
  return isAdminPath(pathname) ? element : <StatusGate>{element}</StatusGate>;
}

/**
 * The last resort: a failure no part of the page caught (each screen and lazily loaded part has a
 * boundary of its own) shows the failure screen, with retry and reload, instead of a blank page.
 */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary fallback={(error, reset) => <LoadFailureScreen error={error} group="app" onRetry={reset} />}>{children}</ErrorBoundary>;
}

export function App({ queryClient: given }: { queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createAppQueryClient());
  return (
    <AppErrorBoundary>
      <AppProvider queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProvider>
    </AppErrorBoundary>
  );
}
