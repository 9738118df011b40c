import { PAGE_SIZE } from '@lumen/contracts/catalogue/catalogue.paths';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialog/dialog.tsx';
import { closeVendorPopup, useVendorPopup } from '../lib/vendor-popup.ts';
import { GameListBrowser } from './game-list-browser.tsx';
import type { LaunchGame } from './game-grid.tsx';

/** The game list of a vendor with its own games (isGame VASSALAGE), in a popup. */
export function VendorGamesHost({ onLaunch }: { onLaunch: LaunchGame }) {
  const { t } = useTranslation();
  const popup = useVendorPopup();
  if (!popup) return null;
  return (
    <Dialog title={t('catalogue.vendorGames', { vendor: popup.title })} onClose={closeVendorPopup} size="lg">
      <GameListBrowser
        gameType={popup.gameType}
        vassalage={popup.vassalage}
        pageSize={PAGE_SIZE.category}
        label={popup.title}
        onLaunch={(game, mode) => {
          closeVendorPopup();
          onLaunch(game, mode);
        }}
      />
    </Dialog>
  );
}
