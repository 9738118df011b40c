import { type HelpCenterValue, systemPaths } from '@lumen/contracts/system/system.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, getApiLanguage } from '@/lib/api-client.ts';

export function getHelpCenter(signal?: AbortSignal): Promise<HelpCenterValue> {
  return apiRequest<HelpCenterValue>(systemPaths.helpCenter, {
    query: { lang: getApiLanguage(), device: 'WEB' },
    signal,
  });
}

export const getHelpCenterQueryOptions = () =>
  queryOptions({
    queryKey: ['help', 'center'],
    queryFn: ({ signal }) => getHelpCenter(signal),
    staleTime: 10 * 60_000,
  });

export const useHelpCenter = () => useQuery(getHelpCenterQueryOptions());
