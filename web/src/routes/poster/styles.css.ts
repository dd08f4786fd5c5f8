// The poster page's rules, scoped by its wrapper (.sj-poster-page; the global sj-* classes stay the kit's),
// compiled at build time (docs/decisions/0108).
import type { SheetStyles } from '../../components/Sheet';
import { gutterMenuCss } from '../../components/gutter';
import { palette } from '../../palette';

export default {
  '.sj-poster-page .sj-poster-head': { display: 'flex', gap: '24px', alignItems: 'center' },
  '.sj-poster-page .sj-poster-head img': { width: '240px', height: '160px', objectFit: 'cover', bg: palette.line, flexShrink: 0 },
  '.sj-poster-page .sj-poster-head h1': { fontSize: '24px', fontWeight: 'bold', display: 'flex', alignItems: 'center', gap: '10px' },
  '.sj-poster-page .sj-poster-facts': { display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '6px 4px', my: '12px' },
  '.sj-poster-page .sj-poster-actions': { display: 'flex', gap: '12px' },
  '.sj-poster-page .sj-poster-items': { display: 'flex', flexDirection: 'column', alignItems: 'center' },
  '.sj-poster-page .sj-poster-item': { position: 'relative', display: 'block', width: '100%', maxWidth: '750px' },
  '.sj-poster-page .sj-poster-item img': { display: 'block', width: '100%', height: 'auto', minHeight: '120px', bg: palette.line },
  '.sj-poster-page .sj-poster-play': {
    position: 'absolute', inset: 0, m: 'auto', width: '88px', height: '88px', borderRadius: '50%', border: '3px solid white',
    bg: 'rgba(0,0,0,0.55)', color: 'white', fontSize: '36px', cursor: 'pointer', pl: '8px',
  },
  '.sj-poster-page .sj-poster-play:hover': { bg: 'rgba(0,0,0,0.75)' },
  '.sj-poster-page .sj-poster-player': {
    position: 'absolute', inset: 0, bg: 'black', display: 'flex', alignItems: 'center', justifyContent: 'center',
  },
  '.sj-poster-page .sj-poster-player[hidden]': { display: 'none' },
  '.sj-poster-page .sj-poster-player video': { width: '100%', height: '100%' },
  '.sj-poster-page .sj-poster-note': { color: 'white', p: '24px', textAlign: 'center' },
  '.sj-poster-page .sj-poster-note a': { color: '#9cc2ff' },
  '.sj-poster-page .sj-poster-close': {
    position: 'absolute', top: '8px', right: '8px', width: '36px', height: '36px', borderRadius: '50%', border: 0,
    bg: 'rgba(255,255,255,0.9)', color: palette.text, fontSize: '22px', cursor: 'pointer', lineHeight: 1,
  },
  // In the gutter beside the column, never over it (components/gutter.ts).
  '.sj-poster-page .sj-poster-side': {
    ...gutterMenuCss(64, '40%'), display: 'flex', flexDirection: 'column', gap: '1px',
    bg: palette.line, boxShadow: '0 2px 8px rgba(0,0,0,0.15)',
  },
  '.sj-poster-page .sj-poster-side a, .sj-poster-page .sj-poster-side button': {
    display: 'block', width: '64px', py: '10px', textAlign: 'center', bg: 'white', border: 0, cursor: 'pointer', fontSize: '13px',
    color: palette.text,
  },
  '.sj-poster-page .sj-poster-side .sj-poster-side-main': { bg: palette.redText, color: 'white' },
} satisfies SheetStyles;
