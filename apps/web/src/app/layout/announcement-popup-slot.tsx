import { useEffect, useState } from 'react';
import { isPopupClosed, type PopupAudience, usePageSettled, usePopupAnnouncements } from '@/features/content/lib/announcement-popup.ts';
import { openModal, useModalStack } from '@/lib/modal-store.ts';
import { useSession } from '@/lib/session.ts';
import { useUi } from '@/lib/ui-store.ts';

/**
 * Opens the announcement popup once per browser session for each audience: for a visitor when the
 * site loads, for a member when the site loads signed in and after a login (with the first-login
 * items when that login said firstTimeLogin). It waits until the page has settled (usePageSettled)
 * and no other popup is open (a login, a forced password change, an agent's contract popup), and opens nothing while there is
 * nothing to show.
 */
export function AnnouncementPopupSlot() {
  const isLogin = useSession((s) => s.isLogin);
  const firstLogin = useSession((s) => s.afterLogin && s.firstTimeLogin);
  const contractPopupOpen = useUi((s) => s.contractPopupOpen);
  const idle = useModalStack().length === 0 && !contractPopupOpen;
  const settled = usePageSettled();
  // After a sign-out in this page the visitor's popup waits for the next load.
  const [signedInHere, setSignedInHere] = useState(isLogin);
  useEffect(() => {
    if (isLogin) setSignedInHere(true);
  }, [isLogin]);

  const audience: PopupAudience | null = isLogin ? 'member' : signedInHere ? null : 'visitor';
  const due = audience !== null && !isPopupClosed(audience);
  const withFirstLogin = due && audience === 'member' && firstLogin;
  const { items, isPending } = usePopupAnnouncements(withFirstLogin);

  useEffect(() => {
    if (due && settled && idle && !isPending && items.length > 0) openModal('announcement', { audience, firstLogin: withFirstLogin });
  }, [due, settled, idle, isPending, items.length, audience, withFirstLogin]);

  return null;
}
