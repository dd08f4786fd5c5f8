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
  // The lead's steps: a small timeline, a dot per step on one line, the current (last) step in bold.
  // Inside the static page's text, whose lists are numbered (StaticPage.css.ts): a more specific rule.
  '.sj-static-text ol.sj-my-steps': { listStyle: 'none', m: 0, p: 0, minW: '220px' },
  '.sj-my-steps li': { position: 'relative', pl: '14px', lineHeight: '1.5', mb: '2px' },
  '.sj-my-steps li::before': { content: '""', position: 'absolute', left: '2px', top: '0.55em', w: '6px', h: '6px', borderRadius: '50%', bg: '#bbb' },
  '.sj-my-steps li:not(:last-of-type)::after': { content: '""', position: 'absolute', left: '4px', top: '1.2em', bottom: '-0.5em', borderLeft: '1px solid #ddd' },
  '.sj-my-steps li:last-of-type': { fontWeight: 'bold' },
  '.sj-my-steps li:last-of-type::before': { bg: palette.claimed },
  // A lead that ended without an answer (撤回, 已过期) ends on a grey dot.
  '.sj-my-steps li[data-state=WITHDRAWN]::before, .sj-my-steps li[data-state=EXPIRED]::before': { bg: palette.muted },
  '.sj-my-step-time': { ml: '2px', fontWeight: 'normal', color: palette.muted, fontSize: '12px', whiteSpace: 'nowrap' },
} satisfies SheetStyles;
