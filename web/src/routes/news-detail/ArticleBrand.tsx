// The brand an article is tied to (SPEC §2): thumbnail, name, investment amount, company, a consult
// button that scrolls to the article's message form (SPEC §9: detail offset 10 px) and 查看详情.
import { Link } from 'react-router';
import { graphql } from '../../gql';
import type { ArticleBrand_BrandFragment } from '../../gql/graphql';
import { scrollToElement } from '../../components/scroll';

/** SPEC §9 "news detail offset 10px": the form's top lands 10 px below the window's top. */
export const DETAIL_OFFSET = 10;
export const MESSAGE_ID = 'message';

export function scrollToMessage(): void {
  scrollToElement(MESSAGE_ID, { offset: DETAIL_OFFSET, focus: 'input, textarea' });
}

export const ArticleBrandFragment = graphql(`
  fragment ArticleBrand_brand on Brand {
    id
    name
    thumbnail
    company
    feeBand {
      id
      name
    }
  }
`);

/** `consult`: the page has a message form to scroll to (the brand takes enquiries). */
export function ArticleBrand({ brand, consult }: { brand: ArticleBrand_BrandFragment; consult: boolean }) {
  const href = `/shangji/${brand.id}`;
  return (
    <article className="sj-brand-card" aria-labelledby={`article-brand-${brand.id}`}>
      <Link to={href} tabIndex={-1} aria-hidden="true">
        <img src={brand.thumbnail} alt="" loading="lazy" width={150} height={100} />
      </Link>
      <div className="sj-brand-card-body">
        <h2 className="sj-brand-card-title" id={`article-brand-${brand.id}`}>
          <Link to={href}>{brand.name}</Link>
        </h2>
        <p>
          投资金额：<span className="sj-money">{brand.feeBand.name}</span>
        </p>
        <p className="sj-muted">公司名称：{brand.company || '—'}</p>
        <div className="sj-brand-card-actions">
          {consult ? (
            <button type="button" className="sj-btn" onClick={scrollToMessage}>
              在线咨询<span className="sj-sr-only">{brand.name}</span>
            </button>
          ) : null}
          <Link to={href} className="sj-btn sj-btn-outline">
            查看详情<span className="sj-sr-only">{brand.name}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
