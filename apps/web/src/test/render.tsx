import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider.tsx';
import { routes } from '@/app/router/routes.tsx';

export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
}

export function renderWithProviders(ui: ReactNode, queryClient = testQueryClient()) {
  return { queryClient, ...render(<AppProvider queryClient={queryClient}>{ui}</AppProvider>) };
}

/** The whole route table in memory, starting at `path`. */
export function renderRoutes(path: string, queryClient = testQueryClient()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = renderWithProviders(<RouterProvider router={router} />, queryClient);
  return { router, ...utils };
}
