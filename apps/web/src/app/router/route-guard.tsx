import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { ScreenLoader } from '@/components/loader/loader.tsx';
import { isAgentLayoutPage, paths } from '@/config/paths.ts';
import { useLoginInfo } from '@/lib/login-info.ts';
import { showTrialWarning } from '@/features/member/lib/trial-warning.ts';
import { getToken, isLoggedIn, useSession } from '@/lib/session.ts';

/**
 * Routes that need a session: without a stored token the visitor goes to /login, or to the agent
 * login (/agent) from the agent area. A game page may let visitors in for a free trial (mode=FUN):
 * the game screen itself then checks whether the site offers free play. It follows the session
 * store, so a session that ends on the page (a 401 to any member call) leaves it at once.
 */
export function RequireLogin({ children, freeTrialOpen = false }: { children: ReactNode; freeTrialOpen?: boolean }) {
  const location = useLocation();
  // Read again whenever the session store changes; the stored token decides.
  const loggedIn = useSession(() => isLoggedIn());
  const freeTrial = freeTrialOpen && new URLSearchParams(location.search).get('mode')?.toUpperCase() === 'FUN';
  if (!loggedIn && !freeTrial) {
    const to = isAgentLayoutPage(location.pathname) ? paths.agent : paths.login;
    return <Navigate to={to} replace state={{ from: `${location.pathname}${location.search}${location.hash}` }} />;
  }
  return children;
}

/** Waits for the member info; offers a retry when it cannot be loaded. */
function MemberPending() {
  const { t } = useTranslation();
  const loginInfo = useLoginInfo();
  if (loginInfo.isError) {
    return (
      <div className="empty-state" role="alert">
        <p>{t('common.loadFailed')}</p>
        <button type="button" className="btn btn-primary" onClick={() => void loginInfo.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return <ScreenLoader />;
}

/**
 * Member-only places (the member centre): a trial user is warned that a real account is needed
 * and sent home. Until the member info has arrived the page opens (its calls carry the token and
 * the server refuses trial sessions on its own); a trial session is turned away as soon as it is known.
 */
export function RequireMember({ children }: { children: ReactNode }) {
  const isTrial = useSession((s) => s.member !== null && s.isTrial);
  useEffect(() => {
    if (isTrial) showTrialWarning();
  }, [isTrial]);
  if (isTrial) return <Navigate to={paths.home} replace />;
  return children;
}

/** The agent centre: visitors and non-agents go to the agent login (/agent). */
export function RequireAgent({ children }: { children: ReactNode }) {
  const member = useSession((s) => s.member);
  const isAgent = useSession((s) => s.isAgent);
  if (!getToken()) return <Navigate to={paths.agent} replace />;
  if (!member) return <MemberPending />;
  if (!isAgent) return <Navigate to={paths.agent} replace />;
  return children;
}
