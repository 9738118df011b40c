import type { TransactionType } from '@lumen/contracts/wallet/wallet.contract';
import { ArrowDownLeft, ArrowUpRight, Receipt, Sigma } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayRangeFields } from '@/components/date-field/day-range-fields.tsx';
import { Paginator } from '@/components/paginator/paginator.tsx';
import { useBalance } from '../api/merchant-wallet.ts';
import { useTransactions } from '../api/transactions.ts';
import { Section, TransactionTypeField } from '../components/wallet-ui.tsx';
import { EmptyState, ListSkeleton, LoadError, Money } from '@/components/data-state/data-state.tsx';
import { formatUtcTime, isBackwardRange, isoDay } from '@/lib/dates.ts';
import { referenceText } from '../lib/reference.ts';
import '../components/wallet.css';
import '@/components/data-state/data-table.css';

const PAGE_SIZE = 20;

/** The account record: every money movement, filtered by type and days, with totals. */
export function TransactionHistoryPage() {
  const { t } = useTranslation();
  const id = useId();
  const symbol = useBalance().data?.currencySymbol ?? '';
  const [type, setType] = useState<TransactionType | ''>('');
  const [startDate, setStartDate] = useState(() => isoDay(6));
  const [endDate, setEndDate] = useState(() => isoDay(0));
  const [pageNo, setPageNo] = useState(1);
  const badRange = isBackwardRange(startDate, endDate);
  const query = { pageNo, pageSize: PAGE_SIZE, ...(type ? { type } : {}), ...(startDate ? { startDate } : {}), ...(endDate ? { endDate } : {}) };
  const records = useTransactions(query, !badRange);
  const walletName = (w: string) => (w === 'MAIN' ? t('wallet.main') : w);
  const words = (reference: string) => {
    const text = referenceText(t, reference, walletName);
    return text === null ? null : <span className="history-ref-words">{text}</span>;
  };

  return (
    <div className="wallet-page">
      <Section title={t('wallet.history.title')} icon={<Receipt size={20} aria-hidden />}>
        <div className="history-filters">
          <TransactionTypeField
            id={`${id}-type`}
            value={type}
            onChange={(next) => {
              setType(next);
              setPageNo(1);
            }}
          />
          <DayRangeFields
            id={id}
            startDate={startDate}
            endDate={endDate}
            today={isoDay(0)}
            labels={{ start: t('wallet.history.start'), end: t('wallet.history.end') }}
            onChange={(change) => {
              if ('startDate' in change) setStartDate(change.startDate);
              else setEndDate(change.endDate);
              setPageNo(1);
            }}
          />
        </div>
        {badRange && (
          <p className="field-error" role="alert">
            {t('wallet.history.badRange')}
          </p>
        )}
        {badRange ? null : records.isPending ? (
          <ListSkeleton rows={6} />
        ) : records.isError ? (
          <LoadError error={records.error} onRetry={() => void records.refetch()} />
        ) : (
          <>
            <div className="history-totals" data-testid="history-totals">
              <div className="wallet-stat">
                <span className="wallet-stat-label">
                  <ArrowDownLeft size={14} aria-hidden className="flip-rtl" /> {t('wallet.history.in')}
                </span>
                <Money amount={records.data.totals.in} symbol={symbol} className="wallet-stat-value money-in" />
              </div>
              <div className="wallet-stat">
                <span className="wallet-stat-label">
                  <ArrowUpRight size={14} aria-hidden className="flip-rtl" /> {t('wallet.history.out')}
                </span>
                <Money amount={records.data.totals.out} symbol={symbol} className="wallet-stat-value money-out" />
              </div>
              <div className="wallet-stat">
                <span className="wallet-stat-label">
                  <Sigma size={14} aria-hidden /> {t('wallet.history.net')}
                </span>
                <Money amount={records.data.totals.net} symbol={symbol} signed className="wallet-stat-value" />
              </div>
            </div>
            {records.data.list.length === 0 ? (
              <EmptyState>{t('wallet.history.none')}</EmptyState>
            ) : (
              <>
                <table className="data-table" aria-busy={records.isFetching}>
                  <thead>
                    <tr>
                      <th scope="col">{t('wallet.history.time')}</th>
                      <th scope="col">{t('wallet.history.type')}</th>
                      <th scope="col">{t('wallet.history.wallet')}</th>
                      <th scope="col" className="num">
                        {t('wallet.amount')}
                      </th>
                      <th scope="col" className="num">
                        {t('wallet.history.balanceAfter')}
                      </th>
                      <th scope="col">{t('wallet.history.reference')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {records.data.list.map((r) => (
                      <tr key={r.id}>
                        <td data-label={t('wallet.history.time')}>{formatUtcTime(r.time)}</td>
                        <td data-label={t('wallet.history.type')}>{t(`wallet.type.${r.type}`)}</td>
                        <td data-label={t('wallet.history.wallet')}>{walletName(r.wallet)}</td>
                        <td data-label={t('wallet.amount')} className="num">
                          <Money amount={r.amount} symbol={symbol} signed />
                        </td>
                        <td data-label={t('wallet.history.balanceAfter')} className="num">
                          <Money amount={r.balanceAfter} symbol={symbol} />
                        </td>
                        <td data-label={t('wallet.history.reference')} className="history-ref">
                          {/* A code reads left to right; its cell keeps the page's direction (a card's label stays on its side). */}
                          {words(r.reference) ?? <bdi dir="ltr">{r.reference}</bdi>}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                <Paginator page={pageNo} total={records.data.totalPages} onChange={setPageNo} />
              </>
            )}
          </>
        )}
      </Section>
    </div>
  );
}
