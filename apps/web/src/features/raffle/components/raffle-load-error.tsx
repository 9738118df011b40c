import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/data-state/data-state.tsx';
import { type RaffleViewer, useRafflesByPromotion } from '../api/get-raffles.ts';

/**
 * The raffles could not be loaded: said once, above the promotions, with a retry (a card cannot know
 * whether it has a raffle until they load). Nothing otherwise.
 */
export function RaffleLoadError({ viewer, enabled }: { viewer: RaffleViewer; enabled: boolean }) {
  const { t } = useTranslation();
  const raffles = useRafflesByPromotion(viewer, enabled);
  if (!raffles.isError) return null;
  return (
    <div className="raffle-load-error">
      <p className="raffle-load-error-title">{t('raffle.loadFailed')}</p>
      <LoadError error={raffles.error} onRetry={() => void raffles.refetch()} />
    </div>
  );
}
