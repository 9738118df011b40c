import type { Announcement } from '@lumen/contracts/system/system.contract';
import { Gift } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/loader/loader.tsx';
import { Paginator } from '@/components/paginator/paginator.tsx';
import dayjs from '@/i18n/dayjs.ts';
import { sanitizeHtml } from '@/lib/sanitize.ts';
import './announcement-popup.css';

export const ANNOUNCEMENT_PAGE_SIZE = 9;

interface AnnouncementPopupProps {
  items: readonly Announcement[];
  /** The lists are still being fetched: placeholders instead of items. */
  loading?: boolean;
  /** An item with a promotionType offers to go to its promotion (the reward centre). */
  onGoToPromotion: (item: Announcement) => void;
}

/**
 * The announcement popup's body: a list of the items nine to a page on one side, the chosen item's
 * title and cleaned HTML on the other (stacked on narrow screens).
 */
export function AnnouncementPopup({ items, loading = false, onGoToPromotion }: AnnouncementPopupProps) {
  const { t } = useTranslation();
  const detailId = useId();
  const [page, setPage] = useState(1);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const total = Math.ceil(items.length / ANNOUNCEMENT_PAGE_SIZE);
  const shown = items.slice((page - 1) * ANNOUNCEMENT_PAGE_SIZE, page * ANNOUNCEMENT_PAGE_SIZE);
  const chosen = shown.find((item) => item.id === chosenId) ?? shown[0];

  if (loading) return <AnnouncementPopupSkeleton />;

  const turnPage = (next: number) => {
    setPage(next);
    setChosenId(null);
  };

  return (
    <div className="announcement-popup">
      <nav className="announcement-popup-nav" aria-label={t('announcementPopup.list')}>
        <ul className="announcement-popup-list">
          {shown.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className="announcement-popup-item"
                aria-current={item.id === chosen?.id ? 'true' : undefined}
                aria-controls={detailId}
                onClick={() => setChosenId(item.id)}
              >
                {item.promotionType && <Gift size={14} aria-hidden className="announcement-popup-item-icon" />}
                <span className="announcement-popup-item-title">{item.title}</span>
              </button>
            </li>
          ))}
        </ul>
        <Paginator page={page} total={total} onChange={turnPage} />
      </nav>
      {chosen && (
        <article id={detailId} className="announcement-popup-detail" aria-labelledby={`${detailId}-title`}>
          <header className="announcement-popup-detail-head">
            <h3 id={`${detailId}-title`} className="announcement-popup-detail-title" dir="auto">
              {chosen.title}
            </h3>
            <time className="announcement-popup-detail-date" dateTime={chosen.publishedAt}>
              {dayjs(chosen.publishedAt).format('L')}
            </time>
          </header>
          <div
            className="announcement-popup-detail-content rich-text"
            dir="auto"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised operator HTML
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(chosen.content) }}
          />
          {chosen.promotionType && (
            <div className="announcement-popup-actions">
              <button type="button" className="btn btn-primary" onClick={() => onGoToPromotion(chosen)}>
                <Gift size={16} aria-hidden />
                {t('announcementPopup.goToPromotion')}
              </button>
            </div>
          )}
        </article>
      )}
    </div>
  );
}

function AnnouncementPopupSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="announcement-popup" role="status" aria-busy="true" aria-label={t('common.loading')}>
      <div className="announcement-popup-nav">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} height={36} radius="var(--radius-sm)" />
        ))}
      </div>
      <div className="announcement-popup-detail">
        <Skeleton width="60%" height={22} />
        <Skeleton height={14} />
        <Skeleton height={14} />
        <Skeleton width="80%" height={14} />
      </div>
    </div>
  );
}
