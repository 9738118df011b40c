import type { Banner } from '@lumen/contracts/system/system.contract';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTOPLAY_DELAY, type LiveStart } from './banner-carousel.tsx';

/** Slides move in about 1 s (embla's duration is in its own units). */
const TRANSITION_DURATION = 38;

interface LiveCarouselProps {
  banners: readonly Banner[];
  onOpen: (banner: Banner) => void;
  start: LiveStart;
}

/**
 * The moving carousel (embla, looping with autoplay), loaded when the still first slide is due to
 * move or the visitor reaches for it; it starts where the still carousel was asked to go.
 */
export default function LiveCarousel({ banners, onOpen, start }: LiveCarouselProps) {
  const { t, i18n } = useTranslation();
  const loop = banners.length > 1;
  const direction = i18n.dir() === 'rtl' ? 'rtl' : 'ltr';
  const [emblaRef, embla] = useEmblaCarousel(
    { loop, direction, duration: TRANSITION_DURATION, active: loop, align: 'center', startIndex: start.index },
    loop ? [Autoplay({ delay: AUTOPLAY_DELAY, stopOnInteraction: false, stopOnMouseEnter: true })] : [],
  );
  const [selected, setSelected] = useState(start.index);
  const section = useRef<HTMLElement>(null);

  useEffect(() => {
    const selector = { prev: '.banner-arrow-prev', next: '.banner-arrow-next', dot: '.banner-dot[aria-current="true"]', slide: '.banner-button[tabindex="0"]' };
    if (start.focus) section.current?.querySelector<HTMLElement>(selector[start.focus])?.focus();
  }, [start]);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    // Woken by the first slide's time: the first move is due now. Under the pointer: no autoplay
    // until it leaves (the plugin resumes on mouse leave).
    if (start.advance) embla.scrollNext();
    if (start.hovered) embla.plugins().autoplay?.stop();
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla, start]);

  const prev = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);

  return (
    <section ref={section} className="banner-carousel" aria-roledescription="carousel" aria-label={t('home.banners')}>
      <div className="banner-viewport" ref={emblaRef}>
        <div className="banner-track">
          {banners.map((banner, i) => (
            <fieldset className="banner-slide" key={banner.id} aria-roledescription="slide" aria-label={t('home.slideOf', { index: i + 1, total: banners.length })}>
              <button
                type="button"
                className="banner-button"
                onClick={() => onOpen(banner)}
                disabled={banner.linkageType === 'NONE'}
                tabIndex={i === selected ? 0 : -1}
              >
                <img src={banner.url} alt={banner.title} loading={i === 0 ? 'eager' : 'lazy'} fetchPriority={i === 0 ? 'high' : 'auto'} />
              </button>
            </fieldset>
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
