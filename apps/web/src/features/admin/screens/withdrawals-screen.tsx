import type { ReviewWithdrawal } from '@lumen/contracts/admin/admin.contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Send, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Paginator } from '@/components/paginator/paginator.tsx';
import { adminKeys, payWithdrawal, rejectWithdrawal, withdrawalsQuery } from '../api/admin-api.ts';
import { ConfirmDialog, ReasonDialog } from '../components/dialogs.tsx';
import { ProofThumbnail } from '../components/proof-thumbnail.tsx';
import { Amount, EmptyRow, ErrorRow, Flash, SkeletonRows, StatusBadge, StatusTabs } from '../components/table-parts.tsx';
import { amountText, timeText } from '../lib/format.ts';
import { ScreenHeader } from './screen-header.tsx';

const statuses = ['PENDING', 'PAID', 'REJECTED', 'ALL'] as const;
type Filter = (typeof statuses)[number];
const COLUMNS = 8;

export function WithdrawalsScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<Filter>('PENDING');
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<{ kind: 'pay' | 'reject'; withdrawal: ReviewWithdrawal } | null>(null);
  const [flash, setFlash] = useState<string | null>(null);
  const list = useQuery({ ...withdrawalsQuery(status, page), placeholderData: keepPreviousData });

  const settle = (text: string) => {
    setAction(null);
    setFlash(text);
    void queryClient.invalidateQueries({ queryKey: adminKeys.all });
  };
  const pay = useMutation({ mutationFn: (id: string) => payWithdrawal(id), onSuccess: () => settle(t('admin.withdrawals.paid')) });
  const reject = useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => rejectWithdrawal(id, reason),
    onSuccess: () => settle(t('admin.withdrawals.rejected')),
  });
  const open = (kind: 'pay' | 'reject', withdrawal: ReviewWithdrawal) => {
    pay.reset();
    reject.reset();
    setAction({ kind, withdrawal });
  };

  return (
    <section className="admin-screen">
      <ScreenHeader title={t('admin.withdrawals.title')} subtitle={t('admin.withdrawals.subtitle')} />
      <Flash text={flash} onDone={() => setFlash(null)} />
      <StatusTabs
        value={status}
        options={statuses}
        label={(s) => t(`admin.status.${s}`)}
        onChange={(s) => {
          setStatus(s);
          setPage(1);
        }}
      />
      <div className="admin-card admin-table-wrap">
        <table className="admin-table" aria-busy={list.isFetching}>
          <thead>
            <tr>
              <th>{t('admin.col.id')}</th>
              <th>{t('admin.col.member')}</th>
              <th>{t('admin.col.bank')}</th>
              <th className="num">{t('admin.col.amount')}</th>
              <th>{t('admin.col.created')}</th>
              <th>{t('admin.col.status')}</th>
              <th>{t('admin.col.proofs')}</th>
              <th className="actions">{t('admin.col.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {list.isPending ? (
              <SkeletonRows columns={COLUMNS} />
            ) : list.isError ? (
              <ErrorRow columns={COLUMNS} error={list.error} onRetry={() => void list.refetch()} />
            ) : list.data.list.length === 0 ? (
              <EmptyRow columns={COLUMNS} text={t('admin.withdrawals.empty')} />
            ) : (
              list.data.list.map((w) => (
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
                        <ProofThumbnail key={id} proofId={id} index={i} />
                      ))}
                    </div>
                  </td>
                  <td className="actions">
                    {w.status === 'PENDING' && (
                      <div className="admin-row-actions">
                        <button type="button" className="btn btn-primary btn-sm" onClick={() => open('pay', w)}>
                          <Send size={14} aria-hidden />
                          {t('admin.withdrawals.pay')}
                        </button>
                        <button type="button" className="btn btn-ghost btn-sm" onClick={() => open('reject', w)}>
                          <X size={14} aria-hidden />
                          {t('admin.reject')}
                        </button>
                      </div>
                    )}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Paginator page={page} total={list.data?.totalPages ?? 0} onChange={setPage} />
      {action?.kind === 'pay' && (
        <ConfirmDialog
          title={t('admin.withdrawals.payTitle')}
          confirmLabel={t('admin.withdrawals.pay')}
          onConfirm={() => pay.mutate(action.withdrawal.id)}
          onClose={() => setAction(null)}
          pending={pay.isPending}
          error={pay.error}
        >
          <p>
            {t('admin.withdrawals.payText', {
              amount: amountText(action.withdrawal.amount),
              bank: action.withdrawal.bankName,
              account: action.withdrawal.accountNumber,
              name: action.withdrawal.accountName,
            })}
          </p>
        </ConfirmDialog>
      )}
      {action?.kind === 'reject' && (
        <ReasonDialog
          title={t('admin.rejectTitle')}
          summary={<p>{`${action.withdrawal.username} · ${amountText(action.withdrawal.amount)}`}</p>}
          onSubmit={(reason) => reject.mutate({ id: action.withdrawal.id, reason })}
          onClose={() => setAction(null)}
          pending={reject.isPending}
          error={reject.error}
        />
      )}
    </section>
  );
}
