import { Eye, EyeOff, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/loader/loader.tsx';
import { formatBalance } from '../lib/format-balance.ts';
import './account.css';

interface BalanceDisplayProps {
  balance: string;
  currencySymbol: string;
  refreshing: boolean;
  onRefresh: () => void;
}

/** The wallet balance with a show/hide toggle (*** when hidden) and a refresh action. */
export function BalanceDisplay({ balance, currencySymbol, refreshing, onRefresh }: BalanceDisplayProps) {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState(false);
  return (
    <div className="balance" role="group" aria-label={t('account.balance')}>
      <span className="balance-amount" data-testid="balance-amount">
        {hidden ? (
          '***'
        ) : (
          <span dir="ltr">
            <span className="balance-symbol">{currencySymbol}</span> {formatBalance(balance)}
          </span>
        )}
      </span>
      <button
        type="button"
        className="balance-action"
        onClick={() => setHidden((h) => !h)}
        aria-label={hidden ? t('account.showBalance') : t('account.hideBalance')}
        title={hidden ? t('account.showBalance') : t('account.hideBalance')}
      >
        {hidden ? <Eye size={16} aria-hidden /> : <EyeOff size={16} aria-hidden />}
      </button>
      <button
        type="button"
        className="balance-action"
        onClick={onRefresh}
        disabled={refreshing}
        aria-label={t('account.refreshBalance')}
        title={t('account.refreshBalance')}
      >
        {refreshing ? <Spinner size={14} /> : <RefreshCw size={16} aria-hidden />}
      </button>
    </div>
  );
}
