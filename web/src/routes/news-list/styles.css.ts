// The news list's own rules (route.tsx), compiled at build time (docs/decisions/0108).
import type { SheetStyles } from '../../components/Sheet';

export default {
  '.sj-news-list-cats': { borderBottom: '1px solid #eee', pb: '10px' },
  // The brand card under an article stays secondary to the article: a smaller picture, tighter padding.
  '.sj-news-list .sj-item .sj-brand-card': { p: '8px', bg: '#fafafa', mt: '4px' },
  '.sj-news-list .sj-item .sj-brand-card img': { w: '90px', h: '60px' },
  '.sj-news-list .sj-item .sj-brand-card-title': { fontSize: '14px' },
} satisfies SheetStyles;
