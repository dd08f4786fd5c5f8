// Chakra system: the base config (conditions and style props) without Chakra's recipe theme, which
// this app does not use: it saves about a third of the client bundle. Long lists (brand rows, news
// lines, shops) use the plain global classes below instead of components: recipes and style
// resolution cost render time on the server (docs/pitfalls.md#chakra-render-cost).
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { chromeCss } from './chrome-css';
import { palette } from './palette';

export const FONT_STACK =
  '"PingFang SC","Hiragino Sans GB","Microsoft YaHei","WenQuanYi Micro Hei","Noto Sans CJK SC",sans-serif';

const config = defineConfig({
  preflight: true,
  theme: {
    tokens: {
      colors: {
        brand: {
          // 500 is the identity red (decoration); 600 is the red for text and white-on-red buttons (palette.ts).
          50: { value: palette.redPale },
          100: { value: '#ffd8d2' },
          500: { value: palette.red },
          600: { value: palette.redText },
          700: { value: palette.redDark },
        },
      },
      fonts: { body: { value: FONT_STACK }, heading: { value: FONT_STACK } },
    },
  },
  globalCss: {
    body: { bg: palette.page, color: palette.text, fontSize: '14px', lineHeight: '1.6', fontFamily: FONT_STACK },
    a: { color: 'inherit', textDecoration: 'none' },
    'a:hover': { color: 'brand.600' },
    // Links inside running text are underlined: colour is never the only cue (WCAG 1.4.1).
    '.sj-link, .sj-html a': { color: palette.link, textDecoration: 'underline' },
    'a:focus-visible, button:focus-visible': { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
    '.sj-container': { width: '1200px', mx: 'auto' },
    '.sj-card': { bg: 'white', p: '20px', mb: '20px', borderRadius: '2px' },
    '.sj-card-title': {
      fontSize: '18px', fontWeight: 'bold', borderLeft: '4px solid', borderColor: 'brand.500', pl: '10px', mb: '14px',
      lineHeight: '20px',
    },
    '.sj-list': { listStyle: 'none', m: 0, p: 0 },
    '.sj-list > li': { py: '6px', borderBottom: '1px dashed #eee', overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' },
    // The enquiry ticker's rows (components/EnquiryTicker.tsx): 32 px each, rows out of view hidden.
    '.sj-ticker .sj-list > li': { h: '32px', lineHeight: '20px', fontSize: '13px' },
    '.sj-ticker .sj-list > li.sj-ticker-off': { visibility: 'hidden' },
    '.sj-ticker-time': { float: 'right' },
    '.sj-list-date': { float: 'right', ml: '8px' },
    '.sj-brand-mini': { display: 'flex', gap: '10px', alignItems: 'center', py: '8px', borderBottom: '1px solid #f0f0f0' },
    '.sj-brand-mini img': { width: '82px', height: '55px', objectFit: 'cover', flexShrink: 0, bg: '#eee' },
    '.sj-brand-mini-text': { minW: '0' },
    // In a kit list (BrandMiniList) its rows keep a solid rule rather than the list's dashed one.
    '.sj-list > li.sj-brand-mini': { borderBottom: '1px solid #f0f0f0' },
    '.sj-brand-mini .sj-name': { fontWeight: 'bold', display: 'block', overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' },
    '.sj-muted': { color: palette.muted, fontSize: '12px' },
    '.sj-money': { color: 'brand.600', fontWeight: 'bold' },
    '.sj-html p': { mb: '10px', textIndent: '2em' },
    '.sj-html img': { maxWidth: '100%' },
    '.sj-btn': {
      display: 'inline-flex', alignItems: 'center', justifyContent: 'center', h: '36px', px: '18px', borderRadius: '2px',
      bg: 'brand.600', color: 'white', border: 'none', cursor: 'pointer', fontSize: '14px', textDecoration: 'none',
    },
    '.sj-btn:hover': { bg: 'brand.700', color: 'white' },
    '.sj-btn:disabled': { opacity: 0.7, cursor: 'default' },
    '.sj-btn-outline': { bg: 'white', color: 'brand.600', border: '1px solid', borderColor: 'brand.600' },
    '.sj-btn-outline:hover': { bg: 'brand.50', color: 'brand.700' },
    '.sj-red': { color: 'brand.600' },
    '.sj-text-btn': { border: 0, bg: 'none', color: palette.link, cursor: 'pointer', fontSize: '13px', p: 0 },
    '.sj-text-btn:hover': { textDecoration: 'underline' },
    // Page kit (web/src/components, docs/decisions/0034).
    '.sj-breadcrumb': { fontSize: '13px', color: palette.muted, mb: '12px' },
    '.sj-breadcrumb ol': { listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap' },
    '.sj-breadcrumb li + li::before': { content: '">"', px: '6px' },
    '.sj-breadcrumb [aria-current]': { color: palette.text },
    '.sj-pager': { display: 'flex', justifyContent: 'center', flexWrap: 'wrap', gap: '6px', my: '20px', fontSize: '14px' },
    '.sj-pager a, .sj-pager span': { minW: '36px', h: '34px', px: '10px', lineHeight: '32px', textAlign: 'center', border: '1px solid #ddd', bg: 'white', borderRadius: '2px' },
    '.sj-pager a:hover': { borderColor: 'brand.600', color: 'brand.600' },
    '.sj-pager [aria-current]': { bg: 'brand.600', borderColor: 'brand.600', color: 'white', fontWeight: 'bold' },
    '.sj-pager [aria-disabled]': { color: palette.muted, bg: palette.page },
    '.sj-side-card-head': { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' },
    '.sj-more': { fontSize: '13px', color: palette.muted },
    '.sj-empty': { textAlign: 'center', py: '40px', color: palette.muted },
    '.sj-empty-links': { listStyle: 'none', p: 0, mt: '10px', display: 'flex', gap: '16px', justifyContent: 'center' },
    '.sj-tags': { listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: '6px' },
    '.sj-tags li': { border: '1px solid', borderColor: palette.redBorder, color: 'brand.600', fontSize: '12px', px: '6px', lineHeight: '20px' },
    '.sj-badge-vip': { bg: palette.vip, color: 'white', fontSize: '12px', px: '6px', py: '1px', borderRadius: '2px', ml: '8px', fontWeight: 'normal', verticalAlign: 'middle' },
    '.sj-brand-row': { display: 'flex', gap: '16px', py: '16px', borderBottom: '1px solid #f0f0f0', alignItems: 'center' },
    '.sj-brand-row img, .sj-brand-card img': { w: '150px', h: '100px', objectFit: 'cover', bg: palette.line, display: 'block', flexShrink: 0 },
    '.sj-brand-row-body': { flex: 1, minW: 0, display: 'flex', flexDirection: 'column', gap: '6px' },
    '.sj-brand-row-title, .sj-brand-card-title': { fontSize: '16px', fontWeight: 'bold', m: 0 },
    '.sj-brand-row-facts': { display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: '16px', rowGap: '2px', m: 0, fontSize: '13px' },
    '.sj-brand-row-facts div': { display: 'flex', minW: 0 },
    '.sj-brand-row-facts dt': { color: palette.muted, flexShrink: 0 },
    '.sj-brand-row-facts dd': { m: 0, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' },
    '.sj-brand-row-side': { w: '180px', flexShrink: 0, textAlign: 'center', display: 'flex', flexDirection: 'column', gap: '10px', alignItems: 'center' },
    // 加入对比 (components/compare/CompareButton.tsx).
    '.sj-compare': { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '2px', fontSize: '12px' },
    '.sj-compare-btn': { bg: 'white', border: '1px solid', borderColor: palette.line, color: palette.text, px: '8px', lineHeight: '22px', cursor: 'pointer', fontSize: '12px' },
    '.sj-compare-btn[aria-pressed=true]': { borderColor: 'brand.600', color: 'brand.600' },
    '.sj-compare-btn:focus-visible': { outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '1px' },
    '.sj-brand-card': { display: 'flex', gap: '14px', p: '12px', border: '1px solid #f0f0f0', bg: 'white' },
    '.sj-brand-card-body': { minW: 0, display: 'flex', flexDirection: 'column', gap: '4px' },
    '.sj-brand-card-actions': { display: 'flex', gap: '10px', mt: '6px' },
    // HoverTabs and the read pages' lists (news, topics, rankings, search).
    '.sj-tabs-list': { display: 'flex', borderBottom: '2px solid', borderColor: 'brand.600', mb: '10px' },
    '.sj-tabs-list [role=tab]': { px: '14px', h: '34px', bg: 'none', border: 0, cursor: 'pointer', fontSize: '15px', color: palette.text },
    '.sj-tabs-list [aria-selected=true]': { bg: 'brand.600', color: 'white' },
    '.sj-item': { display: 'flex', gap: '16px', py: '16px', borderBottom: '1px solid #f0f0f0' },
    '.sj-item img': { w: '180px', h: '120px', objectFit: 'cover', bg: palette.line, flexShrink: 0, display: 'block' },
    '.sj-item-body': { flex: 1, minW: 0, display: 'flex', flexDirection: 'column', gap: '6px' },
    '.sj-item-title': { fontSize: '17px', fontWeight: 'bold', m: 0 },
    '.sj-item-meta': { display: 'flex', gap: '16px', color: palette.muted, fontSize: '12px' },
    '.sj-item-summary': { color: '#555', fontSize: '13px', m: 0, lineClamp: 2 },
    '.sj-tabs-list > a': { px: '16px', lineHeight: '34px', fontSize: '15px' },
    '.sj-tabs-list > a[aria-current]': { bg: 'brand.600', color: 'white' },
    '.sj-rank': { listStyle: 'none', m: 0, p: 0 },
    '.sj-rank > li': { display: 'flex', gap: '10px', alignItems: 'center', py: '7px', borderBottom: '1px dashed #eee', minW: 0 },
    '.sj-rank-no': { w: '20px', h: '20px', lineHeight: '20px', textAlign: 'center', fontSize: '12px', bg: palette.muted, color: 'white', flexShrink: 0 },
    '.sj-rank > li:nth-of-type(-n+3) .sj-rank-no': { bg: 'brand.600' },
    '.sj-rank-open': { display: 'flex', gap: '10px', alignItems: 'center', minW: 0 },
    '.sj-rank-open img': { w: '82px', h: '55px', objectFit: 'cover', bg: palette.line, flexShrink: 0 },
    '.sj-rank-open > div': { display: 'flex', flexDirection: 'column', minW: 0 },
    '.sj-rank-name': { overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis', fontWeight: 'bold' },
    'mark.sj-hit': { bg: 'transparent', color: 'brand.600', fontWeight: 'bold' },
    '.sj-cat-bar': { display: 'flex', flexWrap: 'wrap', gap: '6px 4px', listStyle: 'none', p: 0, m: 0 },
    '.sj-cat-bar a': { display: 'inline-block', px: '12px', lineHeight: '28px', borderRadius: '2px' },
    '.sj-cat-bar a[aria-current]': { bg: 'brand.600', color: 'white' },
    // Header: logo, search box with suggestions, hot searches, brand-entry banner (components/SiteHeader).
    '.sj-logo': { display: 'flex', alignItems: 'center', gap: '8px', flexShrink: 0 },
    '.sj-logo-mark': { bg: 'brand.600', color: 'white', fontWeight: 'bold', fontSize: '22px', px: '10px', py: '2px', borderRadius: '4px' },
    '.sj-logo-name': { fontSize: '24px', fontWeight: 'bold', color: '#333' },
    '.sj-search': { display: 'flex', h: '40px', border: '2px solid', borderColor: 'brand.600', bg: 'white' },
    '.sj-search select': { border: 0, borderRight: '1px solid #ddd', px: '8px', bg: 'white', fontSize: '14px', color: palette.text, maxW: '110px' },
    '.sj-search-field': { position: 'relative', flex: 1, minW: 0 },
    '.sj-search-field input': { w: '100%', h: '100%', border: 0, px: '12px', fontSize: '14px', outline: 'none' },
    '.sj-search:focus-within': { boxShadow: '0 0 0 2px rgba(228,57,60,.25)' },
    '.sj-search-btn': { w: '96px', border: 0, bg: 'brand.600', color: 'white', fontSize: '16px', cursor: 'pointer' },
    '.sj-search-btn:hover': { bg: 'brand.700' },
    '.sj-search-list': {
      position: 'absolute', top: '100%', left: '-2px', right: '-98px', zIndex: 30, bg: 'white', border: '1px solid #ddd',
      listStyle: 'none', m: 0, p: 0, boxShadow: '0 4px 10px rgba(0,0,0,.12)',
    },
    '.sj-search-list li': { px: '12px', lineHeight: '32px', cursor: 'pointer', overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' },
    '.sj-search-list li[aria-selected=true]': { bg: 'brand.50', color: 'brand.600' },
    '.sj-search-compact': { h: '34px' },
    '.sj-hot-searches': { fontSize: '12px', color: palette.muted, mt: '6px', display: 'flex', gap: '12px', overflow: 'hidden', whiteSpace: 'nowrap', h: '20px' },
    '.sj-hot-searches a:hover': { color: 'brand.600' },
    '.sj-entry-banner': {
      display: 'flex', flexDirection: 'column', justifyContent: 'center', w: '190px', h: '60px', px: '16px', flexShrink: 0,
      background: `linear-gradient(90deg, ${palette.redText}, ${palette.redDark})`, color: 'white', borderRadius: '4px',
    },
    '.sj-entry-banner strong': { fontSize: '18px' },
    '.sj-entry-banner span': { fontSize: '12px', opacity: 0.95 },
    '.sj-entry-banner:hover': { color: 'white', filter: 'brightness(1.05)' },
    // Site map (routes/sitemap).
    '.sj-sitemap': { m: 0 },
    '.sj-sitemap-row': { display: 'flex', gap: '20px', py: '12px', borderBottom: '1px dashed #eee' },
    '.sj-sitemap dt': { w: '100px', flexShrink: 0, fontWeight: 'bold', fontSize: '16px' },
    '.sj-sitemap dt a': { color: 'brand.600' },
    '.sj-sitemap dd': { m: 0, flex: 1 },
    '.sj-sitemap ul': { listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: '8px 24px' },
    '.sj-sitemap ul a:hover': { textDecoration: 'underline' },
    '.sj-sr-only': { position: 'absolute', w: '1px', h: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
    ...chromeCss,
  },
});

export const system = createSystem(defaultBaseConfig, config);

/**
 * The system pages render with: its global CSS (layer order, preflight, tokens, globalCss above) is
 * not injected by ChakraProvider on every render but served as a static stylesheet built from
 * `system` (web/vite.chakra-css.ts). Component styles still come from `system`'s own functions.
 */
export const pageSystem: typeof system = { ...system, _global: [], _config: { ...system._config, disableLayers: true } };
