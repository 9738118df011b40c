import { MemberCenterScreen } from '@/features/member/screens/member-center-screen.tsx';

export default function MemberCenterRoute() {
  return <MemberCenterScreen />;
}
