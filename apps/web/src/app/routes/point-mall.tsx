import { type PointMallAccess, PointMallScreen } from '@/features/points/screens/point-mall-screen.tsx';
import { openModal } from '@/lib/modal-store.ts';
import { isLoggedIn, useSession } from '@/lib/session.ts';

/** /pointMall: open to visitors (the rules); a trial account is told a real account is needed. */
export default function PointMallRoute() {
  const access = useSession((s): PointMallAccess => {
    if (!s.isLogin && !isLoggedIn()) return 'visitor';
    if (s.member === null) return 'pending';
    return s.isTrial ? 'trial' : 'member';
  });
  return <PointMallScreen access={access} onLogin={() => openModal('login')} />;
}
