// A ranking's own rules (route.tsx), compiled at build time (docs/decisions/0108).
import type { SheetStyles } from '../../components/Sheet';

export default {
  '.sj-ranking-page h1': { fontSize: '24px', fontWeight: 'bold', m: '0 0 8px' },
  '.sj-ranking-description': { color: '#555', m: '0 0 6px' },
  '.sj-ranking-method': { m: '8px 0 0' },
  '.sj-ranking-page .sj-ranking-ad-note': { fontSize: '12px', fontWeight: 'normal' },
  '.sj-ranking-entries': { listStyle: 'none', m: 0, p: 0 },
  '.sj-ranking-entries > li': { display: 'flex', alignItems: 'center', gap: '12px' },
  '.sj-ranking-page .sj-ranking-top3': { bg: '#c81623' },
  '.sj-ranking-entry': { flex: 1, minW: 0 },
  '.sj-ranking-page .sj-ranking-score': { flexShrink: 0, minW: '72px', textAlign: 'right' },
  '.sj-ranking-banner': { mb: '20px' },
} satisfies SheetStyles;
