import { type ReactNode, useEffect } from 'react';
import { ScreenLoader } from '@/components/loader/loader.tsx';
import { useStatus } from '@/features/system/api/get-status.ts';
import { usePermission } from '@/features/system/api/get-permission.ts';
import { MaintenancePage, RegionPage } from '@/features/system/components/status-page.tsx';
import { chooseImageCdn } from '@/lib/image-cdn.ts';

/**
 * Asks the site status on start: maintenance (1) shows the maintenance page and region
 * restriction (2) the region page instead of the site; maintenance wins. If the status cannot be
 * read the site is shown and its own calls report what is wrong.
 */
export function StatusGate({ children }: { children: ReactNode }) {
  const status = useStatus();
  const permission = usePermission();
  const imageCdn = permission.data?.info.imageCdn;
  useEffect(() => {
    if (imageCdn) chooseImageCdn(imageCdn);
  }, [imageCdn]);
  if (status.isPending) return <ScreenLoader fullscreen />;
  const value = status.data;
  if (value?.status === 1) return <MaintenancePage status={value} customerService={permission.data?.info.customerService} />;
  if (value?.status === 2) return <RegionPage status={value} customerService={permission.data?.info.customerService} />;
  return children;
}
