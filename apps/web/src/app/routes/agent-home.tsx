import { ArrowDownToLine, ArrowUpFromLine, Headset, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths.ts';
import { type AgentMenuLink, AgentHomeScreen } from '@/features/agent/screens/agent-home-screen.tsx';
import { SignOutButton } from '@/features/member/components/sign-out-dialog.tsx';
import { useOpenMemberPage } from '@/features/member/lib/use-open-member-page.ts';
import { usePermission } from '@/features/system/api/get-permission.ts';
import { chatChannels, openCustomerService } from '@/features/system/lib/customer-service.ts';
import { BrandLogo } from '../layout/brand-logo.tsx';
import { RequireAgent } from '../router/route-guard.tsx';

/** /agentHome: agents only; signing out from here returns to the agent login. */
export default function AgentHomeRoute() {
  return (
    <RequireAgent>
      <AgentHome />
    </RequireAgent>
  );
}

/**
 * The agent's menu also leads to the member centre's deposit, withdraw and platform messages, and
 * to each customer-service channel (opened in its own window, as on the member site).
 */
function AgentHome() {
  const { t } = useTranslation();
  const openPage = useOpenMemberPage();
  const channels = chatChannels(usePermission().data?.info.customerService);
  const linksBefore: AgentMenuLink[] = [
    { key: 'depositv2', label: t('menu.deposit'), icon: ArrowDownToLine, onSelect: () => openPage('depositv2') },
    { key: 'withdraw', label: t('menu.withdraw'), icon: ArrowUpFromLine, onSelect: () => openPage('withdraw') },
  ];
  const linksAfter: AgentMenuLink[] = [
    { key: 'messageV2', label: t('member.page.messageV2'), icon: Mail, onSelect: () => openPage('messageV2') },
    ...channels.map((c) => ({
      key: `cs-${c.csType}-${c.name}`,
      label: channels.length === 1 ? t('menu.customerService') : t('agent.serviceChannel', { name: c.name }),
      icon: Headset,
      onSelect: () => openCustomerService(c),
    })),
  ];
  return (
    <AgentHomeScreen
      brand={<BrandLogo to={paths.agentHome} />}
      signOut={<SignOutButton to={paths.agent} />}
      linksBefore={linksBefore}
      linksAfter={linksAfter}
    />
  );
}
