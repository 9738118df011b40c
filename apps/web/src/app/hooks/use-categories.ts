import { useMemo } from 'react';
import { useGameVendors } from '@/features/catalogue/api/get-game-vendors.ts';
import { buildCategories, type Category } from '@/features/catalogue/lib/build-categories.ts';
import { usePermission } from '@/features/system/api/get-permission.ts';

/**
 * The game categories for menus and pages: the vendor lanes arranged with the site's settings.
 * `error` is set only when no lanes could be had: a failed refresh keeps the lanes it had (those
 * cached in the session too), so the pages keep showing them.
 */
export function useCategories(): { categories: Category[]; loading: boolean; error: Error | null; refetch: () => void } {
  const lanes = useGameVendors();
  const permission = usePermission();
  const info = permission.data?.info;
  const categories = useMemo(
    () =>
      buildCategories(lanes.data?.lanes ?? [], {
        esportVendors: info?.esportVendors,
        cockfightVendors: info?.cockfightVendors,
      }),
    [lanes.data, info?.esportVendors, info?.cockfightVendors],
  );
  return { categories, loading: lanes.isPending, error: lanes.data === undefined ? lanes.error : null, refetch: () => void lanes.refetch() };
}
