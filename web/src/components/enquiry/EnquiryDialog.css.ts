// The enquiry popup's frame (EnquiryDialog.tsx): overlay, centred panel, title bar and close button, compiled at
// build time (docs/decisions/0108). Chakra's Dialog parts keep their behaviour (focus trap, Escape); they are
// unstyled and take these classes.
import type { SheetStyles } from '../Sheet';
import { palette } from '../../palette';

export default {
  '.sj-eqd-backdrop': { position: 'fixed', inset: '0', zIndex: 1400, bg: 'rgba(0,0,0,0.6)' },
  '.sj-eqd-positioner': { position: 'fixed', inset: '0', zIndex: 1401, display: 'flex', alignItems: 'center', justifyContent: 'center', overflowY: 'auto' },
  '.sj-eqd-content': { position: 'relative', bg: 'white', w: '600px', maxW: 'calc(100vw - 32px)', borderRadius: '4px', boxShadow: '0 10px 40px rgba(0,0,0,.35)', outline: 'none' },
  '.sj-eqd-title': { fontSize: '17px', fontWeight: 'bold', px: '24px', py: '14px', borderBottom: '1px solid #eee', bg: '#fafafa', borderTopRadius: '4px', pr: '56px' },
  '.sj-eqd-close': { position: 'absolute', top: '8px', right: '10px', w: '36px', h: '36px', fontSize: '24px', lineHeight: '1', color: palette.muted, bg: 'transparent', border: 'none', cursor: 'pointer' },
  '.sj-eqd-close:hover': { color: '#333' },
  '.sj-eqd-body': { px: '24px', py: '18px' },
} satisfies SheetStyles;
