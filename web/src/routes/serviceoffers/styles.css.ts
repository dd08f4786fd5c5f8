// /serviceoffers' rules (route.tsx and SalesDialog.tsx), compiled at build time (docs/decisions/0108).
import type { SheetStyles } from '../../components/Sheet';
import { palette } from '../../palette';

export default {
  '.sj-offers': { pt: '12px' },
  '.sj-offers-banner': { bg: 'brand.600', color: 'white', textAlign: 'center', py: '48px', mb: '20px' },
  '.sj-offers-banner h1': { fontSize: '32px', fontWeight: 'bold' },
  '.sj-offers-banner p': { mt: '10px', fontSize: '16px' },
  '.sj-offers-body': { display: 'flex', gap: '20px', alignItems: 'flex-start' },
  '.sj-offers-nav': { position: 'sticky', top: '70px', w: '160px', flexShrink: 0, bg: 'white' },
  '.sj-offers-nav a': { display: 'block', px: '12px', py: '8px', borderBottom: '1px solid #eee', color: palette.text, fontSize: '14px' },
  '.sj-offers-nav a:hover, .sj-offers-nav a:focus-visible': { color: 'brand.600', bg: 'brand.50' },
  '.sj-offers-nav button': { w: '100%', py: '8px', bg: '#f5f5f5', border: 0, cursor: 'pointer', fontSize: '13px' },
  '.sj-offers-main': { flex: '1', minW: 0 },
  '.sj-offers-section': { minH: '260px' },
  '.sj-offers-points': { listStyle: 'disc', pl: '2em', lineHeight: '2.2', fontSize: '15px' },
  '.sj-offers-packages': { display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: '20px' },
  '.sj-offers-package': { border: '1px solid #eee', p: '24px', textAlign: 'center' },
  '.sj-offers-package h3': { fontSize: '20px', fontWeight: 'bold' },
  '.sj-offers-price': { m: '14px 0' },
  '.sj-offers-price .sj-money': { fontSize: '30px' },
  '.sj-offers-features': { lineHeight: '2', color: palette.text, minH: '130px' },
  // The purchase dialog (SalesDialog.tsx).
  '.sj-sales-dialog': { m: 'auto', p: '24px', border: 0, borderRadius: '4px', minW: '320px', textAlign: 'center' },
  '.sj-sales-dialog h2': { fontSize: '18px', fontWeight: 'bold', mb: '12px' },
  '.sj-sales-dialog-pitch': { mb: '12px', color: '#666' },
  '.sj-sales-dialog-qr': { display: 'flex', justifyContent: 'center' },
  '.sj-sales-dialog-hotline': { mt: '12px' },
  '.sj-sales-dialog form': { mt: '12px', textAlign: 'right' },
} satisfies SheetStyles;
