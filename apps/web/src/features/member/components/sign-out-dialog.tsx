import { LogOut } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialog/dialog.tsx';
import { Spinner } from '@/components/loader/loader.tsx';
import { useSignOut } from '../lib/use-sign-out.ts';
import './account.css';

/** Asks before signing out; on confirm shows a loader while the session ends, then goes to `to`. */
export function SignOutDialog({ to, onClose }: { to: string; onClose: () => void }) {
  const { t } = useTranslation();
  const signOut = useSignOut(to);
  const busy = signOut.isPending;
  return (
    <Dialog title={t('account.signOut')} onClose={busy ? () => undefined : onClose} size="sm">
      <p className="account-dialog-text">{t('account.confirmSignOut')}</p>
      {busy && (
        <div className="account-dialog-loader">
          <Spinner size={28} />
        </div>
      )}
      <div className="account-dialog-actions">
        <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy} data-autofocus>
          {t('account.cancel')}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => signOut.mutate()} disabled={busy}>
          <LogOut size={16} aria-hidden className="flip-rtl" />
          {t('account.confirmSignOutButton')}
        </button>
      </div>
    </Dialog>
  );
}

/** A sign-out action for any menu: `ask` opens the confirmation, `dialog` must be rendered. */
export function useSignOutConfirm(to: string): { ask: () => void; dialog: ReactNode } {
  const [open, setOpen] = useState(false);
  return {
    ask: () => setOpen(true),
    dialog: open ? <SignOutDialog to={to} onClose={() => setOpen(false)} /> : null,
  };
}

/** A labelled sign-out button with its confirmation (the agent centre's top bar). */
export function SignOutButton({ to, className = 'btn btn-ghost btn-sm' }: { to: string; className?: string }) {
  const { t } = useTranslation();
  const { ask, dialog } = useSignOutConfirm(to);
  return (
    <>
      <button type="button" className={className} onClick={ask}>
        <LogOut size={16} aria-hidden className="flip-rtl" />
        {t('account.signOut')}
      </button>
      {dialog}
    </>
  );
}
