import { paths } from '@/config/paths.ts';
import { AgentHomeScreen } from '@/features/agent/screens/agent-home-screen.tsx';
import { BrandLogo } from '../layout/brand-logo.tsx';

export default function AgentHomeRoute() {
  return <AgentHomeScreen brand={<BrandLogo to={paths.agentHome} />} />;
}
