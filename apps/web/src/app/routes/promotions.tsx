import { PromotionsScreen } from '@/features/content/screens/promotions-screen.tsx';
import { useGameActions } from '../hooks/use-game-actions.ts';

export default function PromotionsRoute() {
  const { openBanner } = useGameActions();
  return <PromotionsScreen onOpenBanner={openBanner} />;
}
