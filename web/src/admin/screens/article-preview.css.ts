// The preview's frame, and the public pages' own rules for an article's text, picked from the site's
// theme (web/src/theme.ts `articleTextCss`) rather than copied, so the preview cannot drift from the page.
import type { SheetStyles } from '../../components/Sheet';
import { articleTextCss } from '../../theme';

export default {
  ...articleTextCss,
  '.sj-preview-frame': { bg: '#f5f5f5', p: '20px', border: '1px dashed #c9cdd4', maxW: '860px' },
  '.sj-preview-note': { fontSize: '12px', color: '#5c6370', mb: '10px' },
} satisfies SheetStyles;
