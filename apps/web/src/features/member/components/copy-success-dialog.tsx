import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialog/dialog.tsx';
import './account.css';

/**
 * The answer to a copy: the confirmation after something was copied to the clipboard, or, when the
 * browser refused (no permission, an insecure page, an old browser), the text ready to select and
 * copy by hand.
 */
export function CopySuccessDialog({ text, failed = false, onClose }: { text: string; failed?: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog title={t(failed ? 'account.copyFailed' : 'account.copySuccess')} onClose={onClose} size="sm">
      {failed && <p className="account-dialog-text">{t('account.copyFailedHint')}</p>}
      <p className={failed ? 'account-dialog-text account-dialog-selectable' : 'account-dialog-text'} dir="ltr">
        {text}
      </p>
      <div className="account-dialog-actions">
        <button type="button" className="btn btn-primary" onClick={onClose} data-autofocus>
          {t('account.confirm')}
        </button>
      </div>
    </Dialog>
  );
}
