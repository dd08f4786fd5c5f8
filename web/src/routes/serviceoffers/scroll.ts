// Smooth scrolling for the side navigation: the 70 px section offset of SPEC §9 keeps the heading clear
// of the top edge (the kit's scroll helpers: reduced motion jumps instead).
import { scrollToElement } from '../../components/scroll';

export { scrollToTop } from '../../components/scroll';

export const SECTION_OFFSET = 70;

export function scrollToSection(id: string): void {
  // Keyboard users continue from the section they chose (the section itself takes the focus).
  if (scrollToElement(id, { offset: SECTION_OFFSET })) history.replaceState(history.state, '', `#${id}`);
}
