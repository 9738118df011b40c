import { ApplyAction } from '@/features/activity/components/apply-action.tsx';
import { MyApplications } from '@/features/activity/components/my-applications.tsx';
import type { PromotionAccess } from '@/features/activity/lib/activity.ts';
import { PromotionsScreen } from '@/features/content/screens/promotions-screen.tsx';
import { RaffleLoadError } from '@/features/raffle/components/raffle-load-error.tsx';
import { RafflePanel } from '@/features/raffle/components/raffle-panel.tsx';
import { showTrialWarning } from '@/features/member/lib/trial-warning.ts';
import { memberPagePath } from '@/features/member/lib/use-open-member-page.ts';
import { openModal } from '@/lib/modal-store.ts';
import { isLoggedIn, useSession } from '@/lib/session.ts';
import { useGameActions } from '../hooks/use-game-actions.ts';

const openLogin = () => openModal('login');

/**
 * /promotions: every promotion; those open to applications carry the member's application state and
 * Apply, those with a lucky draw carry the draw (both may share a card), and a member sees their
 * applications below. Visitors get the login, trial accounts are told a real account is needed (the
 * member API is never asked for them).
 */
export default function PromotionsRoute() {
  const { openBanner } = useGameActions();
  const access = useSession((s): PromotionAccess => {
    if (!s.isLogin && !isLoggedIn()) return 'visitor';
    if (s.member === null) return 'pending';
    return s.isTrial ? 'trial' : 'member';
  });
  return (
    <PromotionsScreen
      onOpenBanner={openBanner}
      notice={<RaffleLoadError viewer={access === 'member' ? 'member' : 'guest'} enabled={access !== 'pending'} />}
      cardAction={(promotion) => (
        <>
          {promotion.applicable && (
            <ApplyAction
              promotion={promotion}
              access={access}
              rewardCentrePath={memberPagePath('rewardCenter')}
              onLogin={openLogin}
              onTrialBlocked={showTrialWarning}
            />
          )}
          <RafflePanel promotionId={promotion.id} promotionTitle={promotion.title} access={access} onLogin={openLogin} onTrialBlocked={showTrialWarning} />
        </>
      )}
    >
      {access === 'member' && <MyApplications />}
    </PromotionsScreen>
  );
}
