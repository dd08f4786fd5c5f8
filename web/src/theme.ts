// Chakra system: the base config (conditions and style props) without Chakra's recipe theme, which
// this app does not use: it saves about a third of the client bundle. Long lists (brand rows, news
// lines, shops) use the plain global classes below instead of components: recipes and style
// resolution cost render time on the server (STACK.md).
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { chromeCss } from './chrome-css';

export const FONT_STACK =
  '"PingFang SC","Hiragino Sans GB","Microsoft YaHei","WenQuanYi Micro Hei","Noto Sans CJK SC",sans-serif';

const config = defineConfig({
  preflight: true,
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#fff1f0' },
          100: { value: '#ffd8d2' },
          500: { value: '#e4393c' },
          600: { value: '#c81d25' },
          700: { value: '#a3161d' },
        },
      },
      fonts: { body: { value: FONT_STACK }, heading: { value: FONT_STACK } },
    },
  },
  globalCss: {
    body: { bg: '#f5f5f5', color: '#333', fontSize: '14px', lineHeight: '1.6', fontFamily: FONT_STACK },
    a: { color: 'inherit', textDecoration: 'none' },
    'a:hover': { color: 'brand.500' },
    'a:focus-visible, button:focus-visible': { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
    '.sj-container': { width: '1200px', mx: 'auto' },
    '.sj-card': { bg: 'white', p: '20px', mb: '20px', borderRadius: '2px' },
    '.sj-card-title': {
      fontSize: '18px', fontWeight: 'bold', borderLeft: '4px solid', borderColor: 'brand.500', pl: '10px', mb: '14px',
      lineHeight: '20px',
    },
    '.sj-list': { listStyle: 'none', m: 0, p: 0 },
    '.sj-list > li': { py: '6px', borderBottom: '1px dashed #eee', overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' },
    '.sj-brand-mini': { display: 'flex', gap: '10px', alignItems: 'center', py: '8px', borderBottom: '1px solid #f0f0f0' },
    '.sj-brand-mini img': { width: '82px', height: '55px', objectFit: 'cover', flexShrink: 0, bg: '#eee' },
    '.sj-brand-mini .sj-name': { fontWeight: 'bold', display: 'block', overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' },
    '.sj-muted': { color: '#999', fontSize: '12px' },
    '.sj-money': { color: 'brand.500', fontWeight: 'bold' },
    '.sj-html p': { mb: '10px', textIndent: '2em' },
    '.sj-html img': { maxWidth: '100%' },
    '.sj-btn': {
      display: 'inline-flex', alignItems: 'center', justifyContent: 'center', h: '36px', px: '18px', borderRadius: '2px',
      bg: 'brand.500', color: 'white', border: 'none', cursor: 'pointer', fontSize: '14px',
    },
    '.sj-btn:hover': { bg: 'brand.600', color: 'white' },
    '.sj-btn-outline': { bg: 'white', color: 'brand.500', border: '1px solid', borderColor: 'brand.500' },
    '.sj-btn-outline:hover': { bg: 'brand.50', color: 'brand.600' },
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
