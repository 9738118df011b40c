import { type StatusValue, systemPaths } from '@lumen/contracts/system/system.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export function getStatus(signal?: AbortSignal): Promise<StatusValue> {
  return apiRequest<StatusValue>(systemPaths.status, { signal });
}

/** How often a maintenance or region page asks again whether the site is open. */
export const STATUS_RECHECK_MS = 30_000;

/** Maintenance (1) and region restriction (2) hold the visitor on a status page until the status changes. */
const holdsVisitor = (status: StatusValue | undefined) => status?.status === 1 || status?.status === 2;

/**
 * The site status. While it holds the visitor on a status page, it is asked again every 30 s and
 * whenever the window regains focus, so the site opens by itself once the operator reopens it;
 * an open site (0) does not poll.
 */
export const getStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'status'],
    queryFn: ({ signal }) => getStatus(signal),
    staleTime: 30_000,
    retry: 1,
    refetchInterval: (query) => (holdsVisitor(query.state.data) ? STATUS_RECHECK_MS : false),
    refetchOnWindowFocus: (query) => (holdsVisitor(query.state.data) ? 'always' : false),
  });

export const useStatus = () => useQuery(getStatusQueryOptions());
