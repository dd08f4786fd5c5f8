// The shared chrome's styles (navigation bar, top bar, header, footer, risk notice) as global classes:
// they become part of the static stylesheet (web/vite.chakra-css.ts), so rendering the chrome costs
// plain elements and no style resolution or Emotion work per request.
import type { GlobalStyleObject } from '@chakra-ui/react';
import { palette } from './palette';

export const chromeCss: GlobalStyleObject = {
  '.sj-progress': {
    position: 'fixed', top: 0, left: 0, h: '3px', zIndex: 100, bg: 'brand.500', transition: 'width .4s, opacity .3s',
    width: '100%', opacity: 0,
  },
  '.sj-progress[data-state="loading"]': { width: '70%', opacity: 1 },
  '.sj-progress[data-state="failed"]': { bg: '#8a1010', opacity: 1 },
  '.sj-topbar': { bg: '#f2f2f2', borderBottom: '1px solid #e5e5e5', fontSize: '12px', color: palette.muted },
  '.sj-topbar-row': { display: 'flex', h: '32px', alignItems: 'center', justifyContent: 'space-between' },
  '.sj-topbar-group': { display: 'flex', gap: '16px', alignItems: 'center' },
  '.sj-hotline': { color: palette.redText },
  '.sj-qr': { position: 'relative' },
  '.sj-qr > button': { background: 'none', border: 0, color: 'inherit', cursor: 'pointer', font: 'inherit' },
  '.sj-qr-panel': {
    display: 'none', position: 'absolute', right: 0, top: '30px', zIndex: 20, bg: 'white', p: '8px',
    boxShadow: '0 2px 8px rgba(0,0,0,.15)', textAlign: 'center', color: palette.muted, fontSize: '12px',
  },
  '.sj-qr:hover > .sj-qr-panel, .sj-qr:focus-within > .sj-qr-panel': { display: 'block' },
  '.sj-header': { bg: 'white' },
  '.sj-header-row': { display: 'flex', h: '96px', alignItems: 'center', gap: '24px' },
  '.sj-header-search': { flex: '1', minW: '0' },
  '.sj-logo': { display: 'flex', alignItems: 'center', gap: '8px' },
  '.sj-logo-mark': { bg: 'brand.600', color: 'white', fontWeight: 'bold', fontSize: '22px', px: '10px', py: '2px', borderRadius: '4px' },
  '.sj-logo-name': { fontSize: '24px', fontWeight: 'bold', color: '#333' },
  '.sj-slogan': { color: palette.muted, fontSize: '13px', pl: '12px', borderLeft: '1px solid #ddd', w: '120px', flexShrink: 0 },
  '.sj-mainnav': { bg: 'brand.600' },
  '.sj-mainnav-row': { display: 'flex', h: '44px', alignItems: 'stretch' },
  '.sj-mainnav-row a': { color: 'white', px: '22px', display: 'flex', alignItems: 'center', fontSize: '16px' },
  '.sj-mainnav-row a:hover, .sj-mainnav-row a.active': { bg: 'brand.700', color: 'white' },
  '.sj-main': { minH: '400px' },
  '.sj-risk': { bg: '#fff8e6', border: '1px solid #f5d48a', color: '#8a5a00', py: '8px', px: '16px', fontSize: '13px' },
  '.sj-footer': { bg: palette.footer, color: palette.footerText, mt: '30px', fontSize: '13px' },
  '.sj-footer-inner': { py: '24px' },
  '.sj-footer-links': { display: 'flex', mt: '20px', flexWrap: 'wrap' },
  '.sj-footer-links a': { px: '12px', borderRight: '1px solid #555' },
  '.sj-footer-links a:last-child': { borderRight: 0 },
  '.sj-footer-links a:hover': { color: 'white' },
  '.sj-footer-row': { display: 'flex', mt: '20px', justifyContent: 'space-between', alignItems: 'flex-start' },
  '.sj-footer-contact': { lineHeight: '2' },
  '.sj-footer-hotline': { color: '#fff', fontSize: '18px' },
  '.sj-footer-qrs': { display: 'flex', gap: '20px', textAlign: 'center' },
  '.sj-footer-qrs .sj-caption': { mt: '6px' },
};
