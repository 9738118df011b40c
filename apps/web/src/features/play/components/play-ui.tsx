import { CircleAlert, Inbox, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/loader/loader.tsx';
import { errorText, formatMoney, toneOf } from '../lib/format.ts';
import './play.css';

/** An amount with the currency symbol; `signed` colours wins green and losses red. */
export function Money({ amount, symbol = '', signed = false, className }: { amount: string; symbol?: string; signed?: boolean; className?: string }) {
  const tone = signed ? toneOf(amount) : null;
  const text = formatMoney(amount, symbol);
  return (
    <span dir="ltr" className={`play-money${tone ? ` play-money-${tone}` : ''}${className ? ` ${className}` : ''}`}>
      {tone === 'in' ? `+${text}` : text}
    </span>
  );
}

/** A failed load: the translated message and a retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="play-load-error" role="alert">
      <CircleAlert size={20} aria-hidden />
      <span>{errorText(t, error)}</span>
      <button type="button" className="btn btn-ghost btn-sm" onClick={onRetry}>
        <RefreshCw size={14} aria-hidden />
        {t('common.retry')}
      </button>
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div className="empty-state play-empty">
      <Inbox size={36} aria-hidden />
      <p>{children}</p>
    </div>
  );
}

/** Grey bars while a list loads. */
export function ListSkeleton({ rows = 4, height = 44 }: { rows?: number; height?: number }) {
  const { t } = useTranslation();
  return (
    <div className="play-skeleton" role="status" aria-label={t('common.loading')}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={height} radius="var(--radius-md)" />
      ))}
    </div>
  );
}

/** A figure with its label (totals, balances). */
export function Stat({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div className="play-stat" data-testid={testId}>
      <span className="play-stat-label">{label}</span>
      <span className="play-stat-value">{children}</span>
    </div>
  );
}

/** The totals of a record's rounds: how many, staked, won and the profit (signed). */
export function RecordTotals({ totals, symbol, testId }: { totals: { count: number; stake: string; win: string; profit: string }; symbol: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="play-totals" data-testid={testId}>
      <Stat label={t('play.records.count')}>{totals.count}</Stat>
      <Stat label={t('play.records.stake')}>
        <Money amount={totals.stake} symbol={symbol} />
      </Stat>
      <Stat label={t('play.records.win')}>
        <Money amount={totals.win} symbol={symbol} />
      </Stat>
      <Stat label={t('play.records.profit')}>
        <Money amount={totals.profit} symbol={symbol} signed />
      </Stat>
    </div>
  );
}
