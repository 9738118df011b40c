import { useEffect } from 'react';
import { openModal, useModalStack } from '@/lib/modal-store.ts';
import { useSession } from '@/lib/session.ts';

/**
 * Keeps the forced password change in front while the server holds this session to it (member info
 * says passwordChangeRequired): after a reload, in a new tab, or when the popup was somehow gone.
 * The server refuses every other member call meanwhile, so nothing else can go on behind it.
 */
export function PasswordChangeWatcher() {
  const required = useSession((s) => s.isLogin && s.member?.passwordChangeRequired === true);
  const open = useModalStack().some((entry) => entry.kind === 'changePassword');
  useEffect(() => {
    if (required && !open) openModal('changePassword', { forced: true });
  }, [required, open]);
  return null;
}
