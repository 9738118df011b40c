import type { Announcement } from '@lumen/contracts/system/system.contract';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Paginator } from '@/components/paginator/paginator.tsx';
import dayjs from '@/i18n/dayjs.ts';
import { sanitizeHtml } from '@/lib/sanitize.ts';
import './notice-list.css';

export const NOTICE_PAGE_SIZE = 9;

/** Notices nine to a page; each can be expanded to read it. Opens at `initialIndex` expanded. */
export function NoticeList({ notices, initialIndex = 0 }: { notices: readonly Announcement[]; initialIndex?: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(Math.floor(initialIndex / NOTICE_PAGE_SIZE) + 1);
  const [expanded, setExpanded] = useState<string | null>(notices[initialIndex]?.id ?? null);
  const total = Math.ceil(notices.length / NOTICE_PAGE_SIZE);
  const shown = notices.slice((page - 1) * NOTICE_PAGE_SIZE, page * NOTICE_PAGE_SIZE);

  if (notices.length === 0) return <p className="empty-state">{t('notice.empty')}</p>;

  return (
    <div className="notice-list">
      <ul className="notice-list-items">
        {shown.map((notice) => {
          const open = expanded === notice.id;
          return (
            <li key={notice.id} className="notice-item" data-open={open}>
              <button
                type="button"
                className="notice-item-head"
                aria-expanded={open}
                aria-labelledby={`notice-${notice.id}-title`}
                aria-describedby={`notice-${notice.id}-date`}
                onClick={() => setExpanded(open ? null : notice.id)}
              >
                <span id={`notice-${notice.id}-title`} className="notice-item-title">
                  {notice.title}
                </span>
                <time id={`notice-${notice.id}-date`} className="notice-item-date" dateTime={notice.publishedAt}>
                  {dayjs(notice.publishedAt).format('L')}
                </time>
                <ChevronDown size={16} aria-hidden className="notice-item-chevron" />
              </button>
              {open && (
                // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised operator HTML
                <div className="notice-item-content rich-text" dangerouslySetInnerHTML={{ __html: sanitizeHtml(notice.content) }} />
              )}
            </li>
          );
        })}
      </ul>
      <Paginator page={page} total={total} onChange={setPage} />
    </div>
  );
}
