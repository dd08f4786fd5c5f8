// The topic list's own rule (route.tsx), compiled at build time (docs/decisions/0108).
import type { SheetStyles } from '../../components/Sheet';

export default {
  '.sj-topic-subcats': { mt: '10px', pt: '10px', borderTop: '1px dashed #eee' },
} satisfies SheetStyles;
