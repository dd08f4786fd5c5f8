// A swiper carousel (autoplay, clickable bullets, keyboard and screen-reader labels from the A11y and
// Keyboard modules). Swiper is imported only here, so only the route chunks that use a carousel load it.
// Its stylesheet is the few rules the modules below need (CAROUSEL_CSS): the server renders web/ with
// tsx, which cannot import swiper's .css files, and the full sheet is mostly unused modules.
import type { ReactNode } from 'react';
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';

export const CAROUSEL_CSS = `
.swiper{position:relative;overflow:hidden;list-style:none;padding:0;z-index:1;display:block}
.swiper-wrapper{position:relative;width:100%;height:100%;z-index:1;display:flex;transition-property:transform;box-sizing:content-box}
.swiper-slide{flex-shrink:0;width:100%;height:100%;position:relative;transition-property:transform;display:block}
.swiper-pagination{position:absolute;left:0;bottom:10px;width:100%;text-align:center;z-index:10}
.swiper-pagination-bullet{width:10px;height:10px;display:inline-block;border-radius:50%;background:#fff;opacity:.6;margin:0 4px;cursor:pointer;border:0;padding:0}
.swiper-pagination-bullet-active{opacity:1;background:#e4393c}
.swiper-notification{position:absolute;left:0;top:0;pointer-events:none;opacity:0;z-index:-1000}
`;

export interface CarouselProps<T> {
  items: ReadonlyArray<T>;
  /** Slide height in px (SPEC §9: 500 for the brand home's main carousel, 266 for the floors'). */
  height: number;
  label: string;
  renderItem: (item: T, index: number) => ReactNode;
  itemKey: (item: T, index: number) => string;
}

export function Carousel<T>({ items, height, label, renderItem, itemKey }: CarouselProps<T>) {
  if (!items.length) return null;
  return (
    <div role="region" aria-roledescription="carousel" aria-label={label} style={{ height }}>
      <Swiper
        modules={[A11y, Autoplay, Keyboard, Pagination]}
        style={{ height }}
        loop={false}
        rewind
        autoplay={{ delay: 4000, disableOnInteraction: false, pauseOnMouseEnter: true }}
        pagination={{ clickable: true }}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{ prevSlideMessage: '上一张', nextSlideMessage: '下一张', paginationBulletMessage: '第 {{index}} 张' }}
      >
        {items.map((item, i) => (
          <SwiperSlide key={itemKey(item, i)} style={{ height }}>
            {renderItem(item, i)}
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
