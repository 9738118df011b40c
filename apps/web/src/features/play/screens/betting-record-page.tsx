import type { BetRound } from '@lumen/contracts/play/play.contract';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Paginator } from '@/components/paginator/paginator.tsx';
import { paths } from '@/config/paths.ts';
import { useWalletBalance } from '@/lib/wallet-balance.ts';
import { type BettingRecordQuery, useBettingRecord } from '../api/records.ts';
import { RecordTotals } from '../components/play-ui.tsx';
import { EmptyState, ListSkeleton, LoadError, Money } from '@/components/data-state/data-state.tsx';
import { RecordFilters, rangeProblem, type RecordFilterValue } from '../components/record-filters.tsx';
import { formatUtcTime, isoDay } from '@/lib/dates.ts';
import { useVendorName } from '../api/vendors.ts';
import { roundOutcomeText } from '../components/house/round-outcome.ts';
import { currentLanguage, languageInfo } from '@/i18n/i18n.ts';
import '@/components/data-state/data-table.css';

export const BETS_PAGE_SIZE = 20;

const statusTone: Record<BetRound['status'], string> = { OPEN: 'info', SETTLED: 'muted', ROLLED_BACK: 'warning' };



/** The betting record: every round the member played, filtered by game type, vendor and days, with totals. */
export function BettingRecordPage() {
  const { t } = useTranslation();
  const symbol = useWalletBalance().data?.currencySymbol ?? '';
  const [filters, setFilters] = useState<RecordFilterValue>(() => ({ gameType: '', vendor: '', mode: 'REAL', startDate: isoDay(6), endDate: isoDay(0) }));
  const [pageNo, setPageNo] = useState(1);
  const vendorName = useVendorName();
  const locale = languageInfo(currentLanguage()).locale;
  const invalid = rangeProblem(filters) !== null;
  const query: BettingRecordQuery = {
    pageNo,
    pageSize: BETS_PAGE_SIZE,
    ...(filters.gameType ? { gameType: filters.gameType } : {}),
    ...(filters.vendor ? { vassalage: filters.vendor } : {}),
    ...(filters.mode === 'FUN' ? { mode: 'FUN' as const } : {}),
    ...(filters.startDate ? { startDate: filters.startDate } : {}),
    ...(filters.endDate ? { endDate: filters.endDate } : {}),
  };
  const records = useBettingRecord(query, !invalid);

  return (
    <div className="play-records">
      <RecordFilters
        withVendor
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setPageNo(1);
        }}
      />
      {invalid ? null : records.isPending ? (
        <ListSkeleton rows={6} />
      ) : records.isError ? (
        <LoadError error={records.error} onRetry={() => void records.refetch()} />
      ) : (
        <>
          <RecordTotals totals={records.data.totals} symbol={symbol} testId="bet-totals" />
          {records.data.list.length === 0 ? (
            <EmptyState>{t('play.records.none')}</EmptyState>
          ) : (
            <>
              <table className="data-table" aria-busy={records.isFetching}>
                <thead>
                  <tr>
                    <th scope="col">{t('play.records.time')}</th>
                    <th scope="col">{t('play.records.game')}</th>
                    <th scope="col">{t('play.records.vendor')}</th>
                    <th scope="col" className="num">
                      {t('play.records.stake')}
                    </th>
                    <th scope="col" className="num">
                      {t('play.records.win')}
                    </th>
                    <th scope="col" className="num">
                      {t('play.records.profit')}
                    </th>
                    <th scope="col">{t('play.records.result')}</th>
                    <th scope="col">{t('play.records.status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {records.data.list.map((r) => (
                    <tr key={r.roundId} data-testid={`bet-${r.roundId}`}>
                      <td data-label={t('play.records.time')}>
                        <time dateTime={r.createdAt}>{formatUtcTime(r.createdAt)}</time>
                      </td>
                      <td data-label={t('play.records.game')}>
                        <span className="play-game-name">{r.gameName}</span>
                        {r.mode === 'FUN' && <span className="play-badge play-badge-info">{t('play.funMode')}</span>}
                      </td>
                      <td data-label={t('play.records.vendor')}>{vendorName(r.vassalage)}</td>
                      <td data-label={t('play.records.stake')} className="num">
                        <Money amount={r.stake} symbol={symbol} />
                      </td>
                      <td data-label={t('play.records.win')} className="num">
                        <Money amount={r.win} symbol={symbol} />
                      </td>
                      <td data-label={t('play.records.profit')} className="num">
                        <Money amount={r.profit} symbol={symbol} signed />
                      </td>
                      <td data-label={t('play.records.result')} className="play-result">
                        {r.outcome ? <span>{roundOutcomeText(r.outcome, r.status, t, locale)}</span> : <span dir="auto">{r.result}</span>}
                        {r.verifiable && (
                          <Link className="play-verify-link" to={`${paths.verify}?roundId=${encodeURIComponent(r.roundId)}`}>
                            <ShieldCheck size={14} aria-hidden />
                            {t('play.verify.thisRound')}
                          </Link>
                        )}
                      </td>
                      <td data-label={t('play.records.status')}>
                        <span className={`play-badge play-badge-${statusTone[r.status]}`}>{t(`play.status.${r.status}`)}</span>
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
    </div>
  );
}
