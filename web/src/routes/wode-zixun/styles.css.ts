// 我的咨询's rules (route.tsx, ProveForm.tsx, MyEnquiryTable.tsx), compiled at build time (docs/decisions/0108).
import type { SheetStyles } from '../../components/Sheet';

export default {
  '.sj-my-notice': { minH: '24px', my: '8px' },
  // `green.700` and `red.700` are no tokens of this theme (only brand.*): the browser drops the colours, as it
  // did for the style prop these came from. Kept as they were; colouring the notice is a visible change of its own.
  '.sj-my-notice-ok': { color: 'green.700' },
  '.sj-my-notice-bad': { color: 'red.700' },
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
