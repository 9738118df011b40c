import { type CountryItem, countryCodeResponseSchema, systemPaths } from '@lumen/contracts/system/system.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export function getCountryCodes(signal?: AbortSignal): Promise<CountryItem[]> {
  return apiRequest(systemPaths.countryCode, { schema: countryCodeResponseSchema, signal });
}

export const getCountryCodesQueryOptions = () =>
  queryOptions({ queryKey: ['system', 'countryCode'], queryFn: ({ signal }) => getCountryCodes(signal), staleTime: 60 * 60_000 });

export const useCountryCodes = () => useQuery(getCountryCodesQueryOptions());
