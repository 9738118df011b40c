import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { payWithdrawal, rejectWithdrawal, withdrawalProofPath, withdrawalsQuery } from '../api/admin-api.ts';
import { ProofThumbnail } from '../components/proof-thumbnail.tsx';
import { ReviewQueueFrame, ReviewRowActions, useReviewQueue } from '../components/review-queue.tsx';
import { Amount, StatusBadge } from '../components/table-parts.tsx';
import { amountText, timeText } from '../lib/format.ts';

const statuses = ['PENDING', 'PAID', 'REJECTED', 'ALL'] as const;

export function WithdrawalsScreen() {
  const { t } = useTranslation();
  const queue = useReviewQueue({
    statuses,
    query: withdrawalsQuery,
    approve: payWithdrawal,
    reject: rejectWithdrawal,
    approvedText: t('admin.withdrawals.paid'),
    rejectedText: t('admin.withdrawals.rejected'),
  });

  return (
    <ReviewQueueFrame
      queue={queue}
      title={t('admin.withdrawals.title')}
      subtitle={t('admin.withdrawals.subtitle')}
      columns={8}
      head={
        <>
          <th>{t('admin.col.id')}</th>
          <th>{t('admin.col.member')}</th>
          <th>{t('admin.col.bank')}</th>
          <th className="num">{t('admin.col.amount')}</th>
          <th>{t('admin.col.created')}</th>
          <th>{t('admin.col.status')}</th>
          <th>{t('admin.col.proofs')}</th>
          <th className="actions">{t('admin.col.actions')}</th>
        </>
      }
      emptyText={t('admin.withdrawals.empty')}
      row={(w) => (
        <tr key={w.id} data-testid={`withdrawal-${w.id}`}>
          <td className="mono">{w.id}</td>
          <td>{w.username}</td>
          <td>
            <p>{w.bankName}</p>
            <p className="mono muted">{w.accountNumber}</p>
            <p className="muted">{w.accountName}</p>
          </td>
          <td className="num">
            <Amount value={w.amount} />
          </td>
          <td className="muted">{timeText(w.createdAt)}</td>
          <td>
            <StatusBadge status={w.status} label={t(`admin.status.${w.status}`)} />
            {w.receiptStatus && <p className="admin-cell-note">{t(`admin.receipt.${w.receiptStatus}`)}</p>}
            {w.receivedAmount && <p className="admin-cell-note">{t('admin.withdrawals.received', { amount: amountText(w.receivedAmount) })}</p>}
            {w.rejectReason && <p className="admin-cell-note">{w.rejectReason}</p>}
            {w.remark && <p className="admin-cell-note">{w.remark}</p>}
          </td>
          <td>
            <div className="admin-proofs">
              {w.proofIds.map((id, i) => (
                <ProofThumbnail key={id} path={withdrawalProofPath(id)} label={t('admin.withdrawals.proof', { n: i + 1 })} />
              ))}
            </div>
          </td>
          <ReviewRowActions
            pending={w.status === 'PENDING'}
            approveIcon={<Send size={14} aria-hidden className="flip-rtl" />}
            approveLabel={t('admin.withdrawals.pay')}
            onApprove={() => queue.open('approve', w)}
            onReject={() => queue.open('reject', w)}
          />
        </tr>
      )}
      approveDialog={{
        title: t('admin.withdrawals.payTitle'),
        confirmLabel: t('admin.withdrawals.pay'),
        body: (w) => (
          <p>
            {t('admin.withdrawals.payText', {
              amount: amountText(w.amount),
              bank: w.bankName,
              account: w.accountNumber,
              name: w.accountName,
            })}
          </p>
        ),
      }}
      rejectSummary={(w) => <p>{`${w.username} · ${amountText(w.amount)}`}</p>}
    />
  );
}
