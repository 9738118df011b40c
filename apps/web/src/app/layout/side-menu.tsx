import type { CustomerService } from '@lumen/contracts/system/system.contract';
import {
  ArrowDownToLine,
  ArrowUpFromLine,
  Award,
  BadgePercent,
  ChartLine,
  ChevronDown,
  CircleHelp,
  Coins,
  Crown,
  FileClock,
  Gift,
  Headset,
  LogOut,
  Mail,
  Receipt,
  ShieldCheck,
  UserPlus,
  X,
} from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { categoryPath, paths } from '@/config/paths.ts';
import { useAnnouncements } from '@/features/content/api/get-announcements.ts';
import { useSignOutConfirm } from '@/features/member/components/sign-out-dialog.tsx';
import { DEFAULT_MEMBER_PAGE, isMemberPage, type MemberPage } from '@/features/member/lib/member-pages.ts';
import { memberPagePath, useOpenMemberPage } from '@/features/member/lib/use-open-member-page.ts';
import { bannersOf } from '@/features/content/lib/banners.ts';
import { CategoryIcon } from '@/features/catalogue/components/category-icon.tsx';
import { productCategories } from '@/features/catalogue/lib/build-categories.ts';
import { usePermission } from '@/features/system/api/get-permission.ts';
import { LanguageSelect } from '@/features/system/components/language-select.tsx';
import { chatChannels, openCustomerService } from '@/features/system/lib/customer-service.ts';
import { useSession } from '@/lib/session.ts';
import { type GameTab, setDrawerOpen, setGameType, useUi } from '@/lib/ui-store.ts';
import { useCategories } from '../hooks/use-categories.ts';
import { useGameActions } from '../hooks/use-game-actions.ts';
import { useReferralOn } from '../hooks/use-referral-on.ts';
import { AppDownloadEntry } from './side-menu-app-download.tsx';
import { BrandLogo } from './brand-logo.tsx';
import './side-menu.css';

/** The member-centre submenu, in the menu's order; VIP leads it for VIP members while VIP3 is on. */
const memberCentreItems: { page: MemberPage; icon: ReactNode }[] = [
  { page: 'vip', icon: <Crown size={19} /> },
  { page: 'personalHistoryCopy', icon: <FileClock size={19} /> },
  { page: 'transactionHistory', icon: <Receipt size={19} /> },
  { page: 'securityCenter', icon: <ShieldCheck size={19} /> },
  { page: 'depositv2', icon: <ArrowDownToLine size={19} /> },
  { page: 'personalProfit', icon: <ChartLine size={19} /> },
  { page: 'messageV2', icon: <Mail size={19} /> },
];

/**
 * The collapsible side menu (a drawer on narrow screens): money actions, promotions, rewards,
 * manual rebate and the points mall (while the operator offers them), the member centre (signed-in
 * members), the game centre, customer service, help and language.
 */
export function SideMenu() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const collapsed = useUi((s) => s.sideMenuCollapsed);
  const drawerOpen = useUi((s) => s.drawerOpen);
  const { categories } = useCategories();
  const permission = usePermission();
  const announcements = useAnnouncements();
  const { openBanner } = useGameActions();
  const [gamesOpen, setGamesOpen] = useState(true);
  const [csOpen, setCsOpen] = useState(false);
  const info = permission.data?.info;
  const channels = chatChannels(info?.customerService);
  const banner = bannersOf(announcements.data?.banners, 'w_leftmenu')[0];
  const isLogin = useSession((s) => s.isLogin);
  // Trial accounts cannot open the member centre, so they are not offered its pages.
  const isMember = useSession((s) => s.isLogin && !s.isTrial);
  const referralOn = useReferralOn();
  const vipOn = useSession((s) => s.member?.hasVip === true) && info?.flags.VIP3 === true;
  const onMemberCentre = pathname.toLowerCase() === paths.member;
  const [memberOpen, setMemberOpen] = useState(onMemberCentre);
  const rawPage = new URLSearchParams(search).get('page');
  const memberPage = onMemberCentre ? (isMemberPage(rawPage) ? rawPage : DEFAULT_MEMBER_PAGE) : null;
  const openMemberPage = useOpenMemberPage();
  const signOut = useSignOutConfirm(paths.home);

  // The drawer closes on navigation (member-centre pages differ by their query only) and on Escape.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path or query is what closes the drawer
  useEffect(() => setDrawerOpen(false), [pathname, search]);
  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setDrawerOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawerOpen]);

  /** Member pages: visitors are asked to log in first, trial users are told a real account is needed. */
  const memberAction = (page: MemberPage) => () => openMemberPage(page);

  const gameItems: { code: GameTab; to: string }[] = [
    { code: 'HOT', to: paths.home },
    ...productCategories(categories)
      .filter((c) => c.code !== 'CRASH')
      .map((c) => ({ code: c.code as GameTab, to: categoryPath(c.code) ?? paths.home })),
  ];

  const state = collapsed ? 'collapsed' : 'expanded';
  const gameType = useUi((s) => s.gameType);

  return (
    <>
      {drawerOpen && <div className="side-menu-scrim" onClick={() => setDrawerOpen(false)} aria-hidden />}
      <aside className="side-menu" data-state={state} data-drawer={drawerOpen ? 'open' : 'closed'} aria-label={t('nav.sideMenu')}>
        <div className="side-menu-drawer-head">
          <BrandLogo />
          <button type="button" className="btn btn-icon" onClick={() => setDrawerOpen(false)} aria-label={t('common.close')}>
            <X size={18} aria-hidden />
          </button>
        </div>
        <div className="side-menu-scroll">
          <div className="side-menu-money">
            <button type="button" className="btn btn-gold side-money-btn" onClick={memberAction('depositv2')} title={t('menu.deposit')}>
              <ArrowDownToLine size={18} aria-hidden />
              <span className="side-label">{t('menu.deposit')}</span>
            </button>
            <button type="button" className="btn btn-ghost side-money-btn" onClick={memberAction('withdraw')} title={t('menu.withdraw')}>
              <ArrowUpFromLine size={18} aria-hidden />
              <span className="side-label">{t('menu.withdraw')}</span>
            </button>
          </div>

          <ul className="side-list">
            <SideLink to={paths.promotions} icon={<Gift size={19} />} label={t('menu.promotions')} />
            {referralOn && <SideButton onClick={memberAction('referral')} icon={<UserPlus size={19} />} label={t('menu.inviteFriends')} />}
            <SideButton onClick={memberAction('rewardCenter')} icon={<Award size={19} />} label={t('menu.rewardCenter')} />
            {info?.flags.MANUALREBATE3 && <SideButton onClick={memberAction('manualRebate')} icon={<BadgePercent size={19} />} label={t('member.page.manualRebate')} />}
            {info?.flags.POINTMALL3 && <SideLink to={paths.pointMall} icon={<Coins size={19} />} label={t('menu.pointsMall')} />}
          </ul>

          {isMember && (
            <div className="side-group">
              <button type="button" className="side-group-head" aria-expanded={memberOpen} onClick={() => setMemberOpen((o) => !o)}>
                <span className="side-label side-group-title">{t('menu.memberCentre')}</span>
                <ChevronDown size={16} aria-hidden className="side-group-chevron" />
              </button>
              {memberOpen && (
                <ul className="side-list">
                  {memberCentreItems.filter((item) => item.page !== 'vip' || vipOn).map((item) => (
                    <SideLink key={item.page} to={memberPagePath(item.page)} icon={item.icon} label={t(`member.page.${item.page}`)} active={memberPage === item.page} />
                  ))}
                </ul>
              )}
            </div>
          )}

          <div className="side-group">
            <button type="button" className="side-group-head" aria-expanded={gamesOpen} onClick={() => setGamesOpen((o) => !o)}>
              <span className="side-label side-group-title">{t('menu.gameCenter')}</span>
              <ChevronDown size={16} aria-hidden className="side-group-chevron" />
            </button>
            {gamesOpen && (
              <ul className="side-list">
                {gameItems.map((item) => (
                  <SideLink
                    key={item.code}
                    to={item.to}
                    icon={<CategoryIcon code={item.code} size={19} />}
                    label={t(`category.${item.code}`)}
                    active={item.to === paths.home ? pathname === paths.home && gameType === item.code : undefined}
                    onClick={() => setGameType(item.code === 'HOT' ? 'HOME' : item.code)}
                  />
                ))}
              </ul>
            )}
          </div>

          <ul className="side-list">
            {channels.length > 0 && (
              <li>
                <button type="button" className="side-item" aria-expanded={csOpen} onClick={() => (channels.length === 1 && channels[0] ? openCustomerService(channels[0]) : setCsOpen((o) => !o))} title={t('menu.customerService')}>
                  <Headset size={19} aria-hidden />
                  <span className="side-label">{t('menu.customerService')}</span>
                  {channels.length > 1 && <ChevronDown size={16} aria-hidden className="side-group-chevron side-label" />}
                </button>
                {csOpen && channels.length > 1 && <ChannelList channels={channels} />}
              </li>
            )}
            <SideLink to={paths.help} icon={<CircleHelp size={19} />} label={t('menu.helpCenter')} />
            <AppDownloadEntry />
            {isLogin && <SideButton onClick={signOut.ask} icon={<LogOut size={19} className="flip-rtl" />} label={t('account.signOut')} />}
          </ul>

          <div className="side-lang">
            <LanguageSelect offered={info?.languages} variant="menu" />
          </div>

          {banner && (
            <button type="button" className="side-banner" onClick={() => openBanner(banner)} disabled={banner.linkageType === 'NONE'}>
              <img src={banner.url} alt={banner.title} loading="lazy" />
            </button>
          )}
        </div>
      </aside>
      {signOut.dialog}
    </>
  );
}

function ChannelList({ channels }: { channels: CustomerService[] }) {
  return (
    <ul className="side-sublist">
      {channels.map((c) => (
        <li key={`${c.csType}-${c.name}`}>
          <button type="button" className="side-subitem" onClick={() => openCustomerService(c)}>
            {c.icon && <img src={c.icon} alt="" className="side-subitem-icon" />}
            <span>{c.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function SideLink({ to, icon, label, active, onClick }: { to: string; icon: ReactNode; label: string; active?: boolean; onClick?: () => void }) {
  const content = (
    <>
      <span aria-hidden className="side-icon">
        {icon}
      </span>
      <span className="side-label">{label}</span>
    </>
  );
  return (
    <li>
      {active === undefined ? (
        <NavLink to={to} className="side-item" title={label} onClick={onClick}>
          {content}
        </NavLink>
      ) : (
        <Link to={to} className={active ? 'side-item active' : 'side-item'} aria-current={active ? 'page' : undefined} title={label} onClick={onClick}>
          {content}
        </Link>
      )}
    </li>
  );
}

function SideButton({ onClick, icon, label }: { onClick: () => void; icon: ReactNode; label: string }) {
  return (
    <li>
      <button type="button" className="side-item" onClick={onClick} title={label}>
        <span aria-hidden className="side-icon">
          {icon}
        </span>
        <span className="side-label">{label}</span>
      </button>
    </li>
  );
}
