import type { GalleryImage } from '../../generated/resolvers';
import type { WireBrand } from '@shangji/contract';

/** slideshow and slideshowThumb are index-aligned; a missing thumbnail falls back to the full image. */
export function gallery(brand: WireBrand): GalleryImage[] {
  const images = brand.slideshow ?? [];
  const thumbs = brand.slideshowThumb ?? [];
  if (images.length === 0) {
    // No gallery: the main image stands in, so the detail page's carousel is never empty.
    return brand.thumb ? [{ image: brand.thumb, thumbnail: brand.thumb }] : [];
  }
  return images.map((image, i) => ({ image, thumbnail: thumbs[i] || image }));
}
