import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode, useState } from 'react';
import { Paginator } from '@/components/paginator/paginator.tsx';
import { EmptyState, ListSkeleton, LoadError } from '@/components/data-state/data-state.tsx';

interface RecordsPage<T> {
  list: T[];
  totalPages: number;
}

interface RecordsListProps<T> {
  /** The page's query hook, e.g. `useDepositRecords`. */
  useRecords: (page: number) => UseQueryResult<RecordsPage<T>>;
  /** What an empty list says. */
  empty: ReactNode;
  /** One record as a `RecordRow`. */
  children: (record: T) => ReactNode;
}

/** A member's records, a page at a time: grey rows while loading, the failure with a retry, a word when there are none. */
export function RecordsList<T extends { id: string }>({ useRecords, empty, children }: RecordsListProps<T>) {
  const [page, setPage] = useState(1);
  const records = useRecords(page);
  if (records.isPending) return <ListSkeleton rows={3} />;
  if (records.isError) return <LoadError error={records.error} onRetry={() => void records.refetch()} />;
  const { list, totalPages } = records.data;
  if (list.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <>
      <ul className="record-list" aria-busy={records.isFetching}>
        {list.map((r) => (
          <Fragment key={r.id}>{children(r)}</Fragment>
        ))}
      </ul>
      <Paginator page={page} total={totalPages} onChange={setPage} />
    </>
  );
}

/** One record: what and when on the start side, the amount and its status on the end side. */
export function RecordRow({ main, side, testId }: { main: ReactNode; side: ReactNode; testId?: string }) {
  return (
    <li className="record-row" data-testid={testId}>
      <div className="record-main">{main}</div>
      <div className="record-side">{side}</div>
    </li>
  );
}
