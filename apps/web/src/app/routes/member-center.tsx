import { FeedbackPage } from '@/features/feedback/screens/feedback-page.tsx';
import { MessagesPage } from '@/features/messages/screens/messages-page.tsx';
import { MemberCenterScreen } from '@/features/member/screens/member-center-screen.tsx';
import { MissionsPage } from '@/features/missions/screens/missions-page.tsx';
import { playPages } from '@/features/play/screens/play-pages.ts';
import { ReferralPage } from '@/features/referral/screens/referral-page.tsx';
import { ManualRebatePage } from '@/features/rebate/screens/manual-rebate-page.tsx';
import { BonusDetailsPage } from '@/features/rewards/screens/bonus-details-page.tsx';
import { RewardCenterPage } from '@/features/rewards/screens/reward-center-page.tsx';
import { VipPage } from '@/features/vip/screens/vip-page.tsx';
import { walletPages } from '@/features/wallet/screens/wallet-pages.ts';
import { RequireMember } from '../router/route-guard.tsx';

const memberCenterPages = {
  ...walletPages,
  ...playPages,
  messageV2: MessagesPage,
  feedback: FeedbackPage,
  rewardCenter: RewardCenterPage,
  bonusDetails: BonusDetailsPage,
  manualRebate: ManualRebatePage,
  referral: ReferralPage,
  missionLeaderboard: MissionsPage,
  vip: VipPage,
};

/** /member: members only; trial users are told a real account is needed. */
export default function MemberCenterRoute() {
  return (
    <RequireMember>
      <MemberCenterScreen pages={memberCenterPages} />
    </RequireMember>
  );
}
