// The carousel frame's own rules, shipped with it (Carousel.tsx; docs/decisions/0108): a page that shows a
// carousel needs no stylesheet of another page to keep its slides inside the frame.
import type { SheetStyles } from '../Sheet';

export default {
  '.sj-carousel': { position: 'relative', overflow: 'hidden', bg: '#eee' },
  '.sj-carousel img': { display: 'block', w: '100%', objectFit: 'cover' },
} satisfies SheetStyles;
