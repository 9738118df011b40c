import { Outlet } from 'react-router';

/** /agent and /agentHome: the agent area has its own layout, without side menu, header or footer. */
export function AgentLayout() {
  return (
    <main id="main" className="agent-layout">
      <Outlet />
    </main>
  );
}
