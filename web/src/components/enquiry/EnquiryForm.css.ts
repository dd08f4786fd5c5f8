// The enquiry form's own rules (EnquiryForm.tsx), compiled at build time and hoisted with it (docs/decisions/0108):
// plain classes cost the render nothing, where a Chakra `css` object was resolved and serialized by Emotion on
// every render (on the brand page the largest Chakra cost). Colours from the theme's tokens and the palette.
import type { SheetStyles } from '../Sheet';
import { palette } from '../../palette';

export default {
  '.sj-eq-form .sj-eq-intro': { mb: '12px', fontSize: '13px' },
  '.sj-eq-form .sj-eq-row': { display: 'flex', alignItems: 'flex-start', gap: '10px', mb: '12px' },
  '.sj-eq-form .sj-eq-label': { w: '84px', flexShrink: 0, textAlign: 'right', lineHeight: '36px', color: '#555' },
  '.sj-eq-form .sj-eq-req::before': { content: '"*"', color: 'brand.600', mr: '2px' },
  '.sj-eq-form input, .sj-eq-form select, .sj-eq-form textarea': { border: '1px solid #d9d9d9', borderRadius: '2px', paddingInline: '10px', h: '36px', bg: 'white', fontSize: '14px', minW: 0 },
  '.sj-eq-form input:focus, .sj-eq-form select:focus, .sj-eq-form textarea:focus': { borderColor: 'brand.500', outline: 'none', boxShadow: '0 0 0 2px rgba(228,57,60,.15)' },
  '.sj-eq-form input[readonly]': { bg: palette.page, color: '#666' },
  // Field widths (after the shared rule, which sets none).
  '.sj-eq-form .sj-eq-w220': { w: '220px' },
  '.sj-eq-form .sj-eq-w150': { w: '150px' },
  '.sj-eq-form .sj-eq-w140': { w: '140px' },
  '.sj-eq-form .sj-eq-fill': { flex: 1 },
  '.sj-eq-form textarea': { h: 'auto', paddingBlock: '8px', resize: 'vertical', w: '100%' },
  '.sj-eq-form .sj-eq-presets': { display: 'flex', flexWrap: 'wrap', gap: '6px', mb: '8px' },
  '.sj-eq-form .sj-eq-presets button': { border: '1px solid #eee', bg: '#f7f7f7', borderRadius: '12px', paddingInline: '10px', h: '24px', fontSize: '12px', color: '#666', cursor: 'pointer' },
  '@media (hover:hover)': {
    '.sj-eq-form .sj-eq-presets button:hover:not(:disabled)': { borderColor: 'brand.600', color: 'brand.600' },
  },
  '.sj-eq-form .sj-eq-captcha': { h: '36px', w: '120px', border: '1px solid #d9d9d9', cursor: 'pointer', bg: '#fafafa', p: 0 },
  '.sj-eq-form .sj-eq-captcha img': { h: '34px', w: '118px', display: 'block' },
  '.sj-eq-form .sj-eq-code-btn': { minW: '130px', whiteSpace: 'nowrap' },
  '.sj-eq-form .sj-eq-code-btn:disabled, .sj-eq-form .sj-eq-submit:disabled': { bg: '#ccc', color: 'white', cursor: 'not-allowed' },
  '.sj-eq-form .sj-eq-consent': { display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 8px', alignItems: 'start', fontSize: '13px', lineHeight: '1.6', maxW: '460px' },
  '.sj-eq-form .sj-eq-consent input': { w: '18px', h: '18px', mt: '2px', p: 0 },
  '.sj-eq-form .sj-eq-consent p': { gridColumn: '2', fontSize: '12px' },
  '.sj-eq-form .sj-eq-submit': { minW: '160px' },
  '.sj-eq-form .sj-eq-inline-error': { color: 'brand.600', fontSize: '12px', lineHeight: '36px' },
} satisfies SheetStyles;
