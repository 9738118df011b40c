import { type PermissionValue, systemPaths } from '@lumen/contracts/system/system.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { sessionCached } from '@/lib/session-cache.ts';

export function getPermission(signal?: AbortSignal): Promise<PermissionValue> {
  return apiRequest<PermissionValue>(systemPaths.permission, { signal });
}

/** Kept in session storage: it carries the registration validation rules and the vendor lists. */
export const getPermissionQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'permission'],
    ...sessionCached('permission', () => getPermission()),
    staleTime: 5 * 60_000,
  });

export const usePermission = () => useQuery(getPermissionQueryOptions());
