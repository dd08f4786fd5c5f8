// One carousel slide: an image (a banner) linked through <BannerLink>.
import { framed } from '../framed';
import { BannerLink } from '../OutboundLink';

export interface Slide {
  key: string;
  /** A site path (router link) or an absolute address (through the jump page, new tab). */
  href: string;
  imageUrl: string;
  title: string;
}

export function SlideView({ slide, width, height, caption, eager }: { slide: Slide; width?: number; height: number; caption: boolean; eager?: boolean }) {
  return (
    <BannerLink href={slide.href} className="sj-slide" title={slide.title}>
      {/* With a caption the link's text names the slide; the same words as alt would be read twice. */}
      <img
        src={width ? framed(slide.imageUrl, width, height) : slide.imageUrl}
        alt={caption ? '' : slide.title}
        width={width}
        height={height}
        style={{ height }}
        decoding="async"
        loading={eager ? 'eager' : 'lazy'}
      />
      {caption ? <span className="sj-slide-caption">{slide.title}</span> : null}
    </BannerLink>
  );
}

