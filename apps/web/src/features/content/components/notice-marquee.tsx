import type { Announcement } from '@lumen/contracts/system/system.contract';
import { Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/loader/loader.tsx';
import './notice-marquee.css';

/** Player notice titles scrolling in a strip; a click opens the notice list at that notice. */
export function NoticeMarquee({ notices, loading, onOpen }: { notices: readonly Announcement[]; loading?: boolean; onOpen: (index: number) => void }) {
  const { t } = useTranslation();
  if (loading) return <Skeleton height={44} radius="var(--radius-pill)" />;
  if (notices.length === 0) return null;
  // The list is drawn twice so the scroll loops without a gap.
  const items = [...notices, ...notices];
  return (
    <section className="notice-marquee" aria-label={t('home.notices')}>
      <span className="notice-marquee-icon" aria-hidden>
        <Megaphone size={18} />
      </span>
      <div className="notice-marquee-window">
        <ul className="notice-marquee-track" style={{ animationDuration: `${Math.max(20, notices.length * 12)}s` }}>
          {items.map((notice, i) => (
            <li key={`${notice.id}-${i}`} aria-hidden={i >= notices.length}>
              <button type="button" className="notice-marquee-item" onClick={() => onOpen(i % notices.length)} tabIndex={i >= notices.length ? -1 : 0}>
                {notice.title}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
