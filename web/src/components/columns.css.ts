// The reading pages' frame (news, topics, rankings, search, VIP): the column's top space and the main column
// beside the 320 px side column. Compiled at build time and hoisted by ColumnsSheet (columns.tsx; docs/decisions/0108).
import type { SheetStyles } from './Sheet';

export default {
  '.sj-page': { pt: '12px' },
  '.sj-cols': { display: 'flex', gap: '20px', alignItems: 'flex-start' },
  '.sj-cols-main': { flex: '1', minW: '0' },
  '.sj-cols-side': { w: '320px', flexShrink: 0 },
} satisfies SheetStyles;
