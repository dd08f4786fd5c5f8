// The site's look of every carousel and the pause button's rules travel with it (decisions 0043, 0108): red
// active bullet, an 8 px dot inside a 24 px target (WCAG 2.5.8 target size: the padding is clickable, not
// painted), white arrows, the pause button bottom right above the bullets.
import type { SheetStyles } from '../Sheet';

export default {
  '.sj-carousel': { position: 'relative' },
  '.sj-carousel .swiper-pagination-bullet': { boxSizing: 'content-box', p: '8px', m: '0 !important', backgroundClip: 'content-box', opacity: 1, backgroundColor: 'rgba(255,255,255,.7)' },
  '.sj-carousel .swiper-pagination-bullet-active': { backgroundColor: 'brand.500' },
  '.sj-carousel .swiper-button-prev, .sj-carousel .swiper-button-next': { color: '#fff' },
  '.sj-carousel-pause': { position: 'absolute', right: '10px', bottom: '8px', zIndex: 11, minH: '24px', p: '2px 10px', lineHeight: '20px', border: 0, borderRadius: '2px', bg: 'rgba(0,0,0,.6)', color: '#fff', fontSize: '12px', cursor: 'pointer' },
  '.sj-carousel-pause:hover': { bg: 'rgba(0,0,0,.8)' },
} satisfies SheetStyles;
