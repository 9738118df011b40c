import type { ReviewDeposit } from '@lumen/contracts/admin/admin.contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Paginator } from '@/components/paginator/paginator.tsx';
import { adminKeys, confirmDeposit, depositsQuery, rejectDeposit } from '../api/admin-api.ts';
import { ConfirmDialog, ReasonDialog } from '../components/dialogs.tsx';
import { Amount, EmptyRow, ErrorRow, Flash, SkeletonRows, StatusBadge, StatusTabs } from '../components/table-parts.tsx';
import { amountText, timeText } from '../lib/format.ts';
import { ScreenHeader } from './screen-header.tsx';

const statuses = ['PENDING', 'CONFIRMED', 'REJECTED', 'ALL'] as const;
type Filter = (typeof statuses)[number];
const COLUMNS = 8;

export function DepositsScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<Filter>('PENDING');
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<{ kind: 'confirm' | 'reject'; deposit: ReviewDeposit } | null>(null);
  const [flash, setFlash] = useState<string | null>(null);
  const list = useQuery({ ...depositsQuery(status, page), placeholderData: keepPreviousData });

  const settle = (text: string) => {
    setAction(null);
    setFlash(text);
    void queryClient.invalidateQueries({ queryKey: adminKeys.all });
  };
  const confirm = useMutation({ mutationFn: (id: string) => confirmDeposit(id), onSuccess: () => settle(t('admin.deposits.confirmed')) });
  const reject = useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => rejectDeposit(id, reason),
    onSuccess: () => settle(t('admin.deposits.rejected')),
  });
  const open = (kind: 'confirm' | 'reject', deposit: ReviewDeposit) => {
    confirm.reset();
    reject.reset();
    setAction({ kind, deposit });
  };

  return (
    <section className="admin-screen">
      <ScreenHeader title={t('admin.deposits.title')} subtitle={t('admin.deposits.subtitle')} />
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
              <th>{t('admin.col.method')}</th>
              <th>{t('admin.col.reference')}</th>
              <th className="num">{t('admin.col.amount')}</th>
              <th>{t('admin.col.created')}</th>
              <th>{t('admin.col.status')}</th>
              <th className="actions">{t('admin.col.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {list.isPending ? (
              <SkeletonRows columns={COLUMNS} />
            ) : list.isError ? (
              <ErrorRow columns={COLUMNS} error={list.error} onRetry={() => void list.refetch()} />
            ) : list.data.list.length === 0 ? (
              <EmptyRow columns={COLUMNS} text={t('admin.deposits.empty')} />
            ) : (
              list.data.list.map((d) => (
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
                  <td className="actions">
                    {d.status === 'PENDING' && (
                      <div className="admin-row-actions">
                        <button type="button" className="btn btn-primary btn-sm" onClick={() => open('confirm', d)}>
                          <Check size={14} aria-hidden />
                          {t('admin.deposits.confirm')}
                        </button>
                        <button type="button" className="btn btn-ghost btn-sm" onClick={() => open('reject', d)}>
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
      {action?.kind === 'confirm' && (
        <ConfirmDialog
          title={t('admin.deposits.confirmTitle')}
          confirmLabel={t('admin.deposits.confirm')}
          onConfirm={() => confirm.mutate(action.deposit.id)}
          onClose={() => setAction(null)}
          pending={confirm.isPending}
          error={confirm.error}
        >
          <p>
            {t('admin.deposits.confirmText', {
              member: action.deposit.username,
              amount: amountText(action.deposit.amount),
              reference: action.deposit.referenceCode,
            })}
          </p>
        </ConfirmDialog>
      )}
      {action?.kind === 'reject' && (
        <ReasonDialog
          title={t('admin.rejectTitle')}
          summary={<p>{`${action.deposit.username} · ${amountText(action.deposit.amount)} · ${action.deposit.referenceCode}`}</p>}
          onSubmit={(reason) => reject.mutate({ id: action.deposit.id, reason })}
          onClose={() => setAction(null)}
          pending={reject.isPending}
          error={reject.error}
        />
      )}
    </section>
  );
}

