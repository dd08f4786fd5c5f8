// The topics home's own rules (route.tsx), scoped by its wrapper, compiled at build time (docs/decisions/0108).
import type { SheetStyles } from '../../components/Sheet';

export default {
  '.sj-topics-page .sj-topics-head': { display: 'flex', gap: '20px', alignItems: 'stretch', mb: '20px' },
  '.sj-topics-page .sj-topics-latest': { w: '380px', flexShrink: 0, mb: '0' },
  '.sj-topics-page .sj-topic-banners .sj-slide': { display: 'block', position: 'relative', height: '100%' },
  '.sj-topics-page .sj-topic-banners .sj-slide-caption': {
    position: 'absolute', left: 0, right: 0, bottom: 0, p: '6px 12px 26px', color: 'white', fontSize: '14px',
    bg: 'linear-gradient(transparent, rgba(0,0,0,.65))', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis',
  },
  '.sj-topics-page .sj-topic-section': { scrollMarginTop: '10px' },
  '.sj-topics-page .sj-topic-grid': { listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: '16px' },
  '.sj-topics-page .sj-topic-grid img': { w: '100%', h: '120px', objectFit: 'cover', display: 'block', bg: '#eee' },
  '.sj-topics-page .sj-topic-grid span': { display: 'block', mt: '6px', overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' },
} satisfies SheetStyles;
