// One carousel slide: an image (a banner) linked through <BannerLink>.
import { BannerLink } from '../OutboundLink';

export interface Slide {
  key: string;
  /** A site path (router link) or an absolute address (through the jump page, new tab). */
  href: string;
  imageUrl: string;
  title: string;
}

export function SlideView({ slide, height, caption, eager }: { slide: Slide; height: number; caption: boolean; eager?: boolean }) {
  return (
    <BannerLink href={slide.href} className="sj-slide" title={slide.title}>
      {/* With a caption the link's text names the slide; the same words as alt would be read twice. */}
      <img src={slide.imageUrl} alt={caption ? '' : slide.title} style={{ height }} loading={eager ? 'eager' : 'lazy'} />
      {caption ? <span className="sj-slide-caption">{slide.title}</span> : null}
    </BannerLink>
  );
}

