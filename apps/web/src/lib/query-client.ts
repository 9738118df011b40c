import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** Codes after which the site status is asked again (the app may need to switch to a status page). */
const STATUS_CODES = new Set(['MAINTENANCE', 'REGION_RESTRICTED']);

export function createQueryClient(onStatusChange?: () => void): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError(error) {
        if (error instanceof ApiError && STATUS_CODES.has(error.code)) onStatusChange?.();
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}
