import { MemberCenterScreen } from '@/features/member/screens/member-center-screen.tsx';
import { RequireMember } from '../router/route-guard.tsx';

/** /member: members only; trial users are told a real account is needed. */
export default function MemberCenterRoute() {
  return (
    <RequireMember>
      <MemberCenterScreen />
    </RequireMember>
  );
}
