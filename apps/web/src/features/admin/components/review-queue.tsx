import { keepPreviousData, type QueryKey, type UseQueryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Paginator } from '@/components/paginator/paginator.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { adminKeys } from '../api/admin-api.ts';
import { ScreenHeader } from '../screens/screen-header.tsx';
import { ConfirmDialog, ReasonDialog, type ReasonRule } from './dialogs.tsx';
import { EmptyRow, ErrorRow, Flash, SkeletonRows, StatusTabs } from './table-parts.tsx';

/** One page of a review queue as the desk's list endpoints answer it. */
interface ReviewPage {
  list: { id: string }[];
  totalPages: number;
}

type ReviewAction<T> = { kind: 'approve' | 'reject'; item: T } | null;

/** What an approval that asks the operator for more (an amount, say) is given by the queue. */
export interface ApproveFormProps<A> {
  onSubmit: (input: A) => void;
  onClose: () => void;
  pending: boolean;
  error: unknown;
}

/**
 * The last page emptied (the last item on it was decided, here or by another operator): show the
 * page that is now last rather than "nothing here" over a list that still has items. For a desk
 * list paged with `page`/`setPage` whose query keeps the previous page while the next loads.
 */
export function useStepBackWhenEmptied(
  list: { data?: ReviewPage | undefined; isPlaceholderData: boolean },
  page: number,
  setPage: (page: number) => void,
): void {
  const lastPage = list.data && !list.isPlaceholderData && list.data.list.length === 0 ? Math.max(1, list.data.totalPages) : page;
  useEffect(() => {
    if (lastPage < page) setPage(lastPage);
  }, [lastPage, page, setPage]);
}

/**
 * The state of a review queue (deposits, withdrawals, points redemptions, activity applications):
 * the status tab, the page, the open action and the note after it. An approval may carry the
 * operator's input (`A`: a reward's amount and days, say); a plain one carries none. Approving or
 * rejecting refreshes every desk query; so does a refusal because the item was reviewed already (by
 * another operator), whose message stays in the dialog while the list behind it loses the item.
 */
export function useReviewQueue<S extends string, P extends ReviewPage, K extends QueryKey, A = void>(options: {
  /** The tabs, the first one shown at the start. */
  statuses: readonly [S, ...S[]];
  query: (status: S, page: number) => UseQueryOptions<P, Error, P, K>;
  approve: (id: string, input: A) => Promise<unknown>;
  reject: (id: string, reason: string) => Promise<unknown>;
  /** The notes shown after each action succeeded. */
  approvedText: string;
  rejectedText: string;
}) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<S>(options.statuses[0]);
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<ReviewAction<P['list'][number]>>(null);
  const [flash, setFlash] = useState<string | null>(null);
  const list = useQuery({ ...options.query(status, page), placeholderData: keepPreviousData });
  useStepBackWhenEmptied(list, page, setPage);

  const settle = (text: string) => {
    setAction(null);
    setFlash(text);
    void queryClient.invalidateQueries({ queryKey: adminKeys.all });
  };
  const refreshIfStale = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'ALREADY_PROCESSED') void queryClient.invalidateQueries({ queryKey: adminKeys.all });
  };
  const approve = useMutation({
    mutationFn: ({ id, input }: { id: string; input: A }) => options.approve(id, input),
    onSuccess: () => settle(options.approvedText),
    onError: refreshIfStale,
  });
  const reject = useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => options.reject(id, reason),
    onSuccess: () => settle(options.rejectedText),
    onError: refreshIfStale,
  });
  const open = (kind: 'approve' | 'reject', item: P['list'][number]) => {
    approve.reset();
    reject.reset();
    setAction({ kind, item });
  };

  return {
    statuses: options.statuses,
    status,
    selectStatus: (next: S) => {
      setStatus(next);
      setPage(1);
    },
    page,
    setPage,
    list,
    action,
    open,
    close: () => setAction(null),
    approve,
    reject,
    flash,
    clearFlash: () => setFlash(null),
  };
}

export type ReviewQueue<S extends string, P extends ReviewPage, A = void> = ReturnType<typeof useReviewQueue<S, P, QueryKey, A>>;

/** The approve dialog: a confirmation restating the item, or (`form`) a dialog asking the operator's input. */
type ApproveDialog<T, A> =
  | { title: string; confirmLabel: string; body: (item: T) => ReactNode; form?: never }
  | { form: (item: T, props: ApproveFormProps<A>) => ReactNode };

/**
 * A review queue screen: header, note, status tabs, the table with its loading, error and empty
 * rows, paging, and the approve and reject-with-reason dialogs. The screen gives its columns, its
 * rows and the texts of its dialogs, and may put more above the queue (`before`) and set what the
 * rejection's note must be (`rejectRule`).
 */
export function ReviewQueueFrame<S extends string, P extends ReviewPage, A = void>({
  queue,
  title,
  subtitle,
  head,
  columns,
  emptyText,
  row,
  approveDialog,
  rejectSummary,
  rejectRule,
  before,
}: {
  queue: ReviewQueue<S, P, A>;
  title: string;
  subtitle: string;
  /** The header cells. */
  head: ReactNode;
  columns: number;
  emptyText: string;
  row: (item: P['list'][number]) => ReactNode;
  approveDialog: ApproveDialog<P['list'][number], A>;
  rejectSummary: (item: P['list'][number]) => ReactNode;
  rejectRule?: ReasonRule;
  before?: ReactNode;
}) {
  const { t } = useTranslation();
  const { list, action } = queue;
  return (
    <section className="admin-screen">
      <ScreenHeader title={title} subtitle={subtitle} />
      {before}
      <Flash text={queue.flash} onDone={queue.clearFlash} />
      <StatusTabs value={queue.status} options={queue.statuses} label={(s) => t(`admin.status.${s}`)} onChange={queue.selectStatus} />
      <div className="admin-card admin-table-wrap">
        <table className="admin-table" aria-busy={list.isFetching}>
          <thead>
            <tr>{head}</tr>
          </thead>
          <tbody>
            {list.isPending ? (
              <SkeletonRows columns={columns} />
            ) : list.isError ? (
              <ErrorRow columns={columns} error={list.error} onRetry={() => void list.refetch()} />
            ) : list.data.list.length === 0 ? (
              <EmptyRow columns={columns} text={emptyText} />
            ) : (
              list.data.list.map((item) => row(item))
            )}
          </tbody>
        </table>
      </div>
      <Paginator page={queue.page} total={list.data?.totalPages ?? 0} onChange={queue.setPage} />
      {action?.kind === 'approve' &&
        (approveDialog.form ? (
          approveDialog.form(action.item, {
            onSubmit: (input) => queue.approve.mutate({ id: action.item.id, input }),
            onClose: queue.close,
            pending: queue.approve.isPending,
            error: queue.approve.error,
          })
        ) : (
          <ConfirmDialog
            title={approveDialog.title}
            confirmLabel={approveDialog.confirmLabel}
            // A plain approval carries no input (A is void).
            onConfirm={() => queue.approve.mutate({ id: action.item.id, input: undefined as A })}
            onClose={queue.close}
            pending={queue.approve.isPending}
            error={queue.approve.error}
          >
            {approveDialog.body(action.item)}
          </ConfirmDialog>
        ))}
      {action?.kind === 'reject' && (
        <ReasonDialog
          title={t('admin.rejectTitle')}
          summary={rejectSummary(action.item)}
          onSubmit={(reason) => queue.reject.mutate({ id: action.item.id, reason })}
          onClose={queue.close}
          pending={queue.reject.isPending}
          error={queue.reject.error}
          rule={rejectRule}
        />
      )}
    </section>
  );
}

/** The actions cell of a queue row: approve and reject while the item is pending, nothing after. */
export function ReviewRowActions({ pending, approveIcon, approveLabel, onApprove, onReject }: {
  pending: boolean;
  approveIcon: ReactNode;
  approveLabel: string;
  onApprove: () => void;
  onReject: () => void;
}) {
  const { t } = useTranslation();
  return (
    <td className="actions">
      {pending && (
        <div className="admin-row-actions">
          <button type="button" className="btn btn-primary btn-sm" onClick={onApprove}>
            {approveIcon}
            {approveLabel}
          </button>
          <button type="button" className="btn btn-ghost btn-sm" onClick={onReject}>
            <X size={14} aria-hidden />
            {t('admin.reject')}
          </button>
        </div>
      )}
    </td>
  );
}
