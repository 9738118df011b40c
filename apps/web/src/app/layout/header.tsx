import type { VendorCard } from '@lumen/contracts/system/system.contract';
import { Award, BriefcaseBusiness, LogIn, Menu, PanelLeftClose, PanelLeftOpen, RefreshCw, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { lazyPart } from '@/components/error-boundary/lazy-part.tsx';
import { DialogLoadFailure } from '@/components/error-boundary/part-load-failure.tsx';
import { Skeleton, Spinner } from '@/components/loader/loader.tsx';
import { categoryPath, paths } from '@/config/paths.ts';
import { CategoryMenu, type CategoryMenuExtra } from '@/features/catalogue/components/category-menu.tsx';
import type { Category } from '@/features/catalogue/lib/build-categories.ts';
import { closeVendorPopup, useVendorPopup } from '@/features/catalogue/lib/vendor-popup.ts';
import { usePermission } from '@/features/system/api/get-permission.ts';
import { LanguageSelect } from '@/features/system/components/language-select.tsx';
import { FreeTrialButton } from '@/features/member/components/free-trial-button.tsx';
import type { MemberPage } from '@/features/member/lib/member-pages.ts';
import { useOpenMemberPage } from '@/features/member/lib/use-open-member-page.ts';
import { withScreenTexts } from '@/i18n/i18n.ts';
import { openModal } from '@/lib/modal-store.ts';
import { useSession } from '@/lib/session.ts';
import { setDrawerOpen, setGameType, toggleSideMenu, useUi } from '@/lib/ui-store.ts';
import { useCategories } from '../hooks/use-categories.ts';
import { useGameActions } from '../hooks/use-game-actions.ts';
import { useReferralOn } from '../hooks/use-referral-on.ts';
import { BrandLogo } from './brand-logo.tsx';
import './header.css';

/**
 * The signed-in part (balance, avatar menu, member pages) loads only for a signed-in member. Its
 * texts are the first page's (checked by first-page-texts.test.ts), so it does not wait for the screens'.
 * Should its chunk not arrive, a retry takes its place and the rest of the header stays as it is
 * (the visitor's login and sign-up are not offered to a signed-in member).
 */
const HeaderAccount = lazyPart(() => import('./header-account.tsx').then((m) => ({ default: m.HeaderAccount })), {
  loading: () => <HeaderAccountLoading />,
  failed: (_, retry) => <HeaderAccountFailed onRetry={retry} />,
});
/**
 * A vendor's game list popup loads when a vendor is first opened, with the screens' texts; should
 * it not arrive, a small dialog in its place offers to load it again.
 */
const VendorGamesHost = lazyPart(
  withScreenTexts(() => import('@/features/catalogue/components/vendor-games-dialog.tsx').then((m) => ({ default: m.VendorGamesHost }))),
  {
    loading: () => (
      <div className="dialog-backdrop modal-loading">
        <Spinner size={40} />
      </div>
    ),
    failed: (_, retry) => <DialogLoadFailure onRetry={retry} onClose={closeVendorPopup} />,
  },
);

/**
 * The site header: logo, category menu with vendor dropdowns followed by rewards and (while the
 * referral promotion runs) invite friends, and language; for a visitor the agent login, login,
 * sign-up (and the free trial when FREEPLAY3 is on), for a signed-in user the account bar.
 */
export function Header({ showSideToggle }: { showSideToggle: boolean }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const { categories } = useCategories();
  const permission = usePermission();
  const { openVendor, launchGame } = useGameActions();
  const gameType = useUi((s) => s.gameType);
  const collapsed = useUi((s) => s.sideMenuCollapsed);
  const isLogin = useSession((s) => s.isLogin);
  const vendorPopup = useVendorPopup();
  const openPage = useOpenMemberPage();
  const referralOn = useReferralOn();

  const onMemberPage = (page: MemberPage) => pathname.toLowerCase() === paths.member && new URLSearchParams(search).get('page') === page;
  const extras: CategoryMenuExtra[] = [
    { key: 'rewardCenter', label: t('menu.rewardCenter'), icon: <Award size={17} aria-hidden />, active: onMemberPage('rewardCenter'), onClick: () => openPage('rewardCenter') },
    ...(referralOn
      ? [{ key: 'referral', label: t('menu.inviteFriends'), icon: <UserPlus size={17} aria-hidden />, active: onMemberPage('referral'), onClick: () => openPage('referral') }]
      : []),
  ];

  const hrefOf = (c: Category) => categoryPath(c.code) ?? paths.home;
  const isActive = (c: Category) => {
    const own = categoryPath(c.code);
    if (own && own !== paths.home) return pathname.toLowerCase() === own.toLowerCase();
    return pathname === paths.home && gameType === c.code;
  };

  return (
    <header className="site-header">
      <div className="site-header-bar">
        <button type="button" className="btn-icon btn header-burger" onClick={() => setDrawerOpen(true)} aria-label={t('nav.openMenu')}>
          <Menu size={20} aria-hidden />
        </button>
        {showSideToggle && (
          <button
            type="button"
            className="btn-icon btn header-collapse"
            onClick={toggleSideMenu}
            aria-label={collapsed ? t('nav.expandMenu') : t('nav.collapseMenu')}
            aria-pressed={collapsed}
          >
            {collapsed ? <PanelLeftOpen size={20} className="flip-rtl" aria-hidden /> : <PanelLeftClose size={20} className="flip-rtl" aria-hidden />}
          </button>
        )}
        <BrandLogo />
        <div className="site-header-spacer" />
        <div className="site-header-actions">
          {isLogin ? (
            <HeaderAccount />
          ) : (
            <>
              <Link to={paths.agent} className="btn btn-ghost header-agent" aria-label={t('nav.agentLogin')} title={t('nav.agentLogin')}>
                <BriefcaseBusiness size={16} aria-hidden />
                <span className="header-agent-label">{t('nav.agentLogin')}</span>
              </Link>
              {permission.data?.info.flags.FREEPLAY3 && <FreeTrialButton className="btn btn-ghost header-trial" />}
              <button type="button" className="btn btn-ghost header-login" onClick={() => openModal('login')}>
                <LogIn size={16} aria-hidden className="flip-rtl" />
                {t('auth.login')}
              </button>
              <button type="button" className="btn btn-primary header-signup" onClick={() => openModal('register')}>
                <UserPlus size={16} aria-hidden />
                {t('auth.signUp')}
              </button>
            </>
          )}
          <div className="header-lang">
            <LanguageSelect offered={permission.data?.info.languages} />
          </div>
        </div>
      </div>
      <div className="site-header-categories">
        <CategoryMenu
          categories={categories}
          extras={extras}
          hrefOf={hrefOf}
          isActive={isActive}
          onCategoryClick={(c) => setGameType(c.code)}
          onVendorClick={(c: Category, v: VendorCard) => openVendor(c.code, v)}
        />
      </div>
      {vendorPopup && <VendorGamesHost onLaunch={launchGame} />}
    </header>
  );
}

/** While the signed-in part loads: the same placeholders it shows while the member info loads. */
function HeaderAccountLoading() {
  const { t } = useTranslation();
  return (
    <div className="header-account" role="status" aria-busy="true" aria-label={t('account.loading')}>
      <Skeleton width={96} height={36} radius="999px" />
      <Skeleton width={36} height={36} radius="50%" />
    </div>
  );
}

/** The signed-in part could not be loaded: a compact retry where it would be. */
function HeaderAccountFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="header-account" role="alert">
      <span className="visually-hidden">{t('common.loadFailed')}</span>
      <button type="button" className="btn btn-ghost btn-sm" onClick={onRetry}>
        <RefreshCw size={16} aria-hidden />
        {t('common.retry')}
      </button>
    </div>
  );
}
