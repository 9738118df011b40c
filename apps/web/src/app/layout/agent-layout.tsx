import { Outlet } from 'react-router';
import { usePermission } from '@/features/system/api/get-permission.ts';
import { LanguageSelect } from '@/features/system/components/language-select.tsx';
import './agent-layout.css';

/**
 * /agent and /agentHome: the agent area has its own layout, without side menu, header or footer.
 * The language selector (the languages the site offers, as in the header) sits at the inline end
 * of the page's top bar, over the agent screens, which leave it room.
 */
export function AgentLayout() {
  const permission = usePermission();
  return (
    <main id="main" className="agent-layout">
      <div className="agent-layout-bar">
        <LanguageSelect offered={permission.data?.info.languages} />
      </div>
      <Outlet />
    </main>
  );
}
