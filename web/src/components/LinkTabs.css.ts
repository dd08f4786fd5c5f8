// The link tabs' rules (LinkTabs.tsx), compiled at build time and hoisted with them (docs/decisions/0108).
import type { SheetStyles } from './Sheet';
import { palette } from '../palette';

export default {
  '.sj-link-tabs': { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', borderBottom: `2px solid ${palette.red}`, m: '0 0 4px', p: 0, listStyle: 'none' },
  '.sj-link-tabs a': { display: 'block', p: '0 20px', lineHeight: '38px', fontSize: '15px' },
  '.sj-link-tabs a[aria-current]': { bg: 'brand.600', color: '#fff', fontWeight: 'bold' },
  '.sj-link-tabs-note': { ml: 'auto', alignSelf: 'center', color: palette.muted, fontSize: '13px' },
} satisfies SheetStyles;
