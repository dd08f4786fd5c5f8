// Layout rules of the brand page (head row, facts block, main and side columns): a Chakra style object
// compiled to CSS at build time and hoisted by BrandDetailStyles (styles.tsx; docs/decisions/0108). Plain
// class names cost the render nothing, where each Chakra style prop was resolved per element per request.
import type { SheetStyles } from '../../components/Sheet';

export default {
  '.sj-bd': { pt: '12px' },
  '.sj-bd-head': { display: 'flex', alignItems: 'flex-start', gap: '24px' },
  '.sj-bd-body': { display: 'flex', alignItems: 'flex-start', gap: '20px' },
  '.sj-bd-fill': { flex: 1, minW: 0 },
  '.sj-bd-side': { w: '320px', flexShrink: 0 },
  '.sj-bd-name': { display: 'flex', alignItems: 'center', gap: '10px', flexWrap: 'wrap' },
  '.sj-bd-name h1': { fontSize: '24px', fontWeight: 'bold' },
  '.sj-bd-facts': { display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: '20px', rowGap: '8px', mt: '14px', fontSize: '14px' },
  '.sj-bd-fact': { display: 'flex', minW: 0 },
  '.sj-bd-fact dt': { flexShrink: 0, fontSize: 'inherit' },
  '.sj-bd-fact dd': { m: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '.sj-bd-fee': { mt: '14px', bg: 'brand.50', p: '8px 12px' },
  '.sj-bd-actions': { display: 'flex', alignItems: 'center', mt: '16px', gap: '12px', flexWrap: 'wrap' },
} satisfies SheetStyles;
