// The swiper half of <Carousel>, in its own chunk: imported only in the browser, once a carousel mounts.
import { A11y, Autoplay, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { SlideView, type Slide } from './Slide';

export interface SwiperCarouselProps {
  slides: ReadonlyArray<Slide>;
  height: number;
  captions: boolean;
  label: string;
}

export function SwiperCarousel({ slides, height, captions, label }: SwiperCarouselProps) {
  return (
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
    >
      {slides.map((s, i) => (
        <SwiperSlide key={s.key}>
          <SlideView slide={s} height={height} caption={captions} eager={i === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
