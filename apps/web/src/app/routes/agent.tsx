import { useState } from 'react';
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
 * A password is changed inside a session: asked for while signed out, the change opens as soon as
 * the agent has signed in.
 */
export default function AgentRoute() {
  const isAgent = useSession((s) => s.isAgent && s.member !== null);
  const signedIn = useSession((s) => s.member !== null);
  const [changeAfterLogin, setChangeAfterLogin] = useState(false);
  if (isAgent) return <Navigate to={paths.agentHome} replace />;
  const openChange = () => openModal('changePassword');
  return (
    <AgentLoginScreen
      brand={<BrandLogo />}
      loginForm={<LoginForm loginFrom="agent" afterLogin={changeAfterLogin ? openChange : undefined} />}
      onChangePassword={() => (signedIn ? openChange() : setChangeAfterLogin(true))}
      signInToChange={changeAfterLogin && !signedIn}
    />
  );
}
