import { Navigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { AgentLoginScreen } from '@/features/agent/screens/agent-login-screen.tsx';
import { LoginForm } from '@/features/auth/components/login-form.tsx';
import { openModal } from '@/lib/modal-store.ts';
import { useSession } from '@/lib/session.ts';
import { BrandLogo } from '../layout/brand-logo.tsx';

/**
 * /agent: the agent login. The form (agent mode: no remember option, members are refused with
 * NOT_AGENT) signs the agent in and moves on to /agentHome; an agent already signed in goes there.
 */
export default function AgentRoute() {
  const isAgent = useSession((s) => s.isAgent && s.member !== null);
  if (isAgent) return <Navigate to={paths.agentHome} replace />;
  return (
    <AgentLoginScreen
      brand={<BrandLogo />}
      loginForm={<LoginForm loginFrom="agent" />}
      onChangePassword={() => openModal('changePassword')}
    />
  );
}
