// Layout rules of the brand page (head row, facts block, main and side columns): a Chakra style object
// compiled to CSS at build time and hoisted by BrandDetailStyles (styles.tsx; docs/decisions/0108). Plain
// class names cost the render nothing, where each Chakra style prop was resolved per element per request.
import type { SheetStyles } from '../../components/Sheet';
import { palette } from '../../palette';

export default {
  '.sj-bd': { pt: '12px' },
  '.sj-bd-head': { display: 'flex', alignItems: 'flex-start', gap: '24px' },
  '.sj-bd-body': { display: 'flex', alignItems: 'flex-start', gap: '20px' },
  '.sj-bd-fill': { flex: 1, minW: 0 },
  '.sj-bd-side': { w: '320px', flexShrink: 0 },
  '.sj-bd-name': { display: 'flex', alignItems: 'center', gap: '10px', flexWrap: 'wrap' },
  '.sj-bd-name h1': { fontSize: '24px', fontWeight: 'bold' },
  '.sj-bd-facts': { display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: '20px', rowGap: '8px', mt: '14px', fontSize: '14px' },
  '.sj-bd-fact': { display: 'flex', minW: 0 },
  '.sj-bd-fact dt': { flexShrink: 0, fontSize: 'inherit' },
  '.sj-bd-fact dd': { m: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '.sj-bd-fee': { mt: '14px', bg: 'brand.50', p: '8px 12px' },
  '.sj-bd-actions': { display: 'flex', alignItems: 'center', mt: '16px', gap: '12px', flexWrap: 'wrap' },
  // The public record's place while it streams in (route.tsx TrustLoading).
  '.sj-bd-trust-loading': { minH: '120px' },
  // 查看电话 (PhoneReveal.tsx): the phone once shown, the refusal, and the captcha asked past the free few.
  '.sj-bd-phone': { fontSize: '20px', fontWeight: 'bold' },
  '.sj-bd-phone-alert': { fontSize: '13px' },
  '.sj-bd-phone-captcha': { display: 'inline-block' },
  // The palette's checked red for text (`red.600` was no token of this theme, so the message had been uncoloured).
  '.sj-bd-phone-captcha-message': { color: palette.redText, fontSize: '13px', mb: '4px' },
  '.sj-bd-phone-captcha-row': { display: 'flex', gap: '6px', alignItems: 'center' },
  '.sj-bd-phone-captcha-row input': { w: '90px', h: '30px' },
  '.sj-bd-phone-captcha-image': { p: 0, border: 0, bg: 'none', cursor: 'pointer' },
  // The claim line, tags and investment band (BrandFacts.tsx).
  '.sj-bd-claimed': { fontSize: '12px', color: palette.claimed },
  '.sj-bd-claimed-badge': { bg: palette.claimed, color: palette.white, p: '1px 6px', borderRadius: '2px' },
  '.sj-bd-claim': { ml: '8px' },
  '.sj-bd-tags': { mt: '8px' },
  '.sj-bd-fee-band': { fontSize: '22px' },
  // The gallery (Gallery.tsx): four 82 px thumbnails and three 10 px gaps fit the 360 px column; the
  // selection ring is an outline drawn inside the image, so it takes no width and nothing shrinks.
  '.sj-bd-gallery': { w: '360px', flexShrink: 0 },
  '.sj-bd-gallery-main': { w: '360px', h: '240px', objectFit: 'cover', display: 'block', bg: palette.line },
  '.sj-bd-thumbs': { display: 'flex', gap: '10px', mt: '10px' },
  '.sj-bd-thumbs > li': { border: 0, p: 0, flexShrink: 0, overflow: 'visible' },
  '.sj-bd-thumbs button': { p: 0, border: 0, bg: 'none', cursor: 'pointer', display: 'block' },
  '.sj-bd-thumbs img': { w: '82px', h: '55px', objectFit: 'cover', display: 'block', outline: 'none', outlineOffset: '-2px' },
  '.sj-bd-thumbs button[aria-pressed=true] img': { outline: `2px solid ${palette.red}` },
  // Nearby shops (NearbyShops.tsx).
  '.sj-bd-shops-note': { mb: '8px' },
  '.sj-bd-shops': { display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: '20px' },
  '.sj-bd-shops > li': { whiteSpace: 'normal' },
  '.sj-bd-more': { textAlign: 'center', mt: '12px' },
  // The section bar fixed at the top once the page scrolls (StickySectionBar.tsx).
  '.sj-bd-bar': { position: 'fixed', top: 0, left: 0, right: 0, zIndex: 50, bg: palette.white, boxShadow: '0 2px 6px rgba(0,0,0,.12)' },
  '.sj-bd-bar-row': { display: 'flex', alignItems: 'center', h: '56px', gap: '8px' },
  '.sj-bd-bar-name': { fontSize: '18px', mr: '24px', maxW: '260px', overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' },
  '.sj-bd-bar-link': { p: '0 16px', lineHeight: '56px', borderBottom: '3px solid transparent' },
  '.sj-bd-bar-link[aria-current=true]': { borderBottom: `3px solid ${palette.red}`, color: 'brand.600', fontWeight: 'bold' },
  '.sj-bd-bar-cta': { ml: 'auto' },
} satisfies SheetStyles;
