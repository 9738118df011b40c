import { type RedemptionStatus, redemptionStatuses } from '@lumen/contracts/member/points.contract';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ListSkeleton, LoadError, Money } from '@/components/data-state/data-state.tsx';
import { Paginator } from '@/components/paginator/paginator.tsx';
import { Badge } from '@/features/wallet/components/wallet-ui.tsx';
import { formatTime } from '@/lib/dates.ts';
import { useSession } from '@/lib/session.ts';
import { useRedemptions } from '../api/points.ts';
import { formatPoints } from '../lib/points.ts';
import { redemptionTone } from '../lib/status.ts';

const PAGE_SIZE = 10;

/** Redeem history: the member's redemptions, newest first, a page at a time, optionally of one status. */
export function RedemptionHistory() {
  const { t } = useTranslation();
  const id = useId();
  const symbol = useSession((s) => s.member?.currencySymbol ?? '');
  const [status, setStatus] = useState<RedemptionStatus | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const history = useRedemptions({ pageNo, pageSize: PAGE_SIZE, ...(status ? { status } : {}) });

  // Should the pages shrink under the member (a filter, a review elsewhere), step back to the last one.
  const totalPages = history.data?.totalPages;
  useEffect(() => {
    if (totalPages !== undefined && pageNo > Math.max(1, totalPages)) setPageNo(Math.max(1, totalPages));
  }, [totalPages, pageNo]);

  return (
    <div className="points-list">
      <div className="field points-filter">
        <label className="field-label" htmlFor={`${id}-status`}>
          {t('pointMall.history.status')}
        </label>
        <select
          id={`${id}-status`}
          className="input wallet-select"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as RedemptionStatus | '');
            setPageNo(1);
          }}
        >
          <option value="">{t('pointMall.history.all')}</option>
          {redemptionStatuses.map((s) => (
            <option key={s} value={s}>
              {t(`pointMall.status.${s}`)}
            </option>
          ))}
        </select>
      </div>
      {history.isPending ? (
        <ListSkeleton rows={3} />
      ) : history.isError ? (
        <LoadError error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.list.length === 0 ? (
        <EmptyState>{t('pointMall.empty.history')}</EmptyState>
      ) : (
        <>
          <table className="data-table points-table" aria-busy={history.isFetching} aria-label={t('pointMall.tab.history')}>
            <thead>
              <tr>
                <th scope="col">{t('pointMall.history.time')}</th>
                <th scope="col">{t('pointMall.history.reference')}</th>
                <th scope="col" className="num">
                  {t('pointMall.history.points')}
                </th>
                <th scope="col" className="num">
                  {t('pointMall.history.amount')}
                </th>
                <th scope="col">{t('pointMall.history.status')}</th>
                <th scope="col">{t('pointMall.history.remark')}</th>
                <th scope="col">{t('pointMall.history.reviewed')}</th>
              </tr>
            </thead>
            <tbody>
              {history.data.list.map((r) => (
                <tr key={r.id} data-testid={`redemption-${r.id}`}>
                  <td data-label={t('pointMall.history.time')}>
                    <time dateTime={r.createdAt}>{formatTime(r.createdAt)}</time>
                  </td>
                  <td data-label={t('pointMall.history.reference')} className="points-ref">
                    <bdi dir="ltr">{r.reference}</bdi>
                  </td>
                  <td data-label={t('pointMall.history.points')} className="num">
                    <bdi dir="ltr">{formatPoints(r.points)}</bdi>
                  </td>
                  <td data-label={t('pointMall.history.amount')} className="num">
                    <Money amount={r.amount} symbol={symbol} />
                  </td>
                  <td data-label={t('pointMall.history.status')}>
                    <Badge tone={redemptionTone[r.status]}>{t(`pointMall.status.${r.status}`)}</Badge>
                  </td>
                  <td data-label={t('pointMall.history.remark')} className="points-remark">
                    {r.remark ?? ''}
                  </td>
                  <td data-label={t('pointMall.history.reviewed')}>
                    {r.reviewedAt ? <time dateTime={r.reviewedAt}>{formatTime(r.reviewedAt)}</time> : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Paginator page={pageNo} total={history.data.totalPages} onChange={setPageNo} />
        </>
      )}
    </div>
  );
}
