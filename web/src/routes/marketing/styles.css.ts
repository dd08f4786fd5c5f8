// /marketing's own rules, compiled at build time and hoisted once into <head> (docs/decisions/0108).
import type { SheetStyles } from '../../components/Sheet';
import { palette } from '../../palette';

export default {
  '.sj-marketing': { pt: '12px' },
  '.sj-marketing-title': { fontSize: '24px', fontWeight: 'bold', m: '8px 0 12px', color: palette.text },
  '.sj-marketing-slot': { minH: '72px', mb: '16px' },
  '.sj-marketing-bar': { display: 'flex', alignItems: 'center', gap: '24px', h: '72px', p: '0 24px', bg: palette.white, borderTop: `3px solid ${palette.red}`, boxSizing: 'border-box' },
  '.sj-marketing-fixed': { position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 20, p: '0 calc((100vw - 1200px) / 2 + 24px)', boxShadow: '0 -2px 10px rgba(0,0,0,.15)' },
  '.sj-marketing-pitch': { display: 'flex', flexDirection: 'column', mr: 'auto' },
  '.sj-marketing-pitch strong': { fontSize: '18px', color: palette.text },
  '.sj-marketing-pitch span': { fontSize: '14px', color: palette.muted },
  '.sj-marketing-hotline': { fontSize: '15px', color: palette.text, display: 'flex', alignItems: 'baseline', gap: '8px' },
  '.sj-marketing-hotline a': { fontSize: '22px', fontWeight: 'bold', color: 'brand.600' },
  '.sj-marketing-hotline a:hover': { textDecoration: 'underline' },
  '.sj-marketing .sj-marketing-cta': { fontSize: '18px', h: '44px', p: '0 36px' },
  '.sj-marketing-poster': { mb: '24px' },
  // The fixed bar must not hide the end of the footer.
  'body:has(.sj-marketing-fixed)': { pb: '72px' },
  '.sj-marketing-poster img': { display: 'block', w: '100%', h: 'auto' },
} satisfies SheetStyles;
