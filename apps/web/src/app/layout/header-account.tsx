import { ArrowDownToLine, ArrowUpFromLine, BriefcaseBusiness, RotateCw, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Skeleton } from '@/components/loader/loader.tsx';
import { isGamePage, paths } from '@/config/paths.ts';
import { useLoginInfo } from '@/lib/login-info.ts';
import { AvatarMenu, type ServiceChannel } from '@/features/member/components/avatar-menu.tsx';
import { HeaderBalance } from '@/features/member/components/balance-display.tsx';
import { useSignOutConfirm } from '@/features/member/components/sign-out-dialog.tsx';
import { useOpenMemberPage } from '@/features/member/lib/use-open-member-page.ts';
import { usePermission } from '@/features/system/api/get-permission.ts';
import { chatChannels, openCustomerService } from '@/features/system/lib/customer-service.ts';
import { useSession } from '@/lib/session.ts';

/**
 * The header's signed-in part: deposit and withdraw (and, for an agent, the agent centre), the
 * balance (not on game pages), the Members button with the count of unclaimed items, and the avatar menu.
 */
export function HeaderAccount() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const member = useSession((s) => s.member);
  const isAgent = useSession((s) => s.isAgent);
  const isTrial = useSession((s) => s.isTrial);
  const loginInfo = useLoginInfo();
  const permission = usePermission();
  const openPage = useOpenMemberPage();
  const signOut = useSignOutConfirm(paths.home);

  if (!member) {
    return (
      <div className="header-account" role="status" aria-busy="true" aria-label={t('account.loading')}>
        {loginInfo.isError ? (
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => void loginInfo.refetch()}>
            <RotateCw size={16} aria-hidden />
            {t('common.retry')}
          </button>
        ) : (
          <>
            <Skeleton width={96} height={36} radius="999px" />
            <Skeleton width={36} height={36} radius="50%" />
          </>
        )}
      </div>
    );
  }

  const channels: ServiceChannel[] = chatChannels(permission.data?.info.customerService).map((c) => ({
    key: `${c.csType}-${c.name}`,
    name: c.name,
    icon: c.icon || undefined,
    open: () => openCustomerService(c),
  }));
  // Unclaimed items: rewards waiting in the reward centre plus unread platform messages (trial accounts have neither).
  const unclaimed = isTrial ? 0 : member.availablePromoCount + member.unreadMessage;

  return (
    <div className="header-account">
      <button type="button" className="btn btn-gold header-money" onClick={() => openPage('depositv2')}>
        <ArrowDownToLine size={16} aria-hidden />
        {t('menu.deposit')}
      </button>
      <button type="button" className="btn btn-ghost header-money header-withdraw" onClick={() => openPage('withdraw')}>
        <ArrowUpFromLine size={16} aria-hidden />
        {t('menu.withdraw')}
      </button>
      {isAgent && (
        <Link to={paths.agentHome} className="btn btn-ghost header-money header-agent-centre">
          <BriefcaseBusiness size={16} aria-hidden />
          {t('account.agentCentre')}
        </Link>
      )}
      {!isGamePage(pathname) && <HeaderBalance />}
      <button type="button" className="btn btn-ghost header-members" onClick={() => openPage()}>
        <UserRound size={16} aria-hidden />
        <span className="header-members-label">{t('account.members')}</span>
        {unclaimed > 0 && (
          <span className="count-badge" role="img" aria-label={t('account.unclaimed', { count: unclaimed })}>
            {unclaimed > 99 ? '99+' : unclaimed}
          </span>
        )}
      </button>
      <AvatarMenu
        member={member}
        isAgent={isAgent}
        showUnread={!isTrial}
        onOpenPage={openPage}
        vipOn={permission.data?.info.flags.VIP3 !== false}
        onAgentCentre={() => navigate(paths.agentHome)}
        customerService={channels}
        onSignOut={signOut.ask}
      />
      {signOut.dialog}
    </div>
  );
}
