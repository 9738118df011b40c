import { moneyText, parseAmount } from '@lumen/contracts/wallet/money';
import { CircleAlert, Inbox, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/loader/loader.tsx';
import { errorText } from '@/lib/error-text.ts';
import './data-state.css';

type Tone = 'in' | 'out' | 'zero';
function toneOf(amount: string): Tone {
  const minor = parseAmount(amount, { signed: true }) ?? 0n;
  return minor > 0n ? 'in' : minor < 0n ? 'out' : 'zero';
}

/** An amount grouped with two decimals after its sign and currency symbol ("-Rs 20.00"); `signed` adds "+" to money in and colours it green, money out red. */
export function Money({ amount, symbol = '', signed = false, className }: { amount: string; symbol?: string; signed?: boolean; className?: string }) {
  const tone = signed ? toneOf(amount) : null;
  const text = moneyText(amount, symbol);
  return (
    <span dir="ltr" className={`money${tone ? ` money-${tone}` : ''}${className ? ` ${className}` : ''}`}>
      {tone === 'in' ? `+${text}` : text}
    </span>
  );
}

/** A failed load: the server's translated message (or ours for its code) and a retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="load-error" role="alert">
      <CircleAlert size={20} aria-hidden />
      <span>{errorText(t, error)}</span>
      {onRetry && (
        <button type="button" className="btn btn-ghost btn-sm" onClick={onRetry}>
          <RefreshCw size={14} aria-hidden />
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}

/** A list with nothing in it. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div className="empty-state list-empty">
      <Inbox size={36} aria-hidden />
      <p>{children}</p>
    </div>
  );
}

/** Rows of grey bars while a list loads. */
export function ListSkeleton({ rows = 4, height = 44 }: { rows?: number; height?: number }) {
  const { t } = useTranslation();
  return (
    <div className="list-skeleton" role="status" aria-label={t('common.loading')}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={height} radius="var(--radius-md)" />
      ))}
    </div>
  );
}
