import type { Banner, GameCategory, VendorCard } from '@lumen/contracts/system/system.contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths, vendorPath } from '@/config/paths.ts';
import { openModal } from '@/lib/modal-store.ts';
import { isLoggedIn } from '@/lib/session.ts';
import { setGameType } from '@/lib/ui-store.ts';

const LOTTERY_TYPES = new Set<GameCategory>(['LOTT', 'ELOTT']);

/** Where a game or vendor leads: its page, the lottery pages, or the login popup for visitors. */
export function useGameActions() {
  const navigate = useNavigate();

  /** Plays a vendor's game, or opens its list; visitors are asked to log in first. */
  const playVendor = useCallback(
    (vendor: VendorCard) => {
      if (!isLoggedIn()) {
        openModal('login');
        return;
      }
      const gameCode = vendor.gameCode ?? vendor.vassalage;
      if (vendor.vassalage === 'TCG_LOTTO_VN') navigate(`${paths.vnLottery}?gameCode=${encodeURIComponent(gameCode)}`);
      else if (vendor.vassalage === 'TCG_SEA') navigate(`${paths.seaLottery}?gameCode=${encodeURIComponent(gameCode)}`);
      else if (LOTTERY_TYPES.has(vendor.gameType)) navigate(`${paths.lottery}?gameCode=${encodeURIComponent(gameCode)}`);
      else navigate(`${paths.seamless}?vendor=${encodeURIComponent(vendor.vassalage)}&gameCode=${encodeURIComponent(gameCode)}`);
    },
    [navigate],
  );

  /** A vendor chosen from a menu: its category page when there is one, else play it. */
  const openVendor = useCallback(
    (category: GameCategory, vendor: VendorCard) => {
      const target = vendorPath(category, vendor.vassalage);
      if (target) navigate(target);
      else playVendor(vendor);
    },
    [navigate, playVendor],
  );

  /** A banner click: a site path, a new tab, or a game. */
  const openBanner = useCallback(
    (banner: Banner) => {
      if (banner.linkageType === 'INTERNAL' && banner.linkage.startsWith('/')) navigate(banner.linkage);
      else if (banner.linkageType === 'EXTERNAL' && /^https?:/i.test(banner.linkage)) window.open(banner.linkage, '_blank', 'noopener,noreferrer');
      else if (banner.linkageType === 'GAME') {
        if (!isLoggedIn()) openModal('login');
        else navigate(`${paths.seamless}?gameCode=${encodeURIComponent(banner.linkage)}`);
      }
    },
    [navigate],
  );

  const goHome = useCallback(() => {
    setGameType('HOME');
    navigate(paths.home);
  }, [navigate]);

  return { playVendor, openVendor, openBanner, goHome };
}
