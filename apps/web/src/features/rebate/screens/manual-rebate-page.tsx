import { REBATE_WINDOW_DAYS, type RebateLine, type RebateRecord } from '@lumen/contracts/member/rebate.contract';
import { BadgePercent, CalendarRange, Coins, HandCoins, History, Info, Sigma } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ListSkeleton, LoadError, Money } from '@/components/data-state/data-state.tsx';
import { Skeleton } from '@/components/loader/loader.tsx';
import { Paginator } from '@/components/paginator/paginator.tsx';
import { FormFailure, Section, SuccessLine } from '@/features/wallet/components/wallet-ui.tsx';
import { formatTime } from '@/lib/dates.ts';
import { formatMoney, minorOf } from '@/features/wallet/lib/money.ts';
import { currentLanguage, languageInfo } from '@/i18n/i18n.ts';
import { useSession } from '@/lib/session.ts';
import { useClaimRebate, useRebateHistory, useRebateSummary } from '../api/rebate.ts';
import { GameType, gameTypeName } from '../components/game-type.tsx';
import '@/features/wallet/components/wallet.css';
import '@/components/data-state/data-table.css';
import './rebate.css';

const PAGE_SIZE = 10;

/**
 * Manual rebate: what the member's settled bets of the window earn back, per game type at the
 * operator's rates, claimed into the main wallet with one press; below, the claims made so far.
 */
export function ManualRebatePage() {
  const symbol = useSession((s) => s.member?.currencySymbol ?? '');
  return (
    <div className="wallet-page rebate">
      <ClaimableRebate symbol={symbol} />
      <RebateHistory symbol={symbol} />
    </div>
  );
}

function ClaimableRebate({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const summary = useRebateSummary();
  const claim = useClaimRebate();
  const days = summary.data?.windowDays ?? REBATE_WINDOW_DAYS;

  return (
    <div className="rebate-claimable">
      <p className="wallet-note rebate-how">
        <Info size={16} aria-hidden />
        {t('rebate.how', { days })}
      </p>
      {summary.isPending ? (
        <div className="rebate-skeleton" role="status" aria-label={t('common.loading')}>
          <Skeleton height={148} radius="var(--radius-lg)" />
          <Skeleton height={44} radius="var(--radius-md)" />
          <Skeleton height={44} radius="var(--radius-md)" />
        </div>
      ) : summary.isError ? (
        <LoadError error={summary.error} onRetry={() => void summary.refetch()} />
      ) : (
        <>
          <section className="rebate-card" aria-labelledby="rebate-claimable-label" data-testid="rebate-summary">
            <div className="rebate-card-main">
              <span id="rebate-claimable-label" className="wallet-stat-label">
                <BadgePercent size={14} aria-hidden /> {t('rebate.claimable')}
              </span>
              <Money amount={summary.data.totalRebate} symbol={symbol} className="rebate-total" />
              <dl className="rebate-facts">
                <div>
                  <dt>
                    <Coins size={14} aria-hidden /> {t('rebate.turnover')}
                  </dt>
                  <dd data-testid="rebate-turnover">
                    <Money amount={summary.data.totalTurnover} symbol={symbol} />
                  </dd>
                </div>
                <div>
                  <dt>
                    <CalendarRange size={14} aria-hidden /> {t('rebate.period')}
                  </dt>
                  <dd>{t('rebate.window', { days })}</dd>
                </div>
              </dl>
            </div>
            <button
              type="button"
              className="btn btn-gold btn-lg rebate-claim"
              disabled={claim.isPending || minorOf(summary.data.totalRebate) <= 0n}
              aria-busy={claim.isPending}
              onClick={() => claim.mutate()}
            >
              {claim.isPending ? <span className="wallet-spinner" aria-hidden /> : <HandCoins size={18} aria-hidden />}
              {t('rebate.claim')}
            </button>
          </section>
          {claim.isSuccess && <SuccessLine>{t('rebate.claimed', { amount: formatMoney(claim.data.amount, symbol).trim() })}</SuccessLine>}
          <FormFailure error={claim.isError ? claim.error : null} />
          {summary.data.lines.length === 0 ? (
            <EmptyState>{t('rebate.none', { days })}</EmptyState>
          ) : (
            <RebateLines lines={summary.data.lines} symbol={symbol} busy={summary.isFetching} />
          )}
        </>
      )}
    </div>
  );
}

/** The claimable rebate per game type. */
function RebateLines({ lines, symbol, busy }: { lines: RebateLine[]; symbol: string; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <table className="data-table rebate-lines" aria-busy={busy} aria-label={t('rebate.byGameType')}>
      <thead>
        <tr>
          <th scope="col">{t('rebate.col.gameType')}</th>
          <th scope="col" className="num">
            {t('rebate.col.turnover')}
          </th>
          <th scope="col" className="num">
            {t('rebate.col.rate')}
          </th>
          <th scope="col" className="num">
            {t('rebate.col.rebate')}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.gameType} data-testid={`rebate-line-${line.gameType}`} data-zero={minorOf(line.rebate) <= 0n || undefined}>
            <td data-label={t('rebate.col.gameType')}>
              <GameType code={line.gameType} />
            </td>
            <td data-label={t('rebate.col.turnover')} className="num">
              <Money amount={line.turnover} symbol={symbol} />
            </td>
            <td data-label={t('rebate.col.rate')} className="num">
              <span dir="ltr">{line.ratePercent}%</span>
            </td>
            <td data-label={t('rebate.col.rebate')} className="num rebate-line-amount">
              <Money amount={line.rebate} symbol={symbol} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The member's claims, newest first, with their total, a page at a time. */
function RebateHistory({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const history = useRebateHistory({ pageNo, pageSize: PAGE_SIZE });

  // Should the pages shrink under the member (never by its own claims, which add), step back to the last one.
  const totalPages = history.data?.totalPages;
  useEffect(() => {
    if (totalPages !== undefined && pageNo > Math.max(1, totalPages)) setPageNo(Math.max(1, totalPages));
  }, [totalPages, pageNo]);

  return (
    <Section title={t('rebate.history.title')} icon={<History size={20} aria-hidden />} className="rebate-history">
      {history.isPending ? (
        <ListSkeleton rows={3} />
      ) : history.isError ? (
        <LoadError error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.list.length === 0 ? (
        <EmptyState>{t('rebate.history.none')}</EmptyState>
      ) : (
        <>
          <div className="wallet-summary rebate-history-totals">
            <div className="wallet-stat" data-testid="rebate-history-total">
              <span className="wallet-stat-label">
                <Sigma size={14} aria-hidden /> {t('rebate.history.total')}
              </span>
              <Money amount={history.data.totalAmount} symbol={symbol} className="wallet-stat-value" />
            </div>
            <div className="wallet-stat" data-testid="rebate-history-count">
              <span className="wallet-stat-label">
                <HandCoins size={14} aria-hidden /> {t('rebate.history.count')}
              </span>
              <span className="wallet-stat-value">{history.data.total}</span>
            </div>
          </div>
          <table className="data-table rebate-records" aria-busy={history.isFetching} aria-label={t('rebate.history.title')}>
            <thead>
              <tr>
                <th scope="col">{t('rebate.history.time')}</th>
                <th scope="col" className="num">
                  {t('rebate.history.turnover')}
                </th>
                <th scope="col" className="num">
                  {t('rebate.history.amount')}
                </th>
                <th scope="col">{t('rebate.history.gameTypes')}</th>
                <th scope="col">{t('rebate.history.reference')}</th>
              </tr>
            </thead>
            <tbody>
              {history.data.list.map((record) => (
                <RecordRow key={record.id} record={record} symbol={symbol} />
              ))}
            </tbody>
          </table>
          <Paginator page={pageNo} total={history.data.totalPages} onChange={setPageNo} />
        </>
      )}
    </Section>
  );
}

function RecordRow({ record, symbol }: { record: RebateRecord; symbol: string }) {
  const { t } = useTranslation();
  const names = new Intl.ListFormat(languageInfo(currentLanguage()).locale, { type: 'conjunction' }).format(
    record.lines.map((line) => gameTypeName(t, line.gameType)),
  );
  return (
    <tr data-testid={`rebate-record-${record.id}`}>
      <td data-label={t('rebate.history.time')}>
        <time dateTime={record.createdAt}>{formatTime(record.createdAt)}</time>
      </td>
      <td data-label={t('rebate.history.turnover')} className="num">
        <Money amount={record.turnover} symbol={symbol} />
      </td>
      <td data-label={t('rebate.history.amount')} className="num">
        <Money amount={record.amount} symbol={symbol} signed />
      </td>
      <td data-label={t('rebate.history.gameTypes')} className="rebate-record-lines">
        <details>
          <summary>{names}</summary>
          <ul>
            {record.lines.map((line) => (
              <li key={line.gameType}>
                <GameType code={line.gameType} />
                <span className="rebate-record-line">
                  {t('rebate.history.line', {
                    rebate: formatMoney(line.rebate, symbol).trim(),
                    turnover: formatMoney(line.turnover, symbol).trim(),
                    rate: `${line.ratePercent}%`,
                  })}
                </span>
              </li>
            ))}
          </ul>
        </details>
      </td>
      <td data-label={t('rebate.history.reference')} className="history-ref">
        <bdi dir="ltr">{record.transferId}</bdi>
      </td>
    </tr>
  );
}
