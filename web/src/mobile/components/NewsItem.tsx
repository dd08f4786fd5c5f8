// One article in a mobile list: title, date and summary, one link.
import { graphql } from '../../gql';
import type { MobileNews_NewsFragment } from '../../gql/graphql';

export const MobileNewsFragment = graphql(`
  fragment MobileNews_news on News {
    id
    title
    summary
    publishedAt
  }
`);

export type MobileNews = MobileNews_NewsFragment;

export function NewsList({ news }: { news: ReadonlyArray<MobileNews> }) {
  return (
    <ul className="m-news">
      {news.map((n) => (
        <li key={n.id}>
          <a href={`/news/${n.id}`}>
            <strong>{n.title}</strong>
            <span className="m-muted">{n.publishedAt}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
