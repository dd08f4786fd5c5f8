// The comments page's rules, scoped by its wrapper (.sj-comment-page), compiled at build time (docs/decisions/0108).
import type { SheetStyles } from '../../components/Sheet';
import { palette } from '../../palette';

export default {
  '.sj-comment-page': { pt: '12px' },
  '.sj-comment-page .sj-comment-cols': { display: 'flex', gap: '20px', alignItems: 'flex-start' },
  '.sj-comment-page .sj-comment-main': { flex: '1', minW: '0' },
  '.sj-comment-page .sj-comment-side': { w: '320px', flexShrink: 0 },
  '.sj-comment-page .sj-comment-summary': { display: 'flex', gap: '32px', alignItems: 'baseline', mb: '12px' },
  '.sj-comment-page .sj-comment-summary strong': { fontSize: '24px', color: palette.redText },
  '.sj-comment-page .sj-comment-tabs': { display: 'flex', flexWrap: 'wrap', gap: '8px', borderBottom: `1px solid ${palette.line}`, pb: '12px', mb: '4px' },
  '.sj-comment-page .sj-comment-groups-note': { fontSize: '12px', m: '0 0 4px' },
  '.sj-comment-page .sj-comment-tabs a': { px: '12px', py: '4px', border: `1px solid ${palette.line}`, borderRadius: '14px', fontSize: '13px' },
  '.sj-comment-page .sj-comment-tabs a[aria-current="page"]': { bg: palette.redText, borderColor: palette.redText, color: 'white' },
  '.sj-comment-page .sj-comments': { listStyle: 'none', m: 0, p: 0 },
  '.sj-comment-page .sj-comment': { display: 'flex', gap: '14px', py: '16px', borderBottom: `1px dashed ${palette.line}` },
  '.sj-comment-page .sj-comment-logo': { width: '48px', height: '48px', borderRadius: '50%', flexShrink: 0, objectFit: 'cover', overflow: 'hidden' },
  '.sj-comment-page .sj-comment-body': { flex: 1, minWidth: 0 },
  '.sj-comment-page .sj-comment-meta': { display: 'flex', gap: '12px', alignItems: 'center', mb: '6px' },
  '.sj-comment-page .sj-comment-body .sj-html p': { textIndent: 0 },
  '.sj-comment-page .sj-stars': { color: '#f5a623', letterSpacing: '1px' },
  '.sj-comment-page .sj-stars-off': { color: '#d9d9d9' },
  '.sj-comment-page .sj-comment-pics': { listStyle: 'none', display: 'flex', gap: '8px', p: 0, m: '8px 0 0' },
  '.sj-comment-page .sj-comment-pics button': { p: 0, border: `1px solid ${palette.line}`, bg: 'white', cursor: 'zoom-in' },
  '.sj-comment-page .sj-comment-pics img': { display: 'block', width: '80px', height: '80px', objectFit: 'cover' },
  // A lightbox: centred in the viewport (the CSS reset's margin 0 put the modal dialog in the top-left
  // corner), as large as the picture allows within it, over a dark backdrop.
  '.sj-comment-page .sj-comment-preview': {
    position: 'fixed', inset: 0, m: 'auto', p: '44px 20px 16px', border: 0, borderRadius: '4px', bg: 'white',
    width: 'fit-content', height: 'fit-content', maxWidth: '92vw', maxHeight: '96vh', textAlign: 'center', overflow: 'auto',
    boxShadow: '0 8px 40px rgba(0,0,0,0.4)',
  },
  '.sj-comment-page .sj-comment-preview::backdrop': { bg: 'rgba(0,0,0,0.75)' },
  '.sj-comment-page .sj-comment-preview img': {
    display: 'block', mx: 'auto', width: 'min(640px, 88vw, calc(96vh - 150px))', height: 'auto', aspectRatio: '1 / 1', objectFit: 'contain',
  },
  '.sj-comment-page .sj-comment-preview-steps': { display: 'flex', gap: '12px', justifyContent: 'center', mt: '8px' },
  '.sj-comment-page .sj-comment-preview-close': {
    position: 'absolute', top: '6px', right: '6px', width: '36px', height: '36px', border: 0, borderRadius: '50%', bg: palette.line,
    fontSize: '24px', lineHeight: 1, cursor: 'pointer',
  },
  '.sj-comment-page .sj-comment-brand img': { width: '100%', height: 'auto', aspectRatio: '3 / 2', objectFit: 'cover', bg: palette.line },
  '.sj-comment-page .sj-comment-brand h3': { fontWeight: 'bold', fontSize: '16px', my: '8px' },
  '.sj-comment-page .sj-comment-brand-actions': { display: 'flex', gap: '10px', mt: '10px' },
} satisfies SheetStyles;
