import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialog/dialog.tsx';
import './account.css';

/** The confirmation shown after something was copied to the clipboard. */
export function CopySuccessDialog({ text, onClose }: { text: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('account.copySuccess')} onClose={onClose} size="sm">
      <p className="account-dialog-text" dir="ltr">
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

/** Copies text; falls back to a hidden text area where the Clipboard API is unavailable. */
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
    const done = document.execCommand?.('copy') ?? false;
    area.remove();
    return done;
  }
}
