// Styles only the brand list uses: the filter rows, hoisted by ListStyles (styles.tsx; docs/decisions/0108).
import type { SheetStyles } from '../../components/Sheet';
import { palette } from '../../palette';

export default {
  '.sj-bl': { pt: '12px' },
  '.sj-bl-body': { display: 'flex', gap: '20px', alignItems: 'flex-start' },
  '.sj-bl-main': { flex: '1', minW: '0' },
  // Hot brands under an empty list (inside EmptyState).
  '.sj-bl-hot': { textAlign: 'left', maxW: '560px', mx: 'auto', mt: '16px' },
  '.sj-bl-side': { w: '320px', flexShrink: 0 },
  '.sj-filters': { p: '12px 20px' },
  '.sj-filter-row': { display: 'flex', gap: '8px', p: '8px 0', borderBottom: `1px dashed ${palette.line}`, fontSize: '13px' },
  '.sj-filter-row:last-child': { borderBottom: 0 },
  '.sj-filter-label': { flexShrink: 0, w: '72px', color: palette.muted, lineHeight: '24px' },
  '.sj-filter-row ul': { listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: '4px 6px' },
  '.sj-filter-row a': { display: 'inline-block', p: '0 8px', lineHeight: '24px', borderRadius: '2px' },
  '.sj-filter-row a[aria-current]': { bg: 'brand.600', color: '#fff' },
} satisfies SheetStyles;
