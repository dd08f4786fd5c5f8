// The rotating media-partner carousel: the kit's swiper carousel, each slide a row of text logos drawn
// here (names set in type, not borrowed logo images). Pausable, keyboard-operable (the kit's swiper).
import { Carousel } from '../../components/carousel/Carousel';
import { partnerSlides } from './content';

export const MEDIA_HEIGHT = 150;

export function MediaPartners({ names }: { names: ReadonlyArray<string> }) {
  return (
    <Carousel
      slides={partnerSlides(names)}
      height={MEDIA_HEIGHT}
      label="合作媒体"
      pausable
      renderSlide={(slide) => (
        <ul className="be-media-slide" aria-label={`合作媒体${slide.label}`}>
          {slide.names.map((name) => (
            <li key={name} className="be-media-logo">
              {name}
            </li>
          ))}
        </ul>
      )}
    />
  );
}
