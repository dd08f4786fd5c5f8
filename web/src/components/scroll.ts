// Scrolling to a part of the page (consult buttons, side navigation, back to top): smooth, or a jump for
// visitors who prefer reduced motion, with the target's top `offset` px below the window's top (SPEC §9's
// offsets), and the focus moved there so keyboard users continue from what they chose.

export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

export interface ScrollTarget {
  /** px between the window's top and the element's top once scrolled. */
  offset: number;
  /** Selector of the element inside the target that takes the focus; without it the target itself. */
  focus?: string;
}

/** Scrolls to the element with this id; false when there is none. */
export function scrollToElement(id: string, { offset, focus }: ScrollTarget): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - offset, behavior: scrollBehavior() });
  const target = focus ? el.querySelector<HTMLElement>(focus) : el;
  target?.focus({ preventScroll: true });
  return true;
}

/**
 * The history state of a navigation that keeps the scroll position (PageLink's preventScrollReset): the
 * root route scrolls to the top on every new page (routes/root/route.tsx) but not after one of these.
 */
export const KEEP_SCROLL_STATE = { keepScroll: true } as const;

export const keepsScroll = (state: unknown): boolean => typeof state === 'object' && state !== null && (state as { keepScroll?: unknown }).keepScroll === true;

export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: scrollBehavior() });
}
