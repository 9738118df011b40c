import { paths } from '@/config/paths.ts';
import { AgentHomeScreen } from '@/features/agent/screens/agent-home-screen.tsx';
import { SignOutButton } from '@/features/member/components/sign-out-dialog.tsx';
import { BrandLogo } from '../layout/brand-logo.tsx';
import { RequireAgent } from '../router/route-guard.tsx';

/** /agentHome: agents only; signing out from here returns to the agent login. */
export default function AgentHomeRoute() {
  return (
    <RequireAgent>
      <AgentHomeScreen brand={<BrandLogo to={paths.agentHome} />} signOut={<SignOutButton to={paths.agent} />} />
    </RequireAgent>
  );
}
