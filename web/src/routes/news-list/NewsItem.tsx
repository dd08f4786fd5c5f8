// One article in the news list: thumbnail, title, summary, date and views; an article tied to a brand
// also shows that brand's card with the consult button (SPEC §2).
import { Link } from 'react-router';
import { BrandCard } from '../../components/BrandCard';
import { graphql } from '../../gql';
import type { NewsItem_NewsFragment } from '../../gql/graphql';
import { framed } from '../../components/framed';

export const NewsItemFragment = graphql(`
  fragment NewsItem_news on News {
    id
    title
    summary
    thumbnail
    publishedAt
    viewCount
    brand {
      ...BrandCard_brand
    }
  }
`);

export function NewsItem({ news }: { news: NewsItem_NewsFragment }) {
  const href = `/news/${news.id}`;
  return (
    <article className="sj-item" aria-labelledby={`news-${news.id}`}>
      <Link to={href} tabIndex={-1} aria-hidden="true">
        <img src={framed(news.thumbnail, 180, 120)} alt="" loading="lazy" decoding="async" width={180} height={120} />
      </Link>
      <div className="sj-item-body">
        <h2 className="sj-item-title">
          <Link to={href} id={`news-${news.id}`}>
            {news.title}
          </Link>
        </h2>
        <p className="sj-item-summary">{news.summary}</p>
        <p className="sj-item-meta">
          <time>{news.publishedAt}</time>
          <span>浏览：{news.viewCount ?? 0}</span>
        </p>
        {news.brand ? <BrandCard brand={news.brand} /> : null}
      </div>
    </article>
  );
}
