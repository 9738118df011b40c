import { Coins, Sigma } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ListSkeleton, LoadError, Money } from '@/components/data-state/data-state.tsx';
import { Paginator } from '@/components/paginator/paginator.tsx';
import { formatTime } from '@/lib/dates.ts';
import { useSession } from '@/lib/session.ts';
import { useBonuses } from '../api/rewards.ts';
import '@/features/wallet/components/wallet.css';
import '@/components/data-state/data-table.css';
import './rewards.css';

const PAGE_SIZE = 20;

/** Bonus details: every bonus paid into the member's wallet (rewards, missions, raffle prizes), newest first, with what they came to in all. */
export function BonusDetailsPage() {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const symbol = useSession((s) => s.member?.currencySymbol ?? '');
  const claimed = useBonuses({ pageNo, pageSize: PAGE_SIZE });

  if (claimed.isPending) return <ListSkeleton rows={5} />;
  if (claimed.isError) return <LoadError error={claimed.error} onRetry={() => void claimed.refetch()} />;
  const { list, total, totalAmount, totalPages } = claimed.data;
  if (list.length === 0) return <EmptyState>{t('rewards.bonus.none')}</EmptyState>;

  return (
    <div className="wallet-page bonus-details">
      <div className="wallet-summary">
        <div className="wallet-stat wallet-stat-main" data-testid="bonus-total">
          <span className="wallet-stat-label">
            <Sigma size={14} aria-hidden /> {t('rewards.bonus.total')}
          </span>
          <Money amount={totalAmount} symbol={symbol} className="wallet-stat-value" />
        </div>
        <div className="wallet-stat" data-testid="bonus-count">
          <span className="wallet-stat-label">
            <Coins size={14} aria-hidden /> {t('rewards.bonus.count')}
          </span>
          <span className="wallet-stat-value">{total}</span>
        </div>
      </div>
      <table className="data-table" aria-busy={claimed.isFetching}>
        <thead>
          <tr>
            <th scope="col">{t('rewards.bonus.time')}</th>
            <th scope="col">{t('rewards.bonus.title')}</th>
            <th scope="col" className="num">
              {t('rewards.bonus.amount')}
            </th>
            <th scope="col">{t('rewards.bonus.reference')}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((r) => (
            <tr key={r.transferId}>
              <td data-label={t('rewards.bonus.time')}>{formatTime(r.paidAt)}</td>
              <td data-label={t('rewards.bonus.title')} className="bonus-title">
                <span className="bonus-source">{t(`rewards.bonus.source.${r.source}`)}</span>
                <bdi>{r.title}</bdi>
              </td>
              <td data-label={t('rewards.bonus.amount')} className="num">
                <Money amount={r.amount} symbol={symbol} signed />
              </td>
              <td data-label={t('rewards.bonus.reference')} className="history-ref">
                <bdi dir="ltr">{r.transferId}</bdi>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Paginator page={pageNo} total={totalPages} onChange={setPageNo} />
    </div>
  );
}
