import { groupAmount } from '@lumen/contracts/wallet/money';
import { CircleAlert, Eye, EyeOff, RefreshCw } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoginInfo } from '@/lib/login-info.ts';
import { useSession } from '@/lib/session.ts';
import { useWalletBalance } from '@/lib/wallet-balance.ts';
import './account.css';

/** A refresh click within this time of the previous one is ignored. */
export const REFRESH_INTERVAL_MS = 1_000;

interface BalanceDisplayProps {
  balance: string;
  currencySymbol: string;
  refreshing: boolean;
  /** The last reading of the balance failed: the amount shown may be out of date. */
  failed?: boolean;
  onRefresh: () => void;
}

/**
 * The wallet balance with thousands separators and two decimals, a show/hide toggle (*** when
 * hidden) and a refresh action that spins while the balance loads (at most one refresh a second).
 * When the last reading failed, the refresh action shows an alert and says so until one succeeds.
 */
export function BalanceDisplay({ balance, currencySymbol, refreshing, failed = false, onRefresh }: BalanceDisplayProps) {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState(false);
  const lastRefresh = useRef(0);
  const showFailure = failed && !refreshing;
  const refreshLabel = showFailure ? t('common.loadFailed') : t('account.refreshBalance');

  function refresh() {
    const now = Date.now();
    if (refreshing || now - lastRefresh.current < REFRESH_INTERVAL_MS) return;
    lastRefresh.current = now;
    onRefresh();
  }

  return (
    <fieldset className="balance" aria-label={t('account.balance')}>
      <span className="balance-amount" data-testid="balance-amount" aria-live="polite">
        {hidden ? (
          '***'
        ) : (
          <span dir="ltr">
            <span className="balance-symbol">{currencySymbol}</span> {groupAmount(balance)}
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
        onClick={refresh}
        aria-busy={refreshing}
        aria-label={refreshLabel}
        title={refreshLabel}
      >
        {showFailure ? (
          <CircleAlert size={16} aria-hidden color="var(--color-danger)" />
        ) : (
          <RefreshCw size={16} aria-hidden className={refreshing ? 'balance-spin' : undefined} />
        )}
      </button>
    </fieldset>
  );
}

/**
 * The header's balance: the main wallet from the wallet API (kept live by the member socket).
 * Trial accounts have no wallet; theirs comes with the member info.
 */
export function HeaderBalance() {
  const isTrial = useSession((s) => s.isTrial);
  const member = useSession((s) => s.member);
  const loginInfo = useLoginInfo();
  const wallet = useWalletBalance(!isTrial);
  if (!member) return null;
  if (isTrial || !wallet.data) {
    const source = isTrial ? loginInfo : wallet;
    return (
      <BalanceDisplay
        balance={member.balance}
        currencySymbol={member.currencySymbol}
        refreshing={source.isFetching}
        failed={source.isError}
        onRefresh={() => void source.refetch()}
      />
    );
  }
  return (
    <BalanceDisplay
      balance={wallet.data.balance}
      currencySymbol={wallet.data.currencySymbol}
      refreshing={wallet.isFetching}
      failed={wallet.isError}
      onRefresh={() => void wallet.refetch()}
    />
  );
}
