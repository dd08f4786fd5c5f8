// A topic's own rules (route.tsx), compiled at build time (docs/decisions/0108).
import type { SheetStyles } from '../../components/Sheet';

export default {
  '.sj-topic-title': { fontSize: '24px', fontWeight: 'bold', m: '0 0 8px' },
  '.sj-topic-meta': { mb: '10px' },
  '.sj-topic-summary': { color: '#555', m: 0 },
  '.sj-topic-neighbours': { borderTop: '1px solid #eee', mt: '10px', pt: '10px' },
} satisfies SheetStyles;
