// The top list's rules (TopList.tsx), compiled at build time and hoisted with it (docs/decisions/0108).
import type { SheetStyles } from './Sheet';
import { palette } from '../palette';

export default {
  '.sj-top-list': { listStyle: 'none', m: 0, p: 0, counterReset: 'top' },
  '.sj-top-list li': { display: 'flex', gap: '8px', alignItems: 'center', p: '5px 0', borderBottom: `1px dashed ${palette.line}`, counterIncrement: 'top', minW: 0 },
  '.sj-top-list li::before': { content: 'counter(top)', flexShrink: 0, w: '20px', h: '20px', lineHeight: '20px', textAlign: 'center', fontSize: '12px', bg: palette.line, color: palette.text },
  '.sj-top-list li:nth-child(-n+3)::before': { bg: 'brand.600', color: '#fff' },
  '.sj-top-list a': { flex: 1, minW: 0, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' },
  '.sj-top-list .sj-money': { flexShrink: 0, fontSize: '12px' },
} satisfies SheetStyles;
