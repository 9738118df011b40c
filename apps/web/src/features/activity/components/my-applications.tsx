import type { Application } from '@lumen/contracts/member/activity.contract';
import { ClipboardList } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ListSkeleton, LoadError, Money } from '@/components/data-state/data-state.tsx';
import { Paginator } from '@/components/paginator/paginator.tsx';
import { Badge } from '@/features/wallet/components/wallet-ui.tsx';
import { formatTime } from '@/lib/dates.ts';
import { useSession } from '@/lib/session.ts';
import { useApplications } from '../api/activity.ts';
import { stateTone } from '../lib/activity.ts';
import '@/features/wallet/components/wallet.css';
import './activity.css';

const PAGE_SIZE = 10;

/** The member's applications, newest first, a page at a time: the promotion, when, how it stands, and the reward or the remark. */
export function MyApplications() {
  const { t } = useTranslation();
  const headingId = useId();
  const [pageNo, setPageNo] = useState(1);
  const list = useApplications({ pageNo, pageSize: PAGE_SIZE });

  // Should the pages shrink under the member, step back to the last one.
  const totalPages = list.data?.totalPages;
  useEffect(() => {
    if (totalPages !== undefined && pageNo > Math.max(1, totalPages)) setPageNo(Math.max(1, totalPages));
  }, [totalPages, pageNo]);

  return (
    <section className="card activity-mine" aria-labelledby={headingId}>
      <h2 id={headingId} className="activity-mine-title">
        <ClipboardList size={20} aria-hidden />
        {t('promotions.mine.title')}
      </h2>
      {list.isPending ? (
        <ListSkeleton rows={3} height={56} />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.list.length === 0 ? (
        <EmptyState>{t('promotions.mine.none')}</EmptyState>
      ) : (
        <>
          <ul className="activity-mine-list" aria-labelledby={headingId} aria-busy={list.isFetching}>
            {list.data.list.map((application) => (
              <ApplicationRow key={application.id} application={application} />
            ))}
          </ul>
          <Paginator page={pageNo} total={list.data.totalPages} onChange={setPageNo} />
        </>
      )}
    </section>
  );
}

function ApplicationRow({ application }: { application: Application }) {
  const { t } = useTranslation();
  const symbol = useSession((s) => s.member?.currencySymbol ?? '');
  const { state, amount, remark } = application;
  return (
    <li className="activity-mine-item" data-state={state} data-testid={`application-${application.id}`}>
      <div className="activity-mine-main">
        <p className="activity-mine-promotion" dir="auto">
          {application.promotionTitle}
        </p>
        <time className="activity-mine-time" dateTime={application.createdAt}>
          {formatTime(application.createdAt)}
        </time>
      </div>
      <div className="activity-mine-side">
        <Badge tone={stateTone[state]}>{t(`promotions.state.${state}`)}</Badge>
        {amount !== null && <Money amount={amount} symbol={symbol} className="activity-amount" />}
      </div>
      {remark && (
        <p className="activity-mine-remark" dir="auto">
          {t('promotions.state.rejectedWith', { remark })}
        </p>
      )}
    </li>
  );
}
