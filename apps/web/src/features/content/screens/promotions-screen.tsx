import type { Announcement, Banner } from '@lumen/contracts/system/system.contract';
import { Gift } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/data-state/data-state.tsx';
import { Skeleton } from '@/components/loader/loader.tsx';
import { PageHeader } from '@/components/page-header/page-header.tsx';
import dayjs from '@/i18n/dayjs.ts';
import { sanitizeHtml } from '@/lib/sanitize.ts';
import { useAnnouncements } from '../api/get-announcements.ts';
import { BannerCarousel } from '../components/banner-carousel.tsx';
import { bannersOf } from '../lib/banners.ts';
import './promotions-screen.css';

const ALL = '__all__';

/**
 * Promotions: the promotion banners and every promotion, filtered by type. `cardAction` puts what a
 * promotion offers the member at the foot of its card; `notice` goes above the promotions (a part of
 * the cards that failed to load), `children` follow them.
 */
export function PromotionsScreen({ onOpenBanner, cardAction, notice, children }: {
  onOpenBanner: (banner: Banner) => void;
  cardAction?: (promotion: Announcement) => ReactNode;
  notice?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { data, error, isError, isPending, refetch } = useAnnouncements();
  const [filter, setFilter] = useState(ALL);
  const promotions = data?.promotion ?? [];
  const types = [...new Set(promotions.map((p) => p.promotionType).filter((x): x is string => Boolean(x)))];
  const shown = filter === ALL ? promotions : promotions.filter((p) => p.promotionType === filter);
  const banners = bannersOf(data?.banners, 'w_promo');

  return (
    <div className="page promotions-page">
      <PageHeader icon={<Gift size={28} />} title={t('promotions.title')} subtitle={t('promotions.subtitle')} />
      {banners.length > 0 && (
        <div className="promotions-banner">
          <BannerCarousel banners={banners} onOpen={onOpenBanner} />
        </div>
      )}
      {types.length > 0 && (
        <fieldset className="chip-row" aria-label={t('promotions.filter')}>
          {[ALL, ...types].map((type) => (
            <button key={type} type="button" className="chip" aria-pressed={filter === type} onClick={() => setFilter(type)}>
              {type === ALL ? t('common.all') : t(`promotions.type.${type}`, { defaultValue: type })}
            </button>
          ))}
        </fieldset>
      )}
      {notice}
      {isPending ? (
        <div className="promotions-grid">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={220} radius="var(--radius-lg)" />
          ))}
        </div>
      ) : isError && data === undefined ? (
        // Not loaded is not "no promotions": say why, with a retry (a failed refresh keeps the promotions it had).
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : shown.length === 0 ? (
        <div className="empty-state card">
          <Gift size={40} aria-hidden />
          <p>{t('promotions.empty')}</p>
        </div>
      ) : (
        <ul className="promotions-grid">
          {shown.map((p) => (
            <PromotionCard key={p.id} promotion={p} action={cardAction?.(p)} />
          ))}
        </ul>
      )}
      {children}
    </div>
  );
}

function PromotionCard({ promotion, action }: { promotion: Announcement; action: ReactNode }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <li className="promotion-card card" aria-labelledby={titleId}>
      <div className="promotion-card-head">
        <span className="promotion-card-badge" aria-hidden>
          <Gift size={18} />
        </span>
        <h2 id={titleId}>{promotion.title}</h2>
      </div>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised operator HTML */}
      <div className="rich-text promotion-card-body" dangerouslySetInnerHTML={{ __html: sanitizeHtml(promotion.content) }} />
      <p className="promotion-card-dates">
        <time dateTime={promotion.publishedAt}>{dayjs(promotion.publishedAt).format('LL')}</time>
        {promotion.expiresAt && (
          <time dateTime={promotion.expiresAt}>{t('promotions.ends', { date: dayjs(promotion.expiresAt).format('LL') })}</time>
        )}
      </p>
      {action}
    </li>
  );
}
