// 我的咨询's rules (route.tsx, ProveForm.tsx, MyEnquiryTable.tsx), compiled at build time (docs/decisions/0108).
import type { SheetStyles } from '../../components/Sheet';
import { palette } from '../../palette';

export default {
  '.sj-my-notice': { minH: '24px', my: '8px' },
  // The palette's checked text colours (palette.ts TEXT_PAIRS): `green.700`/`red.700` were no tokens of this
  // theme, so the notices had been left uncoloured.
  '.sj-my-notice-ok': { color: palette.claimed },
  '.sj-my-notice-bad': { color: palette.redText },
  '.sj-my-retry': { ml: '6px' },
  '.sj-my-list-title': { fontSize: '16px', fontWeight: 'bold' },
  '.sj-my-actions': { display: 'flex', gap: '8px', flexWrap: 'wrap', my: '10px', alignItems: 'center' },
  '.sj-my-dnc': { display: 'inline-flex', gap: '6px', alignItems: 'center' },
  // The proof (ProveForm.tsx).
  '.sj-prove': { maxW: '460px' },
  '.sj-prove label': { display: 'block', fontWeight: 'bold', mt: '12px', mb: '4px' },
  '.sj-prove input': { border: '1px solid #ccc', borderRadius: '3px', px: '8px', h: '34px' },
  '.sj-prove h2': { fontSize: '16px', fontWeight: 'bold' },
  '.sj-prove-row': { display: 'flex', gap: '8px', alignItems: 'center' },
  '.sj-prove .sj-prove-mobile': { w: '100%' },
  '.sj-prove .sj-prove-short': { w: '120px' },
  '.sj-prove-image': { p: 0, border: 0, bg: 'none', cursor: 'pointer' },
  '.sj-prove-submit': { mt: '16px' },
  // The enquiries (MyEnquiryTable.tsx).
  '.sj-my-table-wrap': { overflowX: 'auto' },
  '.sj-my-table': { w: '100%', fontSize: '14px', borderCollapse: 'collapse' },
  '.sj-my-table th, .sj-my-table td': { border: '1px solid #e5e5e5', p: '6px 8px', textAlign: 'left', verticalAlign: 'top' },
  '.sj-my-table th': { bg: '#f7f7f7' },
  '.sj-my-table caption': { captionSide: 'top', textAlign: 'left', pb: '6px' },
  '.sj-my-row-actions': { display: 'flex', gap: '6px', flexWrap: 'wrap' },
} satisfies SheetStyles;
