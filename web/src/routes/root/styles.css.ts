// The last-resort error page of the root route (route.tsx ErrorBoundary), compiled at build time (docs/decisions/0108).
import type { SheetStyles } from '../../components/Sheet';
import { palette } from '../../palette';

export default {
  '.sj-root-error': { p: '40px', maxW: '800px', mx: 'auto' },
  '.sj-root-error h1': { fontSize: '22px' },
  '.sj-root-error-message': { color: palette.muted, m: '16px 0' },
  '.sj-root-error-notice': { mt: '20px' },
} satisfies SheetStyles;
