import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWalletBalance } from '@/lib/wallet-balance.ts';
import { useProfitLoss } from '../api/records.ts';
import { RecordTotals } from '../components/play-ui.tsx';
import { EmptyState, ListSkeleton, LoadError, Money } from '@/components/data-state/data-state.tsx';
import { RecordFilters, rangeProblem, type RecordFilterValue } from '../components/record-filters.tsx';
import { formatDay, isoDay } from '@/lib/dates.ts';
import '@/components/data-state/data-table.css';

/** Personal profit and loss: per day and game type, with totals over the chosen days. */
export function ProfitLossPage() {
  const { t } = useTranslation();
  const symbol = useWalletBalance().data?.currencySymbol ?? '';
  const [filters, setFilters] = useState<RecordFilterValue>(() => ({ gameType: '', vendor: '', mode: 'REAL', startDate: isoDay(29), endDate: isoDay(0) }));
  const invalid = rangeProblem(filters) !== null;
  const report = useProfitLoss(
    {
      ...(filters.gameType ? { gameType: filters.gameType } : {}),
      ...(filters.startDate ? { startDate: filters.startDate } : {}),
      ...(filters.endDate ? { endDate: filters.endDate } : {}),
    },
    !invalid,
  );

  return (
    <div className="play-records">
      <RecordFilters value={filters} onChange={setFilters} />
      {invalid ? null : report.isPending ? (
        <ListSkeleton rows={5} />
      ) : report.isError ? (
        <LoadError error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <>
          <RecordTotals totals={report.data.totals} symbol={symbol} testId="profit-totals" />
          {report.data.rows.length === 0 ? (
            <EmptyState>{t('play.records.none')}</EmptyState>
          ) : (
            <table className="data-table" aria-busy={report.isFetching}>
              <thead>
                <tr>
                  <th scope="col">{t('play.records.day')}</th>
                  <th scope="col">{t('play.records.gameType')}</th>
                  <th scope="col" className="num">
                    {t('play.records.count')}
                  </th>
                  <th scope="col" className="num">
                    {t('play.records.stake')}
                  </th>
                  <th scope="col" className="num">
                    {t('play.records.win')}
                  </th>
                  <th scope="col" className="num">
                    {t('play.records.profit')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.data.rows.map((r) => (
                  <tr key={`${r.day}-${r.gameType}`}>
                    <td data-label={t('play.records.day')}>{formatDay(r.day)}</td>
                    <td data-label={t('play.records.gameType')}>{t(`category.${r.gameType}`)}</td>
                    <td data-label={t('play.records.count')} className="num">
                      {r.count}
                    </td>
                    <td data-label={t('play.records.stake')} className="num">
                      <Money amount={r.stake} symbol={symbol} />
                    </td>
                    <td data-label={t('play.records.win')} className="num">
                      <Money amount={r.win} symbol={symbol} />
                    </td>
                    <td data-label={t('play.records.profit')} className="num">
                      <Money amount={r.profit} symbol={symbol} signed />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </div>
  );
}
