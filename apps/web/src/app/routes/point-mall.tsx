import { PointMallScreen } from '@/features/rewards/screens/point-mall-screen.tsx';
import { openModal } from '@/lib/modal-store.ts';
import { isLoggedIn } from '@/lib/session.ts';

export default function PointMallRoute() {
  return <PointMallScreen loggedIn={isLoggedIn()} onLogin={() => openModal('login')} />;
}
