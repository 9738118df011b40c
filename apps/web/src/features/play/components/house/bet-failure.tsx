import { RefreshCw, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { errorCode } from '../../lib/format.ts';
import { errorText } from '@/lib/error-text.ts';
import { outcomeUnknown } from '@/lib/idempotency.ts';
import '@/components/data-state/data-state.css';

/**
 * A bet that failed: with no answer, "try again" resends the same bet (same Idempotency-Key);
 * an expired game session offers to open the game again; any other refusal is its message.
 */
export function BetFailure({ error, onRetry, onRelaunch }: { error: unknown; onRetry?: () => void; onRelaunch?: () => void }) {
  const { t } = useTranslation();
  const unknown = outcomeUnknown(error);
  const expired = errorCode(error) === 'LAUNCH_TOKEN_INVALID';
  return (
    <div className="load-error" role="alert">
      <span>{unknown ? t('play.noAnswer') : errorText(t, error)}</span>
      {unknown && onRetry && (
        <button type="button" className="btn btn-ghost btn-sm" onClick={onRetry}>
          <RefreshCw size={14} aria-hidden />
          {t('common.retry')}
        </button>
      )}
      {expired && onRelaunch && (
        <button type="button" className="btn btn-ghost btn-sm" onClick={onRelaunch}>
          <RotateCcw size={14} aria-hidden />
          {t('play.reopen')}
        </button>
      )}
    </div>
  );
}
