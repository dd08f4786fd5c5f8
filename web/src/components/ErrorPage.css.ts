// The error and not-found pages' rules (components/ErrorPage.tsx), compiled at build time (docs/decisions/0108).
import type { SheetStyles } from './Sheet';

export default {
  '.sj-notfound': { textAlign: 'center', py: '80px', my: '20px' },
  '.sj-notfound-head': { display: 'flex', justifyContent: 'center', alignItems: 'center', gap: '20px', fontSize: '20px' },
  '.sj-notfound-code': { fontSize: '28px', fontWeight: 'bold', pr: '20px', borderRight: '1px solid #ccc' },
  '.sj-notfound-title': { fontSize: '22px' },
  '.sj-notfound-en': { mt: '12px' },
  '.sj-notfound-home': { mt: '30px' },
  '.sj-error': { my: '20px' },
  '.sj-error-main': { textAlign: 'center', py: '50px' },
  '.sj-error-status': { fontSize: '64px', fontWeight: 'bold', color: 'brand.500', lineHeight: '1' },
  '.sj-error-title': { fontSize: '24px', mt: '16px' },
  '.sj-error-message': { mt: '8px' },
  '.sj-error-home': { mt: '24px' },
  '.sj-error-cols': { display: 'flex', gap: '20px', alignItems: 'flex-start' },
  '.sj-error-brands': { flex: '1' },
  '.sj-error-categories': { display: 'flex', flexWrap: 'wrap', gap: '10px' },
  '.sj-error-categories > li': { border: 0, p: 0 },
  '.sj-error-hot': { mt: '16px' },
  '.sj-error-tips': { w: '360px', bg: '#fffbe6', border: '1px solid #ffe58f' },
} satisfies SheetStyles;
