// Section anchors of the brand page and the scroll helper shared by its buttons and sticky bar.
import { scrollToElement } from '../../components/scroll';

export const SECTION_OFFSET = 70;
export const STICKY_AFTER = 700;

export const SECTIONS = [
  { id: 'passport', label: '合规护照' },
  { id: 'ledger', label: '门店台账' },
  { id: 'costs', label: '开店费用' },
  { id: 'intro', label: '项目介绍' },
  { id: 'advantages', label: '加盟优势' },
  { id: 'conditions', label: '加盟条件' },
  { id: 'process', label: '加盟流程' },
  { id: 'message', label: '在线留言' },
  { id: 'shops', label: '附近门店' },
] as const;

export type SectionId = (typeof SECTIONS)[number]['id'];

/** A section's heading, on both screens' brand pages. */
export const sectionLabel = (id: SectionId): string => SECTIONS.find((s) => s.id === id)?.label ?? id;

export function scrollToSection(id: string): void {
  scrollToElement(id, { offset: SECTION_OFFSET, focus: 'h2' });
}
