// A side list of news titles with their month-day (相关资讯, 最新资讯 …), linking to /news/{id}.
import { PageLink } from './PageLink';
import { graphql } from '../gql';
import type { NewsTitleList_NewsFragment } from '../gql/graphql';

export const NewsTitleListFragment = graphql(`
  fragment NewsTitleList_news on News {
    id
    title
    publishedMonthDay
  }
`);

export function NewsTitleList({ news }: { news: ReadonlyArray<NewsTitleList_NewsFragment> }) {
  if (!news.length) return <p className="sj-muted">暂无数据</p>;
  return (
    <ul className="sj-list">
      <NewsTitleItems news={news} />
    </ul>
  );
}

/** NewsTitleList's rows without their list: for a list whose rows are pasted (the brand page's 相关资讯). */
export function NewsTitleItems({ news }: { news: ReadonlyArray<NewsTitleList_NewsFragment> }) {
  return news.map((n) => (
    <li key={n.id}>
      <span className="sj-muted sj-list-date">{n.publishedMonthDay}</span>
      <PageLink to={`/news/${n.id}`}>{n.title}</PageLink>
    </li>
  ));
}
