// The back office's one stylesheet (decision 0108): the frame, page heads, cards, toolbars, dense tables,
// the lead's detail and the sign-in pages. Compiled at build time into a static CSS file of the admin entry
// (`import './admin.css.ts?stylesheet'`), unlayered, so these rules sit above the Chakra recipes' layer
// where both style an element. Colours are the palette's values (web/src/palette.ts) and a few greys for
// rules and table heads; every text colour meets WCAG AA on the background it is used on.
import type { SheetStyles } from '../components/Sheet';
import { palette } from '../palette';

const TOP = '#1d2129';
const TOP_TEXT = '#d6d9de';
const LINE = '#e5e6eb';
const HEAD = '#f7f8fa';
const MUTED = '#5c6370';

export default {
  'body': { minW: '1200px' },
  '.ad-sr-only': { position: 'absolute', w: '1px', h: '1px', p: 0, m: '-1px', overflow: 'hidden', clip: 'rect(0,0,0,0)', whiteSpace: 'nowrap', border: 0 },
  '.ad-skip': { position: 'absolute', left: '-999px', top: '8px', zIndex: 100, bg: palette.white, color: palette.text, p: '8px 12px', borderRadius: '4px' },
  '.ad-skip:focus': { left: '8px' },
  '.ad-muted': { color: MUTED, fontSize: '12px' },
  '.ad-mono': { fontFamily: 'ui-monospace,SFMono-Regular,Menlo,Consolas,monospace', fontSize: '13px' },
  '.ad-nowrap': { whiteSpace: 'nowrap' },
  '.ad-num': { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  '.ad-link': { color: palette.link, textDecoration: 'none' },
  '.ad-text-btn': { bg: 'transparent', border: 0, p: 0, cursor: 'pointer', fontSize: '13px', justifySelf: 'start' },
  '.ad-link:hover': { textDecoration: 'underline' },
  '.ad-link:focus-visible': { outline: '2px solid', outlineColor: palette.link, outlineOffset: '2px' },

  // The frame: a dark top bar with the product, the role's navigation and the account.
  '.ad-top': { position: 'sticky', top: 0, zIndex: 20, display: 'flex', alignItems: 'stretch', h: '48px', bg: TOP, color: TOP_TEXT, px: '20px', gap: '28px' },
  '.ad-logo': { display: 'flex', alignItems: 'center', gap: '8px', color: palette.white, fontWeight: '700', fontSize: '16px', textDecoration: 'none', whiteSpace: 'nowrap' },
  '.ad-logo-mark': { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', w: '24px', h: '24px', borderRadius: '4px', bg: palette.redText, color: palette.white, fontSize: '13px' },
  '.ad-logo-sub': { color: TOP_TEXT, fontWeight: '400', fontSize: '13px', borderLeft: `1px solid #4a505b`, pl: '8px' },
  '.ad-nav': { display: 'flex', alignItems: 'stretch', flex: '1', minW: 0 },
  '.ad-nav a': { display: 'flex', alignItems: 'center', px: '14px', color: TOP_TEXT, textDecoration: 'none', fontSize: '14px', borderBottom: '2px solid transparent', whiteSpace: 'nowrap' },
  '.ad-nav a:hover': { color: palette.white, bg: '#272c35' },
  '.ad-nav a[aria-current=page]': { color: palette.white, bg: '#2b313b', borderBottomColor: palette.red, fontWeight: '600' },
  '.ad-nav a:focus-visible, .ad-logo:focus-visible': { outline: '2px solid #8fb2ff', outlineOffset: '-2px' },
  '.ad-who': { display: 'flex', alignItems: 'center', gap: '10px', whiteSpace: 'nowrap', fontSize: '13px' },
  '.ad-who-name': { color: palette.white, fontWeight: '600' },
  '.ad-who-role': { color: TOP_TEXT, border: '1px solid #4a505b', borderRadius: '3px', px: '6px', lineHeight: '20px', fontSize: '12px' },
  '.ad-who-out': { color: TOP_TEXT, bg: 'transparent', border: '1px solid #4a505b', borderRadius: '4px', h: '28px', px: '10px', cursor: 'pointer', fontSize: '13px' },
  '.ad-who-out:hover': { color: palette.white, borderColor: '#8a909b' },
  '.ad-who-out:focus-visible': { outline: '2px solid #8fb2ff', outlineOffset: '2px' },
  '.ad-main': { p: '20px 24px 40px', maxW: '1480px', mx: 'auto' },

  // Page head: title, a line of context, the page's actions on the right.
  '.ad-head': { display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: '16px', mb: '14px' },
  '.ad-head h1': { fontSize: '20px', fontWeight: '600', lineHeight: '28px', m: 0 },
  '.ad-head-sub': { color: MUTED, fontSize: '13px', mt: '2px' },
  '.ad-head-actions': { display: 'flex', gap: '8px', alignItems: 'center' },
  '.ad-crumb': { fontSize: '13px', color: MUTED, mb: '6px' },

  // Cards and their toolbars.
  '.ad-card': { bg: palette.white, border: `1px solid ${LINE}`, borderRadius: '6px', mb: '16px' },
  '.ad-card-head': { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '12px', px: '16px', h: '44px', borderBottom: `1px solid ${LINE}` },
  '.ad-card-head h2': { fontSize: '15px', fontWeight: '600', m: 0 },
  '.ad-card-body': { p: '16px' },
  '.ad-toolbar': { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '10px 12px', p: '12px 16px', borderBottom: `1px solid ${LINE}` },
  '.ad-toolbar label': { display: 'flex', flexDirection: 'column', gap: '4px', fontSize: '12px', color: MUTED },
  '.ad-toolbar-grow': { flex: '1' },
  '.ad-w-xs': { w: '72px' },
  '.ad-w-sm': { w: '120px' },
  '.ad-w-md': { w: '180px' },
  '.ad-w-lg': { w: '260px' },

  // Dense tables.
  '.ad-table-wrap': { overflowX: 'auto' },
  '.ad-table': { fontSize: '13px' },
  '.ad-table th': { bg: HEAD, color: '#3d4350', fontWeight: '600', whiteSpace: 'nowrap', fontSize: '12.5px' },
  '.ad-table td': { verticalAlign: 'middle' },
  '.ad-table tbody tr:hover td': { bg: '#f7f9fc' },
  '.ad-sort': { display: 'inline-flex', alignItems: 'center', gap: '4px', bg: 'transparent', border: 0, p: 0, font: 'inherit', color: 'inherit', cursor: 'pointer', whiteSpace: 'nowrap' },
  '.ad-sort:hover': { color: palette.link },
  '.ad-sort:focus-visible': { outline: '2px solid', outlineColor: palette.link, outlineOffset: '2px' },
  '.ad-sort-mark': { color: '#9aa0aa', fontSize: '11px', w: '10px' },
  '[aria-sort=ascending] .ad-sort-mark, [aria-sort=descending] .ad-sort-mark': { color: palette.redText },
  '.ad-empty': { textAlign: 'center', color: MUTED, p: '48px 16px !important' },
  '.ad-loading': { textAlign: 'center', color: MUTED, p: '32px 16px !important' },
  '.ad-right': { textAlign: 'right' },
  '.ad-click-row': { cursor: 'pointer' },
  '.ad-gap-left': { ml: '4px' },
  '.ad-gap-right': { mr: '6px' },
  '.ad-row-actions': { display: 'flex', gap: '6px', justifyContent: 'flex-end', flexWrap: 'wrap' },
  '.ad-cell-note': { maxW: '260px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },

  // Pager: totals on the left, pages and size on the right.
  '.ad-pager': { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '12px', p: '10px 16px', borderTop: `1px solid ${LINE}`, fontSize: '13px', color: MUTED },
  '.ad-pager-pages': { display: 'flex', alignItems: 'center', gap: '4px' },
  '.ad-pager-pages button[aria-current=page]': { bg: palette.redText, color: palette.white, borderColor: palette.redText },
  '.ad-pager-size': { display: 'flex', alignItems: 'center', gap: '6px' },

  // State badges: one colour family per stage of the lead's life.
  '.ad-state': { display: 'inline-block', px: '6px', borderRadius: '3px', fontSize: '12px', lineHeight: '20px', whiteSpace: 'nowrap', border: '1px solid' },
  '.ad-state-new': { color: '#0b5cad', bg: '#eef5ff', borderColor: '#c3dafc' },
  '.ad-state-seen': { color: '#5b3fb0', bg: '#f4f0ff', borderColor: '#d8cdf7' },
  '.ad-state-work': { color: '#0f6d3a', bg: '#edf8f1', borderColor: '#bfe3cd' },
  '.ad-state-won': { color: palette.white, bg: '#137333', borderColor: '#137333' },
  '.ad-state-dispute': { color: '#8a4b00', bg: '#fff6e6', borderColor: '#f3d39a' },
  '.ad-state-closed': { color: '#4e5563', bg: '#f2f3f5', borderColor: '#dcdfe4' },
  '.ad-tag': { display: 'inline-block', px: '6px', borderRadius: '3px', fontSize: '12px', lineHeight: '20px', bg: '#f2f3f5', color: '#3d4350', whiteSpace: 'nowrap', mr: '4px' },
  '.ad-tag-ok': { bg: '#edf8f1', color: '#0f6d3a' },
  '.ad-tag-bad': { bg: '#fdecec', color: '#a3161d' },
  '.ad-tag-warn': { bg: '#fff6e6', color: '#8a4b00' },

  // Forms in cards and dialogs.
  '.ad-form': { display: 'grid', gap: '14px' },
  '.ad-gap-top': { mt: '16px' },
  '.ad-gap-bottom': { mb: '12px' },
  '.ad-gap-bottom-sm': { mb: '6px' },
  '.ad-narrow': { maxW: '520px' },
  '.ad-form-2': { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '14px 16px' },
  '.ad-form-actions': { display: 'flex', gap: '8px', alignItems: 'center' },
  '.ad-hint': { color: MUTED, fontSize: '12px' },
  '.ad-error': { color: palette.redText, fontSize: '13px' },
  '.ad-alert': { border: '1px solid', borderRadius: '4px', p: '8px 12px', fontSize: '13px', mb: '12px' },
  '.ad-alert-ok': { borderColor: '#bfe3cd', bg: '#edf8f1', color: '#0f5a31' },
  '.ad-alert-bad': { borderColor: palette.redBorder, bg: palette.redPale, color: '#a3161d' },
  '.ad-alert-warn': { borderColor: '#f3d39a', bg: '#fff8eb', color: '#7a4200' },
  '.ad-secret': { display: 'flex', alignItems: 'center', gap: '8px', bg: HEAD, border: `1px dashed #c9cdd4`, borderRadius: '4px', p: '8px 10px', wordBreak: 'break-all' },
  '.ad-secret code': { flex: '1', fontFamily: 'ui-monospace,SFMono-Regular,Menlo,Consolas,monospace', fontSize: '13px' },

  // The lead's detail: facts and actions on the left, deliveries and the dispute on the right.
  '.ad-detail': { display: 'grid', gridTemplateColumns: 'minmax(0,1.35fr) minmax(0,1fr)', gap: '16px', alignItems: 'start' },
  '.ad-facts': { display: 'grid', gridTemplateColumns: '96px 1fr 96px 1fr', gap: '10px 12px', m: 0, fontSize: '13.5px' },
  '.ad-facts dt': { color: MUTED },
  '.ad-facts dd': { m: 0, minW: 0 },
  '.ad-facts-wide': { gridColumn: '2 / 5' },
  '.ad-reveal': { display: 'inline-flex', alignItems: 'center', gap: '8px', flexWrap: 'wrap' },
  '.ad-reveal-number': { fontSize: '15px', fontWeight: '700', letterSpacing: '0.5px' },
  '.ad-actions': { display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'center' },
  '.ad-actions-label': { color: MUTED, fontSize: '13px', mr: '4px' },
  '.ad-message': { whiteSpace: 'pre-wrap', bg: HEAD, borderRadius: '4px', p: '10px 12px', m: 0, fontSize: '13.5px' },
  '.ad-consent': { color: MUTED, fontSize: '12px', mt: '8px' },
  '.ad-timeline': { listStyle: 'none', m: 0, p: 0, position: 'relative' },
  '.ad-timeline li': { position: 'relative', pl: '22px', pb: '14px', fontSize: '13px' },
  '.ad-timeline li::before': { content: '""', position: 'absolute', left: '5px', top: '6px', w: '9px', h: '9px', borderRadius: '50%', bg: palette.white, border: `2px solid ${palette.red}` },
  '.ad-timeline li::after': { content: '""', position: 'absolute', left: '9px', top: '17px', bottom: '0', w: '1px', bg: LINE },
  '.ad-timeline li:last-child::after': { display: 'none' },
  '.ad-timeline-when': { color: MUTED, ml: '8px', fontSize: '12px' },
  '.ad-kv': { display: 'grid', gridTemplateColumns: '84px 1fr', gap: '6px 10px', m: 0, fontSize: '13px' },
  '.ad-kv dt': { color: MUTED },
  '.ad-kv dd': { m: 0 },

  // Sign-in pages: one centred card.
  '.ad-gate': { minH: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', bg: '#eef0f3', p: '24px' },
  '.ad-gate-brand': { display: 'flex', alignItems: 'center', gap: '10px', fontSize: '20px', fontWeight: '700', mb: '18px', color: TOP },
  '.ad-gate-card': { w: '400px', maxW: '100%', bg: palette.white, border: `1px solid ${LINE}`, borderRadius: '8px', p: '28px 32px', boxShadow: '0 8px 24px rgba(29,33,41,0.06)' },
  '.ad-gate-wide': { w: '520px' },
  '.ad-gate-card h1': { fontSize: '18px', fontWeight: '600', m: '0 0 4px' },
  '.ad-gate-lead': { color: MUTED, fontSize: '13px', mb: '18px' },
  '.ad-gate-links': { display: 'flex', justifyContent: 'space-between', mt: '16px', fontSize: '13px' },
  '.ad-gate-foot': { color: MUTED, fontSize: '12px', mt: '18px' },
  '.ad-qr': { display: 'flex', gap: '16px', alignItems: 'flex-start', mb: '16px' },
  '.ad-qr img': { w: '148px', h: '148px', border: `1px solid ${LINE}`, borderRadius: '4px', flexShrink: 0 },
  '.ad-steps': { m: '0 0 12px', pl: '18px', fontSize: '13px', color: '#3d4350', listStyle: 'decimal' },
  '.ad-code-input': { letterSpacing: '6px', fontSize: '18px !important', textAlign: 'center' },
  '.ad-forbidden': { bg: palette.white, border: `1px solid ${LINE}`, borderRadius: '6px', p: '56px 24px', textAlign: 'center' },
  '.ad-forbidden h1': { fontSize: '20px', m: '0 0 6px' },
  '.ad-doc': { fontSize: '13px', color: '#3d4350' },
  '.ad-doc pre': { bg: HEAD, border: `1px solid ${LINE}`, borderRadius: '4px', p: '10px 12px', overflowX: 'auto', fontSize: '12px', m: '8px 0' },
  '.ad-doc p': { m: '6px 0' },
  '.ad-doc ul': { listStyle: 'disc', pl: '20px', m: '6px 0' },
  '.ad-doc code': { fontFamily: 'ui-monospace,SFMono-Regular,Menlo,Consolas,monospace', fontSize: '12px', bg: HEAD, px: '3px', borderRadius: '2px' },
  '.ad-grid-2': { display: 'grid', gridTemplateColumns: 'minmax(0,1fr) minmax(0,1fr)', gap: '16px', alignItems: 'start' },
} satisfies SheetStyles;
