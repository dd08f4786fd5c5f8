// The search page's own rules (route.tsx), compiled at build time (docs/decisions/0108).
import type { SheetStyles } from '../../components/Sheet';

export default {
  '.sj-search-page .sj-search-form': { display: 'flex', gap: '8px', mb: '14px' },
  '.sj-search-page .sj-search-form input': { flex: 1, h: '38px', border: '1px solid #d9d9d9', p: '0 10px' },
  '.sj-search-page .sj-search-summary': { fontSize: '14px', fontWeight: 'normal', m: '0 0 6px' },
} satisfies SheetStyles;
