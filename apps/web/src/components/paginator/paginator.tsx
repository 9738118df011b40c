import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import './paginator.css';

/** Page numbers to show: `margin` pages at each end and a window of `range` around the current. */
export function pageItems(current: number, total: number, range = 5, margin = 1): (number | 'gap')[] {
  if (total <= 0) return [];
  const half = Math.floor(range / 2);
  let start = Math.max(1, current - half);
  const end = Math.min(total, start + range - 1);
  start = Math.max(1, end - range + 1);
  const pages = new Set<number>();
  for (let p = 1; p <= Math.min(margin, total); p++) pages.add(p);
  for (let p = start; p <= end; p++) pages.add(p);
  for (let p = Math.max(1, total - margin + 1); p <= total; p++) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

export function Paginator({ page, total, onChange }: { page: number; total: number; onChange: (page: number) => void }) {
  const { t } = useTranslation();
  if (total <= 1) return null;
  return (
    <nav className="paginator" aria-label={t('common.pagination')}>
      <button type="button" className="paginator-btn" disabled={page <= 1} onClick={() => onChange(page - 1)} aria-label={t('common.previous')}>
        <ChevronLeft size={16} className="flip-rtl" aria-hidden />
      </button>
      {pageItems(page, total).map((item, i) =>
        item === 'gap' ? (
          <span key={`gap-${i}`} className="paginator-gap" aria-hidden>
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className="paginator-btn"
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onChange(item)}
          >
            {item}
          </button>
        ),
      )}
      <button type="button" className="paginator-btn" disabled={page >= total} onClick={() => onChange(page + 1)} aria-label={t('common.next')}>
        <ChevronRight size={16} className="flip-rtl" aria-hidden />
      </button>
    </nav>
  );
}
