import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { openModal } from '@/lib/modal-store.ts';
import { getSession, getToken } from '@/lib/session.ts';
import { DEFAULT_MEMBER_PAGE, type MemberPage } from './member-pages.ts';
import { showTrialWarning } from './trial-warning.ts';

export const memberPagePath = (page: MemberPage = DEFAULT_MEMBER_PAGE) => `${paths.member}?page=${page}`;

/**
 * Opens a member centre page: visitors get the login popup, trial users the warning that a real
 * account is needed (and stay where they are), members the page.
 */
export function useOpenMemberPage() {
  const navigate = useNavigate();
  return useCallback(
    (page: MemberPage = DEFAULT_MEMBER_PAGE) => {
      const session = getSession();
      if (!session.isLogin && !getToken()) openModal('login');
      else if (session.isTrial) showTrialWarning();
      else navigate(memberPagePath(page));
    },
    [navigate],
  );
}
