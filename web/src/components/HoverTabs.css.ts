// The tab widget's rules (HoverTabs.tsx), compiled at build time and hoisted with it (docs/decisions/0108).
import type { SheetStyles } from './Sheet';
import { palette } from '../palette';

export default {
  '.sj-tabs-head': { display: 'flex', justifyContent: 'space-between', alignItems: 'center', borderBottom: `2px solid ${palette.red}`, mb: '10px' },
  '.sj-tablist': { display: 'flex', flexWrap: 'wrap' },
  '.sj-tablist [role=tab]': { border: 0, bg: 'none', p: '6px 12px', fontSize: '14px', cursor: 'pointer', color: palette.text },
  '.sj-tablist [role=tab][aria-selected=true]': { bg: 'brand.600', color: '#fff' },
} satisfies SheetStyles;
