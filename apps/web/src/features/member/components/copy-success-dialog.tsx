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

/**
 * Copies text; falls back to a hidden text area where the Clipboard API is unavailable or refused.
 * False when neither copied it.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    let done = false;
    try {
      done = document.execCommand?.('copy') ?? false;
    } catch {
      done = false;
    }
    area.remove();
    return done;
  }
}
