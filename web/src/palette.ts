// The site's colours, in one place so their contrast can be checked (palette.test.ts). Text colours
// meet WCAG AA (4.5:1, 3:1 for large text) on the backgrounds they are used on. The identity red
// #e4393c (4.24:1 on white, 3.9:1 on the page grey) stays for decoration only: borders, bars, focus rings, large figures.
export const palette = {
  /** Identity red: borders, title bars, focus rings, badges' outlines. Not for small text. */
  red: '#e4393c',
  /** Red for text and for buttons with white text (5.8:1 on white). */
  redText: '#c81623',
  /** Button hover, darker still. */
  redDark: '#a3161d',
  /** Pale red backgrounds (investment box, outline-button hover). */
  redPale: '#fff1f0',
  redBorder: '#f3c2c3',
  /** Body text. */
  text: '#333333',
  /** Secondary text (dates, labels, breadcrumbs); replaces #999 (2.85:1). 5.7:1 on white, 5.2:1 on the page grey. */
  muted: '#666666',
  /** Link blue for links inside text (underlined there: colour is never the only cue). */
  link: '#1f5bbd',
  /** Certified (VIP) badge: white text on dark amber. */
  vip: '#a65f00',
  /** 'Claimed' badge and text. */
  claimed: '#137333',
  white: '#ffffff',
  /** Page background. */
  page: '#f5f5f5',
  /** Hairlines and placeholders. */
  line: '#eeeeee',
  /** Footer. */
  footer: '#2b2b2b',
  footerText: '#bbbbbb',
} as const;

/** Text-on-background pairs the site uses; `large` marks text ≥ 24px (or ≥ 18.66px bold): 3:1 suffices. */
export const TEXT_PAIRS: ReadonlyArray<{ fg: keyof typeof palette; bg: keyof typeof palette; large?: boolean; where: string }> = [
  { fg: 'text', bg: 'white', where: 'body text on cards' },
  { fg: 'text', bg: 'page', where: 'body text on the page grey' },
  { fg: 'muted', bg: 'white', where: 'dates, labels on cards' },
  { fg: 'muted', bg: 'page', where: 'breadcrumb on the page grey' },
  { fg: 'redText', bg: 'white', where: 'money, tags, active tabs' },
  { fg: 'redText', bg: 'page', where: 'red text on the page grey' },
  { fg: 'redText', bg: 'redPale', where: 'investment box, outline-button hover' },
  { fg: 'white', bg: 'redText', where: '.sj-btn, the active link tab (LinkTabs)' },
  { fg: 'white', bg: 'muted', where: 'rank badges 4 and below (.sj-rank-no)' },
  { fg: 'white', bg: 'redDark', where: '.sj-btn:hover' },
  { fg: 'red', bg: 'white', large: true, where: 'large figures (error status)' },
  { fg: 'link', bg: 'white', where: 'links in text' },
  { fg: 'link', bg: 'page', where: 'links on the page grey' },
  { fg: 'white', bg: 'vip', where: 'VIP badge' },
  { fg: 'white', bg: 'claimed', where: '已认领 badge' },
  { fg: 'claimed', bg: 'white', where: '资料由品牌方提供，本站未核实' },
  { fg: 'footerText', bg: 'footer', where: 'footer' },
];

/** WCAG 2 contrast ratio of two #rrggbb (or #rgb) colours. */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

function luminance(hex: string): number {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
