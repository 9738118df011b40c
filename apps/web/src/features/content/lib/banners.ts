import type { Banner } from '@lumen/contracts/system/system.contract';

export type BannerGroup = Banner['groupName'];

export function bannersOf(banners: readonly Banner[] | undefined, group: BannerGroup): Banner[] {
  return (banners ?? []).filter((b) => b.groupName === group).sort((a, b) => a.sort - b.sort);
}
