import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { getStatusQueryOptions } from '@/features/system/api/get-status.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { AppProvider } from './provider.tsx';
import { routes } from './router/routes.tsx';
import { StatusGate } from './status-gate.tsx';

export function App() {
  const [queryClient] = useState(() => {
    // A call answered with MAINTENANCE or REGION_RESTRICTED makes the site ask its status again.
    const client = createQueryClient(() => void client.invalidateQueries({ queryKey: getStatusQueryOptions().queryKey }));
    return client;
  });
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <AppProvider queryClient={queryClient}>
      <StatusGate>
        <RouterProvider router={router} />
      </StatusGate>
    </AppProvider>
  );
}
