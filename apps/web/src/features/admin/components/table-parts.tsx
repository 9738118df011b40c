import { CircleAlert, Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/loader/loader.tsx';
import { errorText } from '@/lib/error-text.ts';
import { amountText, amountTone } from '../lib/format.ts';

/** Placeholder rows while a page loads. */
export function SkeletonRows({ columns, rows = 6 }: { columns: number; rows?: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, r) => (
        <tr key={r} className="admin-skeleton-row">
          {Array.from({ length: columns }, (_, c) => (
            <td key={c}>
              <Skeleton height={14} width={c === 0 ? '60%' : '80%'} radius="var(--radius-xs)" />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

export function EmptyRow({ columns, text }: { columns: number; text: string }) {
  return (
    <tr>
      <td colSpan={columns} className="admin-empty">
        <div className="admin-empty-inner">
          <Inbox size={28} aria-hidden />
          <span>{text}</span>
        </div>
      </td>
    </tr>
  );
}

export function ErrorRow({ columns, error, onRetry }: { columns: number; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <tr>
      <td colSpan={columns} className="admin-empty" role="alert">
        <div className="admin-empty-inner">
          <CircleAlert size={28} aria-hidden />
          <span>{errorText(t, error)}</span>
          <button type="button" className="btn btn-ghost btn-sm" onClick={onRetry}>
            {t('common.retry')}
          </button>
        </div>
      </td>
    </tr>
  );
}

/** A table body from a list query: placeholder rows while it loads, the error with a retry, the empty text, or its rows. */
export function QueryRows<T>({
  query,
  columns,
  empty,
  row,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; data: { list: readonly T[] } | undefined; refetch: () => unknown };
  columns: number;
  empty: string;
  row: (item: T) => ReactNode;
}) {
  if (query.isPending) return <SkeletonRows columns={columns} />;
  if (query.isError || !query.data) return <ErrorRow columns={columns} error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.list.length === 0) return <EmptyRow columns={columns} text={empty} />;
  return <>{query.data.list.map(row)}</>;
}

/** A grouped amount, green in and red out when `signed`. */
export function Amount({ value, signed = false }: { value: string; signed?: boolean }) {
  return <span className={`admin-amount${signed ? ` tone-${amountTone(value)}` : ''}`}>{amountText(value)}</span>;
}

export function StatusBadge({ status, label }: { status: string; label: ReactNode }) {
  return <span className={`admin-badge badge-${status.toLowerCase()}`}>{label}</span>;
}

/** Tabs choosing which status a queue shows. */
export function StatusTabs<S extends string>({ value, options, onChange, label }: {
  value: S;
  options: readonly S[];
  onChange: (value: S) => void;
  label: (value: S) => string;
}) {
  return (
    <div className="tab-row admin-tabs" role="tablist">
      {options.map((option) => (
        <button key={option} type="button" role="tab" className="tab" aria-selected={option === value} onClick={() => onChange(option)}>
          {label(option)}
        </button>
      ))}
    </div>
  );
}

/** A short note after an action succeeded. */
export function Flash({ text, onDone }: { text: string | null; onDone: () => void }) {
  if (!text) return null;
  return (
    <div className="admin-flash" role="status">
      <span>{text}</span>
      <button type="button" className="btn btn-ghost btn-sm" onClick={onDone} aria-label={text}>
        ×
      </button>
    </div>
  );
}
