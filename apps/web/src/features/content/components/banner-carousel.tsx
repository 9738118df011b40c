import type { Banner } from '@lumen/contracts/system/system.contract';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { startTransition, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '@/components/error-boundary/lazy-part.tsx';
import { Skeleton } from '@/components/loader/loader.tsx';
import './banner-carousel.css';

/** Autoplay every 5 s. */
export const AUTOPLAY_DELAY = 5000;

/** Where the moving carousel starts: a slide, whether the first autoplay move is due, whether the pointer is on it. */
export interface LiveStart {
  index: number;
  advance?: boolean;
  hovered?: boolean;
  /** The control that had the focus in the still carousel gets it back in the moving one. */
  focus?: 'prev' | 'next' | 'dot' | 'slide';
}

/**
 * The carousel's code (embla) is not needed to paint the first slide: it loads when the slides are
 * to move. Should it not arrive, the still carousel stays (its slides still open) and an arrow or a
 * dot loads it again, in a transition as the first time. A hover or a touch does not: a retry that
 * fails again draws the still carousel afresh, which could swallow the click on a slide under way.
 * It has no Suspense of its own: BannerCarousel's keeps the still carousel up while it loads.
 */
const LiveCarousel = lazyPart(() => import('./banner-carousel-live.tsx'), {
  failed: ({ banners, onOpen }, retry) => (
    <StillCarousel
      banners={banners}
      onOpen={onOpen}
      onWake={(start) => {
        if (start.focus && start.focus !== 'slide') startTransition(retry);
      }}
    />
  ),
});

interface BannerCarouselProps {
  banners: readonly Banner[];
  loading?: boolean;
  onOpen: (banner: Banner) => void;
}

/**
 * The home banners: static with one banner, looping with autoplay with more. The first slide is
 * painted at once; the moving carousel takes over when the first slide's time is up or when the
 * visitor reaches for it (pointer, touch, focus, an arrow or a dot).
 */
export function BannerCarousel({ banners, loading, onOpen }: BannerCarouselProps) {
  const loop = banners.length > 1;
  const [live, setLive] = useState<LiveStart | null>(null);

  // A transition: the still carousel stays (and takes clicks) while the moving one loads; the
  // latest request (hover, then an arrow...) says where the moving one starts.
  const wake = (start: LiveStart) => {
    if (!loop) return;
    startTransition(() => setLive((prev) => ({ ...start, hovered: start.hovered ?? prev?.hovered })));
  };

  useEffect(() => {
    if (!loop || live) return;
    const timer = setTimeout(() => startTransition(() => setLive({ index: 0, advance: true })), AUTOPLAY_DELAY);
    return () => clearTimeout(timer);
  }, [loop, live]);

  if (loading) return <Skeleton radius="var(--radius-xl)" style={{ inlineSize: '100%', aspectRatio: '3 / 1' }} />;
  if (banners.length === 0) return null;

  const still = <StillCarousel banners={banners} onOpen={onOpen} onWake={wake} />;
  return <Suspense fallback={still}>{live ? <LiveCarousel banners={banners} onOpen={onOpen} start={live} /> : still}</Suspense>;
}

/** The carousel at its first slide, drawn exactly as the moving one draws it. */
function StillCarousel({ banners, onOpen, onWake }: { banners: readonly Banner[]; onOpen: (banner: Banner) => void; onWake: (start: LiveStart) => void }) {
  const { t } = useTranslation();
  const loop = banners.length > 1;
  return (
    <section
      className="banner-carousel"
      aria-roledescription="carousel"
      aria-label={t('home.banners')}
      onPointerEnter={(e) => onWake({ index: 0, hovered: e.pointerType === 'mouse' })}
      onTouchStart={() => onWake({ index: 0 })}
      onFocus={(e) => {
        if (e.target.classList.contains('banner-button')) onWake({ index: 0, focus: 'slide' });
      }}
    >
      <div className="banner-viewport">
        <div className="banner-track">
          {banners.map((banner, i) => (
            <fieldset className="banner-slide" key={banner.id} aria-roledescription="slide" aria-label={t('home.slideOf', { index: i + 1, total: banners.length })}>
              <button
                type="button"
                className="banner-button"
                onClick={() => onOpen(banner)}
                disabled={banner.linkageType === 'NONE'}
                tabIndex={i === 0 ? 0 : -1}
              >
                <img src={banner.url} alt={banner.title} loading={i === 0 ? 'eager' : 'lazy'} fetchPriority={i === 0 ? 'high' : 'auto'} />
              </button>
            </fieldset>
          ))}
        </div>
      </div>
      {loop && (
        <>
          <button type="button" className="banner-arrow banner-arrow-prev" onClick={() => onWake({ index: banners.length - 1, focus: 'prev' })} aria-label={t('common.previous')}>
            <ChevronLeft size={20} className="flip-rtl" aria-hidden />
          </button>
          <button type="button" className="banner-arrow banner-arrow-next" onClick={() => onWake({ index: 1, focus: 'next' })} aria-label={t('common.next')}>
            <ChevronRight size={20} className="flip-rtl" aria-hidden />
          </button>
          <div className="banner-dots">
            {banners.map((b, i) => (
              <button
                key={b.id}
                type="button"
                className="banner-dot"
                aria-current={i === 0}
                aria-label={t('home.slideOf', { index: i + 1, total: banners.length })}
                onClick={() => onWake({ index: i, focus: 'dot' })}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
