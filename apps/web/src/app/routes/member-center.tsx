import { MemberCenterScreen } from '@/features/member/screens/member-center-screen.tsx';
import { walletPages } from '@/features/wallet/screens/wallet-pages.ts';
import { RequireMember } from '../router/route-guard.tsx';

/** /member: members only; trial users are told a real account is needed. */
export default function MemberCenterRoute() {
  return (
    <RequireMember>
      <MemberCenterScreen pages={walletPages} />
    </RequireMember>
  );
}
