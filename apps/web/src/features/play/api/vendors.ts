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

/** A vendor's name by its code ("HOUSE" is the site's own originals), the code itself until the names load. */
export function useVendorName(): (code: string) => string {
  const lanes = useRecordVendors().data?.lanes;
  const names = new Map<string, string>();
  for (const lane of lanes ?? []) for (const card of lane.cards) if (!names.has(card.vassalage)) names.set(card.vassalage, card.displayName);
  return (code) => names.get(code) ?? code;
}
