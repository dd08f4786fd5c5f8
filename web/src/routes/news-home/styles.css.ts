// /news' own rules (route.tsx and its carousel, NewsCarousel.tsx), compiled at build time (docs/decisions/0108).
import type { SheetStyles } from '../../components/Sheet';
import { gutterMenuCss } from '../../components/gutter';

export default {
  '.sj-news-home': { pt: '12px' },
  // SPEC §9's 266 px is the news carousel's height; the banner grid keeps the first screen for the news.
  '.sj-news-home .sj-banner-grid': { listStyle: 'none', p: 0, m: '0 0 20px', display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: '10px' },
  '.sj-news-row': { display: 'flex', gap: '20px', alignItems: 'flex-start' },
  '.sj-news-carousel-card': { w: '480px', flexShrink: 0 },
  '.sj-news-fill': { flex: '1', minW: '0' },
  '.sj-news-side': { w: '320px', flexShrink: 0 },
  '.sj-news-side-banner': { mb: '20px' },
  '.sj-news-carousel': { position: 'relative', h: '266px', overflow: 'hidden' },
  '.sj-news-carousel img': { w: '100%', h: '266px', objectFit: 'cover', display: 'block' },
  '.sj-news-home .sj-news-carousel-caption': {
    position: 'absolute', left: 0, right: 0, bottom: 0, px: '12px', lineHeight: '36px', color: 'white', bg: 'rgba(0,0,0,.55)',
    overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis',
  },
  '.sj-news-home .sj-news-carousel-dots': { position: 'absolute', right: '10px', bottom: '44px', display: 'flex', gap: '6px' },
  '.sj-news-home .sj-news-carousel-dots button': { w: '10px', h: '10px', borderRadius: '50%', border: 0, bg: 'rgba(255,255,255,.6)', cursor: 'pointer', p: 0 },
  '.sj-news-home .sj-news-carousel-dots [aria-current]': { bg: 'brand.500' },
  '.sj-news-home .sj-news-sections': { display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: '20px' },
  '.sj-news-home .sj-news-section': { scrollMarginTop: '10px', minW: 0 },
  // In the gutter beside the column, never over it (components/gutter.ts).
  '.sj-news-home .sj-float-tabs': { ...gutterMenuCss(64, '30%'), bg: 'white', boxShadow: '0 2px 8px rgba(0,0,0,.12)' },
  '.sj-news-home .sj-float-tabs ul': { listStyle: 'none', m: 0, p: 0 },
  '.sj-news-home .sj-float-tabs a': { display: 'block', px: '4px', textAlign: 'center', lineHeight: '34px', fontSize: '12px', borderBottom: '1px solid #f0f0f0' },
  '.sj-news-home .sj-float-tabs a:hover': { bg: 'brand.600', color: 'white' },
} satisfies SheetStyles;
