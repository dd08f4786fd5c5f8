// The article page's own rules (route.tsx), compiled at build time (docs/decisions/0108).
import type { SheetStyles } from '../../components/Sheet';

export default {
  '.sj-article-title': { fontSize: '24px', fontWeight: 'bold', textAlign: 'center', m: '0 0 10px' },
  '.sj-article-meta': { justifyContent: 'center', borderBottom: '1px solid #eee', pb: '10px' },
  '.sj-article-brand': { my: '16px' },
  '.sj-article-neighbours': { borderTop: '1px solid #eee', mt: '20px', pt: '10px' },
  '.sj-article-facts': { gridTemplateColumns: '1fr' },
} satisfies SheetStyles;
