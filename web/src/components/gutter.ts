// Floating side menus (home anchors, news sections, the poster's consult menu) live in the gutter beside the
// 1200 px column and never over it: placed just right of the column, shown only when the viewport leaves
// room for them (a classic scrollbar included); narrower windows hide them (the page's own links remain).

/** The page column's width (`.sj-container`, web/src/chrome-css.ts). */
export const COLUMN_WIDTH = 1200;
/** Space between the column's edge and the menu. */
export const GUTTER_GAP = 8;
/** A classic (non-overlay) scrollbar takes this much of the viewport a media query measures. */
export const SCROLLBAR_ALLOWANCE = 17;

/** The narrowest viewport (as media queries measure it) whose right gutter holds a menu of `width` px. */
export function gutterMinViewport(width: number): number {
  return COLUMN_WIDTH + 2 * (width + GUTTER_GAP) + SCROLLBAR_ALLOWANCE;
}

/** The menu's left edge: the column's right edge plus the gap (fixed positioning, centred column). */
export const GUTTER_LEFT = `calc(50% + ${COLUMN_WIDTH / 2 + GUTTER_GAP}px)`;

/** Chakra `css` for a fixed gutter menu of `width` px at `top`. */
export function gutterMenuCss(width: number, top: string) {
  return {
    position: 'fixed',
    left: GUTTER_LEFT,
    top,
    width: `${width}px`,
    zIndex: 10,
    [`@media (max-width: ${gutterMinViewport(width) - 1}px)`]: { display: 'none' },
  } as const;
}
