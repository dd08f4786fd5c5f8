// The rankings home's own rules (route.tsx), compiled at build time (docs/decisions/0108).
import type { SheetStyles } from '../../components/Sheet';

export default {
  '.sj-top-page .sj-top-grid': { listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: '20px' },
  '.sj-top-page .sj-top-grid h3': { fontSize: '15px', fontWeight: 'bold', mb: '6px', overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' },
  '.sj-top-page .sj-top-method': { fontSize: '12px', mt: '8px' },
  '.sj-top-page .sj-top-search-hot': { w: '360px', flexShrink: 0 },
  '.sj-top-page .sj-top-industries': { mb: '12px' },
} satisfies SheetStyles;
