// Styles only the compare page uses (hoisted by CompareStyles, styles.tsx; docs/decisions/0108). Rows where
// the brands differ get the pale red ground and a 不同 label: colour is never the only sign.
import type { SheetStyles } from '../../components/Sheet';
import { palette } from '../../palette';

export default {
  '.sj-cmp-page': { pt: '12px' },
  '.sj-cmp-title': { fontSize: '20px', m: '0 0 12px' },
  '.sj-cmp-notes': { m: '0 0 12px', p: '8px 12px 8px 28px', border: `1px solid ${palette.redBorder}`, bg: 'brand.50', color: 'brand.600', fontSize: '13px' },
  '.sj-cmp-scroll': { overflowX: 'auto' },
  '.sj-cmp': { w: '100%', borderCollapse: 'collapse', fontSize: '13px', tableLayout: 'fixed' },
  '.sj-cmp caption': { textAlign: 'left', color: palette.muted, p: '0 0 8px' },
  '.sj-cmp th, .sj-cmp td': { border: `1px solid ${palette.line}`, p: '8px', verticalAlign: 'top', textAlign: 'left' },
  '.sj-cmp thead th': { fontSize: '15px', bg: '#fafafa' },
  '.sj-cmp thead th > *': { mt: '4px' },
  '.sj-cmp tbody th[scope=row]': { w: '180px', fontWeight: 'normal', color: palette.text },
  '.sj-cmp .sj-cmp-group th': { bg: '#fafafa', fontWeight: 'bold' },
  '.sj-cmp tr[data-differs] th[scope=row], .sj-cmp tr[data-differs] td': { bg: 'brand.50' },
  '.sj-cmp-differs': { ml: '6px', color: 'brand.600', fontSize: '12px', border: `1px solid ${palette.redText}`, p: '0 3px' },
  '.sj-cmp-sub': { color: palette.muted, fontSize: '12px', fontWeight: 'normal' },
  '.sj-cmp-sources': { m: '10px 0 0', pl: '18px', color: palette.muted, fontSize: '12px' },
} satisfies SheetStyles;
