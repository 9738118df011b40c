import { type StatusValue, systemPaths } from '@lumen/contracts/system/system.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export function getStatus(signal?: AbortSignal): Promise<StatusValue> {
  return apiRequest<StatusValue>(systemPaths.status, { signal });
}

export const getStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'status'],
    queryFn: ({ signal }) => getStatus(signal),
    staleTime: 30_000,
    retry: 1,
  });

export const useStatus = () => useQuery(getStatusQueryOptions());
