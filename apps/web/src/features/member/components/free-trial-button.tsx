import { useQueryClient } from '@tanstack/react-query';
import { Gamepad2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialog/dialog.tsx';
import { Spinner } from '@/components/loader/loader.tsx';
import { ApiError, NETWORK_ERROR } from '@/lib/api-client.ts';
import { useLoginFreePlay } from '../api/login-free-play.ts';
import './account.css';

/** Starts a trial (demo) session; offered while FREEPLAY3 is on. */
export function FreeTrialButton({ className = 'btn btn-ghost' }: { className?: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const freePlay = useLoginFreePlay({ onSuccess: () => void queryClient.invalidateQueries() });
  const error = freePlay.error;
  const message =
    error instanceof ApiError && error.code === NETWORK_ERROR
      ? t('common.networkError')
      : error instanceof ApiError
      ? t(`errors:${error.code}`, { defaultValue: error.message || t('errors:INTERNAL') })
      : t('errors:INTERNAL');
  return (
    <>
      <button type="button" className={className} onClick={() => freePlay.mutate()} disabled={freePlay.isPending}>
        {freePlay.isPending ? <Spinner size={16} /> : <Gamepad2 size={16} aria-hidden />}
        {t('account.freeTrial')}
      </button>
      {freePlay.isError && (
        <Dialog title={t('account.freeTrial')} onClose={() => freePlay.reset()} size="sm">
          <p className="account-dialog-text" role="alert">
            {message}
          </p>
          <div className="account-dialog-actions">
            <button type="button" className="btn btn-primary" onClick={() => freePlay.reset()} data-autofocus>
              {t('account.confirm')}
            </button>
          </div>
        </Dialog>
      )}
    </>
  );
}
