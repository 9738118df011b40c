import type { Banner } from '@lumen/contracts/system/system.contract';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/loader/loader.tsx';
import './banner-carousel.css';

/** Autoplay every 5 s; slides move in about 1 s (embla's duration is in its own units). */
const AUTOPLAY_DELAY = 5000;
const TRANSITION_DURATION = 38;

interface BannerCarouselProps {
  banners: readonly Banner[];
  loading?: boolean;
  onOpen: (banner: Banner) => void;
}

/** The home banners: static with one banner, looping with autoplay with more. */
export function BannerCarousel({ banners, loading, onOpen }: BannerCarouselProps) {
  const { t, i18n } = useTranslation();
  const loop = banners.length > 1;
  const direction = i18n.dir() === 'rtl' ? 'rtl' : 'ltr';
  const [emblaRef, embla] = useEmblaCarousel(
    { loop, direction, duration: TRANSITION_DURATION, active: loop, align: 'center' },
    loop ? [Autoplay({ delay: AUTOPLAY_DELAY, stopOnInteraction: false, stopOnMouseEnter: true })] : [],
  );
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  const prev = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);

  if (loading) return <Skeleton radius="var(--radius-xl)" style={{ inlineSize: '100%', aspectRatio: '3 / 1' }} />;
  if (banners.length === 0) return null;

  return (
    <section className="banner-carousel" aria-roledescription="carousel" aria-label={t('home.banners')}>
      <div className="banner-viewport" ref={emblaRef}>
        <div className="banner-track">
          {banners.map((banner, i) => (
            <div className="banner-slide" key={banner.id} aria-roledescription="slide" aria-label={t('home.slideOf', { index: i + 1, total: banners.length })}>
              <button
                type="button"
                className="banner-button"
                onClick={() => onOpen(banner)}
                disabled={banner.linkageType === 'NONE'}
                tabIndex={i === selected ? 0 : -1}
              >
                <img src={banner.url} alt={banner.title} loading={i === 0 ? 'eager' : 'lazy'} fetchPriority={i === 0 ? 'high' : 'auto'} />
              </button>
            </div>
          ))}
        </div>
      </div>
      {loop && (
        <>
          <button type="button" className="banner-arrow banner-arrow-prev" onClick={prev} aria-label={t('common.previous')}>
            <ChevronLeft size={20} className="flip-rtl" aria-hidden />
          </button>
          <button type="button" className="banner-arrow banner-arrow-next" onClick={next} aria-label={t('common.next')}>
            <ChevronRight size={20} className="flip-rtl" aria-hidden />
          </button>
          <div className="banner-dots">
            {banners.map((b, i) => (
              <button
                key={b.id}
                type="button"
                className="banner-dot"
                aria-current={i === selected}
                aria-label={t('home.slideOf', { index: i + 1, total: banners.length })}
                onClick={() => embla?.scrollTo(i)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
