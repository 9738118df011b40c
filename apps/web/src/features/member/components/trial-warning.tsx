import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialog/dialog.tsx';
import { closeTrialWarning, useTrialWarningOpen } from '../lib/trial-warning.ts';
import './account.css';

/** "A real account is needed": shown when a trial user tries a member-only place. */
export function TrialWarningHost() {
  const { t } = useTranslation();
  const open = useTrialWarningOpen();
  if (!open) return null;
  return (
    <Dialog title={t('account.realAccountTitle')} onClose={closeTrialWarning} size="sm">
      <p className="account-dialog-text">{t('errors:TRIAL_NOT_ALLOWED')}</p>
      <div className="account-dialog-actions">
        <button type="button" className="btn btn-primary" onClick={closeTrialWarning} data-autofocus>
          {t('account.confirm')}
        </button>
      </div>
    </Dialog>
  );
}
