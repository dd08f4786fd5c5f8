// A carousel (swiper). The server and the first browser render show the first slide as plain markup at
// the carousel's final size; swiper (its JS and CSS, ~30 KB gzip) is imported only once a carousel comes
// into view in the browser (a carousel in a hidden tab panel waits until its tab is shown), so pages
// without one never load it (docs/pitfalls.md#bundle-weight). Slides are image banners (<SlideView>) unless `renderSlide`
// draws them (e.g. /brandentry's text logos of media partners).
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { SlideView, type Slide } from './Slide';
import type { SwiperCarouselProps } from './SwiperCarousel';
import { Sheet } from '../Sheet';
import sheet from './Carousel.css.ts?sheet';

export interface CarouselProps<T extends { key: string } = Slide> {
  slides: ReadonlyArray<T>;
  /** Height in px (SPEC §9: home headline 500, top ad 383, module 363, brand recommendation 330…). */
  height: number;
  /**
   * Width in px of the frame on a desktop page (the 1200 px layout): image slides ask for art drawn
   * for width x height (components/framed.ts), so nothing is cropped.
   */
  width?: number;
  /** Accessible name of the carousel region. */
  label: string;
  /** Show the slide titles over the images (image banners only). */
  captions?: boolean;
  /** Draws one slide; image banners by default. `eager` is true for the slide shown first. */
  renderSlide?: (slide: T, eager: boolean) => ReactNode;
  /**
   * A pause/play button (WCAG 2.2.2: moving content that lasts over 5 s can be paused). Visitors who
   * prefer reduced motion then get the carousel paused until they press play.
   */
  pausable?: boolean;
}

export type { Slide };

let loaded: ComponentType<SwiperCarouselProps> | null = null;

export function Carousel<T extends { key: string } = Slide>({ slides, width, height, label, captions = false, renderSlide, pausable = false }: CarouselProps<T>) {
  const [Impl, setImpl] = useState<ComponentType<SwiperCarouselProps> | null>(null);
  const box = useRef<HTMLElement>(null);
  const many = slides.length > 1;
  useEffect(() => {
    const el = box.current;
    if (!many || Impl || !el) return;
    let live = true;
    // Each carousel starts swiper in a task of its own: several in view at once (a phone shows three on
    // the home page) would otherwise initialise together in one long task (~170 ms on Lighthouse's phone).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const mount = (impl: ComponentType<SwiperCarouselProps>) => {
      timer = setTimeout(() => {
        if (live) setImpl(() => impl);
      }, 0);
    };
    const start = () => {
      if (loaded) return mount(loaded);
      import('./SwiperCarousel')
        .then((m) => {
          loaded = m.SwiperCarousel;
          mount(m.SwiperCarousel);
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
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [many, Impl]);
  const draw = (slide: T, eager: boolean): ReactNode =>
    renderSlide ? renderSlide(slide, eager) : <SlideView slide={slide as unknown as Slide} width={width} height={height} caption={captions} eager={eager} />;
  const first = slides[0];
  return (
    <section ref={box} className="sj-carousel" aria-roledescription="carousel" aria-label={label} style={{ height }}>
      <Sheet sheet={sheet} />
      {Impl && many ? (
        <Impl slides={slides} height={height} label={label} pausable={pausable} render={(s, eager) => draw(s as T, eager)} />
      ) : first ? (
        draw(first, true)
      ) : null}
    </section>
  );
}
