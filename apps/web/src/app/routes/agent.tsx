import { useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { AgentLoginScreen } from '@/features/agent/screens/agent-login-screen.tsx';
import { LoginForm } from '@/features/auth/components/login-form.tsx';
import { BrandLogo } from '../layout/brand-logo.tsx';

/** /agent: after an agent logs in here they go to /agentHome. */
export default function AgentRoute() {
  const navigate = useNavigate();
  return (
    <AgentLoginScreen
      brand={<BrandLogo />}
      loginForm={<LoginForm onSuccess={() => navigate(paths.agentHome)} showRemember={false} />}
    />
  );
}
