// /sitemap's own rule (its list's rules are the theme's `.sj-sitemap`), compiled at build time (docs/decisions/0108).
import type { SheetStyles } from '../../components/Sheet';

export default {
  '.sj-sitemap-page': { pt: '12px' },
} satisfies SheetStyles;
