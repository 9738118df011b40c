import { PromotionsScreen } from '@/features/content/screens/promotions-screen.tsx';

export default function PromotionsRoute() {
  return <PromotionsScreen />;
}
