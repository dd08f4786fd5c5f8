// The compare bar (CompareBar.tsx), compiled at build time (docs/decisions/0108). Fixed to the bottom of the
// window under everything that opens over the page (the enquiry dialog 1400, the toast 2000); the sticky bars
// sit at the top. The page keeps room below its end for it, and `scroll-padding-bottom` makes the browser
// scroll a focused or revealed field (the enquiry form's fields and its submit button) clear of it.
import type { SheetStyles } from '../Sheet';
import { palette } from '../../palette';

/** The bar's height: the room the page keeps below its end and above a focused field. */
const BAR = 52;
/** /marketing's own action bar, fixed at the bottom past 1200 px of scroll: the compare bar sits above it. */
const MARKETING_BAR = 72;

export default {
  '.sj-cbar': { position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 30, bg: palette.white, borderTop: `2px solid ${palette.red}`, boxShadow: '0 -2px 10px rgba(0,0,0,.12)', fontSize: '13px', color: palette.text },
  '.sj-cbar-in': { display: 'flex', alignItems: 'center', gap: '16px', w: '1200px', maxW: '100%', h: `${BAR - 2}px`, mx: 'auto', px: '12px', boxSizing: 'border-box' },
  '.sj-cbar-count': { m: 0, fontWeight: 'bold', whiteSpace: 'nowrap', display: 'flex', gap: '6px', alignItems: 'baseline' },
  '.sj-cbar-count span': { color: palette.redText },
  '.sj-cbar-list': { display: 'flex', gap: '8px', listStyle: 'none', m: 0, p: 0, flex: '1', minW: 0, overflow: 'hidden' },
  '.sj-cbar-item': { display: 'flex', alignItems: 'center', gap: '2px', border: `1px solid ${palette.redBorder}`, bg: palette.redPale, borderRadius: '3px', pl: '8px', maxW: '240px', minW: 0 },
  '.sj-cbar-name': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: palette.text, lineHeight: '28px' },
  '.sj-cbar-name:hover': { color: palette.redText, textDecoration: 'underline' },
  '.sj-cbar-remove': { flexShrink: 0, w: '28px', h: '28px', border: 0, bg: 'transparent', color: palette.muted, fontSize: '16px', cursor: 'pointer', lineHeight: 1 },
  '.sj-cbar-remove:hover': { color: palette.redText },
  '.sj-cbar-go': { flexShrink: 0, display: 'inline-flex', alignItems: 'center', h: '34px', px: '24px', bg: palette.redText, color: palette.white, fontSize: '15px', fontWeight: 'bold', borderRadius: '3px' },
  '.sj-cbar-go:hover': { bg: palette.redDark, color: palette.white },
  '.sj-cbar a:focus-visible, .sj-cbar button:focus-visible': { outline: `2px solid ${palette.red}`, outlineOffset: '2px' },
  'body:has(.sj-cbar)': { pb: `${BAR}px` },
  'html:has(.sj-cbar)': { scrollPaddingBottom: `${BAR + 16}px` },
  'body:has(.sj-marketing-fixed) .sj-cbar': { bottom: `${MARKETING_BAR}px` },
  'body:has(.sj-marketing-fixed):has(.sj-cbar)': { pb: `${BAR + MARKETING_BAR}px` },
  'html:has(.sj-marketing-fixed):has(.sj-cbar)': { scrollPaddingBottom: `${BAR + MARKETING_BAR + 16}px` },
} satisfies SheetStyles;
