import type { PointsEntry } from '@lumen/contracts/member/points.contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ListSkeleton, LoadError } from '@/components/data-state/data-state.tsx';
import { Paginator } from '@/components/paginator/paginator.tsx';
import { Badge } from '@/features/wallet/components/wallet-ui.tsx';
import { formatTime } from '@/lib/dates.ts';
import { formatMoney } from '@/features/wallet/lib/money.ts';
import { useSession } from '@/lib/session.ts';
import { usePointsEntries } from '../api/points.ts';
import { formatPoints, formatPointsChange } from '../lib/points.ts';
import { entryKindTone } from '../lib/status.ts';

const PAGE_SIZE = 10;

/** Points details: every change of the member's points balance, newest first, a page at a time. */
export function PointsEntries() {
  const { t } = useTranslation();
  const symbol = useSession((s) => s.member?.currencySymbol ?? '');
  const [pageNo, setPageNo] = useState(1);
  const entries = usePointsEntries({ pageNo, pageSize: PAGE_SIZE });

  const totalPages = entries.data?.totalPages;
  useEffect(() => {
    if (totalPages !== undefined && pageNo > Math.max(1, totalPages)) setPageNo(Math.max(1, totalPages));
  }, [totalPages, pageNo]);

  if (entries.isPending) return <ListSkeleton rows={4} />;
  if (entries.isError) return <LoadError error={entries.error} onRetry={() => void entries.refetch()} />;
  if (entries.data.list.length === 0) return <EmptyState>{t('pointMall.empty.details')}</EmptyState>;

  return (
    <div className="points-list">
      <table className="data-table points-table" aria-busy={entries.isFetching} aria-label={t('pointMall.tab.details')}>
        <thead>
          <tr>
            <th scope="col">{t('pointMall.details.time')}</th>
            <th scope="col">{t('pointMall.details.kind')}</th>
            <th scope="col" className="num">
              {t('pointMall.details.change')}
            </th>
            <th scope="col" className="num">
              {t('pointMall.details.balance')}
            </th>
            <th scope="col">{t('pointMall.details.detail')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.data.list.map((entry) => (
            <tr key={entry.id} data-testid={`points-entry-${entry.id}`}>
              <td data-label={t('pointMall.details.time')}>
                <time dateTime={entry.createdAt}>{formatTime(entry.createdAt)}</time>
              </td>
              <td data-label={t('pointMall.details.kind')}>
                <Badge tone={entryKindTone[entry.kind]}>{t(`pointMall.kind.${entry.kind}`)}</Badge>
              </td>
              <td data-label={t('pointMall.details.change')} className="num">
                <span dir="ltr" className="points-change" data-tone={entry.change > 0 ? 'in' : entry.change < 0 ? 'out' : 'zero'}>
                  {formatPointsChange(entry.change)}
                </span>
              </td>
              <td data-label={t('pointMall.details.balance')} className="num">
                <bdi dir="ltr">{formatPoints(entry.balance)}</bdi>
              </td>
              <td data-label={t('pointMall.details.detail')} className="points-detail">
                <EntryDetail entry={entry} symbol={symbol} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Paginator page={pageNo} total={entries.data.totalPages} onChange={setPageNo} />
    </div>
  );
}

/** EARN: the valid bets it counted; REDEEM and REFUND: the redemption's reference number. */
function EntryDetail({ entry, symbol }: { entry: PointsEntry; symbol: string }) {
  const { t } = useTranslation();
  if (entry.kind === 'EARN' && entry.turnover !== null) {
    return <>{t('pointMall.details.turnover', { amount: formatMoney(entry.turnover, symbol).trim() })}</>;
  }
  if (entry.reference !== null) return <>{t('pointMall.details.reference', { reference: entry.reference })}</>;
  return null;
}
