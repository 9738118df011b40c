import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialog/dialog.tsx';

/** A warning over the form it belongs to: the message and one confirm button. */
export function WarningDialog({ message, onConfirm }: { message: string; onConfirm: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('auth.warningTitle')} onClose={onConfirm} size="sm" layer={40}>
      <div className="auth-warning">
        <TriangleAlert size={36} className="auth-warning-icon" aria-hidden />
        <p role="alert">{message}</p>
        <button type="button" className="btn btn-primary btn-block" onClick={onConfirm} data-autofocus>
          {t('auth.confirm')}
        </button>
      </div>
    </Dialog>
  );
}
