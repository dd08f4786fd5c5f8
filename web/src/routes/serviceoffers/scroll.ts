// Smooth scrolling for the side navigation: the 70 px section offset of SPEC §9 keeps the heading clear
// of the top edge; visitors who prefer reduced motion jump instead.
export const SECTION_OFFSET = 70;

function behavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

export function scrollToSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  window.scrollTo({ top: target.getBoundingClientRect().top + window.scrollY - SECTION_OFFSET, behavior: behavior() });
  history.replaceState(history.state, '', `#${id}`);
  // Keyboard users continue from the section they chose.
  target.focus({ preventScroll: true });
}

export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: behavior() });
}
