// The swiper half of <Carousel>, in its own chunk: imported only in the browser, once a carousel mounts.
import { useEffect, useState, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { usePrefersReducedMotion } from '../useHydrated';
import { Sheet } from '../Sheet';
import sheet from './SwiperCarousel.css.ts?sheet';

export interface SwiperCarouselProps {
  slides: ReadonlyArray<{ key: string }>;
  height: number;
  label: string;
  /** Draws one slide (Carousel decides: image banner or the caller's own markup). */
  render: (slide: { key: string }, eager: boolean) => ReactNode;
  /** Adds a pause/play button; reduced-motion visitors start paused. */
  pausable: boolean;
}

export function SwiperCarousel({ slides, height, label, render, pausable }: SwiperCarouselProps) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  // Reduced-motion visitors start paused until they press play.
  const reduced = usePrefersReducedMotion();
  const [pausedByVisitor, setPaused] = useState<boolean | null>(null);
  const paused = pausedByVisitor ?? (pausable && reduced);
  useEffect(() => {
    if (!swiper?.autoplay) return;
    if (paused && swiper.autoplay.running) swiper.autoplay.stop();
    else if (!paused && !swiper.autoplay.running) swiper.autoplay.start();
  }, [swiper, paused]);
  return (
    <>
      <Swiper
        modules={[A11y, Autoplay, Keyboard, Navigation, Pagination]}
        style={{ height }}
        loop
        // Tab panels hide and show carousels: re-measure when an ancestor changes.
        observer
        observeParents
        autoplay={{ delay: 4000, disableOnInteraction: false, pauseOnMouseEnter: true }}
        keyboard={{ enabled: true, onlyInViewport: true }}
        navigation
        pagination={{ clickable: true }}
        a11y={{ prevSlideMessage: '上一张', nextSlideMessage: '下一张', paginationBulletMessage: '第 {{index}} 张', containerMessage: label }}
        onSwiper={setSwiper}
      >
        {slides.map((s, i) => (
          <SwiperSlide key={s.key}>{render(s, i === 0)}</SwiperSlide>
        ))}
      </Swiper>
      <Sheet sheet={sheet} />
      {pausable ? (
        // The label says what pressing does (APG carousel pattern), so no aria-pressed besides it.
        <button type="button" className="sj-carousel-pause" onClick={() => setPaused(!paused)}>
          {paused ? '播放' : '暂停'}
          <span className="sj-sr-only">{label}轮播</span>
        </button>
      ) : null}
    </>
  );
}
