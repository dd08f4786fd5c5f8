// An image carousel (swiper). The server and the first browser render show the first slide as plain
// markup at the carousel's final size; swiper (its JS and CSS, ~30 KB gzip) is imported only once a
// carousel comes into view in the browser (a carousel in a hidden tab panel waits until its tab is shown),
// so pages without one never load it (STACK.md).
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { SlideView, type Slide } from './Slide';
import type { SwiperCarouselProps } from './SwiperCarousel';

export interface CarouselProps {
  slides: ReadonlyArray<Slide>;
  /** Height in px (SPEC §9: home headline 500, top ad 383, module 363, brand recommendation 330…). */
  height: number;
  /** Accessible name of the carousel region. */
  label: string;
  /** Show the slide titles over the images. */
  captions?: boolean;
}

export type { Slide };

let loaded: ComponentType<SwiperCarouselProps> | null = null;

export function Carousel({ slides, height, label, captions = false }: CarouselProps) {
  const [Impl, setImpl] = useState<ComponentType<SwiperCarouselProps> | null>(null);
  const box = useRef<HTMLElement>(null);
  const many = slides.length > 1;
  useEffect(() => {
    const el = box.current;
    if (!many || Impl || !el) return;
    let live = true;
    const start = () => {
      if (loaded) return setImpl(() => loaded);
      import('./SwiperCarousel')
        .then((m) => {
          loaded = m.SwiperCarousel;
          if (live) setImpl(() => m.SwiperCarousel);
        })
        .catch((err: unknown) => console.warn('carousel failed to load', err));
    };
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        start();
      }
    });
    observer.observe(el);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [many, Impl]);
  const first = slides[0];
  return (
    <section ref={box} className="sj-carousel" aria-roledescription="carousel" aria-label={label} style={{ height }}>
      {Impl && many ? (
        <Impl slides={slides} height={height} captions={captions} label={label} />
      ) : first ? (
        <SlideView slide={first} height={height} caption={captions} eager />
      ) : null}
    </section>
  );
}
