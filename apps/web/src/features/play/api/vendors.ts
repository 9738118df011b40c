import { gameVendorResponseSchema, systemPaths } from '@lumen/contracts/system/system.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, getApiLanguage } from '@/lib/api-client.ts';
import { playKey } from './keys.ts';

/** The vendor lanes, for the records' vendor filter. */
export const getRecordVendorsQueryOptions = () =>
  queryOptions({
    queryKey: [...playKey, 'vendors'],
    queryFn: ({ signal }) =>
      apiRequest(systemPaths.gameVendor, { query: { platform: 'html5-desktop', language: getApiLanguage() }, schema: gameVendorResponseSchema, signal }),
    staleTime: 5 * 60_000,
  });

export const useRecordVendors = () => useQuery(getRecordVendorsQueryOptions());
