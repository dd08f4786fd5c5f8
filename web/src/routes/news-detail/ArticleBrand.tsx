// The brand an article is tied to (SPEC §2): the kit's brand card (thumbnail, name, investment amount,
// company, 查看详情) whose consult button scrolls to the article's message form (SPEC §9: detail offset
// 10 px) instead of opening the popup.
import { BrandCard } from '../../components/BrandCard';
import { scrollToElement } from '../../components/scroll';
import type { BrandCard_BrandFragment } from '../../gql/graphql';

/** SPEC §9 "news detail offset 10px": the form's top lands 10 px below the window's top. */
export const DETAIL_OFFSET = 10;
export const MESSAGE_ID = 'message';

export function scrollToMessage(): void {
  scrollToElement(MESSAGE_ID, { offset: DETAIL_OFFSET, focus: 'input, textarea' });
}

/** `consult`: the page has a message form to scroll to (the brand takes enquiries). */
export function ArticleBrand({ brand, consult }: { brand: BrandCard_BrandFragment; consult: boolean }) {
  return (
    <BrandCard
      brand={brand}
      heading="h2"
      companyLabel="公司名称"
      consult={
        consult ? (
          <button type="button" className="sj-btn" onClick={scrollToMessage}>
            在线咨询<span className="sj-sr-only">{brand.name}</span>
          </button>
        ) : null
      }
    />
  );
}
