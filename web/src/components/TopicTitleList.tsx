// A side list of topic titles (相关专题, 最新专题, a floor's topics …), linking to /zhuanti/{id}; 暂无数据
// when there are none.
import { Link } from 'react-router';

export interface TopicTitle {
  id: string;
  title: string;
}

export function TopicTitleList({ topics }: { topics: ReadonlyArray<TopicTitle> }) {
  if (!topics.length) return <p className="sj-muted">暂无数据</p>;
  return (
    <ul className="sj-list">
      {topics.map((t) => (
        <li key={t.id}>
          <Link to={`/zhuanti/${t.id}`}>{t.title}</Link>
        </li>
      ))}
    </ul>
  );
}
