import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { confirmDeposit, depositsQuery, rejectDeposit } from '../api/admin-api.ts';
import { ReviewQueueFrame, ReviewRowActions, useReviewQueue } from '../components/review-queue.tsx';
import { Amount, StatusBadge } from '../components/table-parts.tsx';
import { amountText, timeText } from '../lib/format.ts';

const statuses = ['PENDING', 'CONFIRMED', 'REJECTED', 'ALL'] as const;

export function DepositsScreen() {
  const { t } = useTranslation();
  const queue = useReviewQueue({
    statuses,
    query: depositsQuery,
    approve: confirmDeposit,
    reject: rejectDeposit,
    approvedText: t('admin.deposits.confirmed'),
    rejectedText: t('admin.deposits.rejected'),
  });

  return (
    <ReviewQueueFrame
      queue={queue}
      title={t('admin.deposits.title')}
      subtitle={t('admin.deposits.subtitle')}
      columns={8}
      head={
        <>
          <th>{t('admin.col.id')}</th>
          <th>{t('admin.col.member')}</th>
          <th>{t('admin.col.method')}</th>
          <th>{t('admin.col.reference')}</th>
          <th className="num">{t('admin.col.amount')}</th>
          <th>{t('admin.col.created')}</th>
          <th>{t('admin.col.status')}</th>
          <th className="actions">{t('admin.col.actions')}</th>
        </>
      }
      emptyText={t('admin.deposits.empty')}
      row={(d) => (
        <tr key={d.id} data-testid={`deposit-${d.id}`}>
          <td className="mono">{d.id}</td>
          <td>{d.username}</td>
          <td>{d.methodName}</td>
          <td className="mono">{d.referenceCode}</td>
          <td className="num">
            <Amount value={d.amount} />
          </td>
          <td className="muted">{timeText(d.createdAt)}</td>
          <td>
            <StatusBadge status={d.status} label={t(`admin.status.${d.status}`)} />
            {d.rejectReason && <p className="admin-cell-note">{d.rejectReason}</p>}
          </td>
          <ReviewRowActions
            pending={d.status === 'PENDING'}
            approveIcon={<Check size={14} aria-hidden />}
            approveLabel={t('admin.deposits.confirm')}
            onApprove={() => queue.open('approve', d)}
            onReject={() => queue.open('reject', d)}
          />
        </tr>
      )}
      approveDialog={{
        title: t('admin.deposits.confirmTitle'),
        confirmLabel: t('admin.deposits.confirm'),
        body: (d) => (
          <p>
            {t('admin.deposits.confirmText', { member: d.username, amount: amountText(d.amount), reference: d.referenceCode })}
          </p>
        ),
      }}
      rejectSummary={(d) => <p>{`${d.username} · ${amountText(d.amount)} · ${d.referenceCode}`}</p>}
    />
  );
}
