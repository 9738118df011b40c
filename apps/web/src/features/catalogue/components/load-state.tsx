import { CircleAlert, Gamepad2, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ApiError, NETWORK_ERROR } from '@/lib/api-client.ts';

/** A failed list: its translated reason and a retry button. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const message =
    error instanceof ApiError && error.code === NETWORK_ERROR
      ? t('common.networkError')
      : error instanceof ApiError
        ? t(`errors:${error.code}`, { defaultValue: error.message || t('common.loadFailed') })
        : t('common.loadFailed');
  return (
    <div className="game-state" role="alert">
      <CircleAlert size={32} aria-hidden />
      <p>{message}</p>
      <button type="button" className="btn btn-ghost btn-sm" onClick={onRetry}>
        <RefreshCw size={14} aria-hidden />
        {t('common.retry')}
      </button>
    </div>
  );
}

/** An empty list: the 'no data' text. */
export function NoData({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <div className="game-state">
      <Gamepad2 size={32} aria-hidden />
      <p>{text ?? t('catalogue.noData')}</p>
    </div>
  );
}
