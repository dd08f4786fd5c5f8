// The static text pages' frame (components/StaticPage.tsx), compiled at build time (docs/decisions/0108).
import type { SheetStyles } from './Sheet';
import { palette } from '../palette';

export default {
  '.sj-static': { pt: '12px' },
  '.sj-static-text': { lineHeight: '1.9', fontSize: '14px', color: palette.text },
  '.sj-static-text p': { mb: '10px' },
  '.sj-static-text ol, .sj-static-text ul': { pl: '2em', mb: '10px' },
  '.sj-static-text ol': { listStyle: 'decimal' },
  '.sj-static-text ul': { listStyle: 'disc' },
  '.sj-static-text section a': { color: palette.link, textDecoration: 'underline' },
  '.sj-static-text dt': { fontWeight: 'bold', float: 'left', clear: 'left', w: '6em' },
  '.sj-static-text dd': { ml: '6em', mb: '4px' },
  '.sj-static-section': { mt: '18px' },
  '.sj-static-section-title': { fontSize: '16px', fontWeight: 'bold', mb: '8px' },
} satisfies SheetStyles;
