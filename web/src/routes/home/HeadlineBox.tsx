// The tabbed headline box (SPEC §2): newest news, featured brands and topics; switches on click, hover
// and by keyboard.

import { HoverTabs } from '../../components/HoverTabs';
import type { HomeBrand, HomeNews, HomeTopic } from './items';

export interface Headline {
  news: ReadonlyArray<HomeNews>;
  brands: ReadonlyArray<HomeBrand>;
  topics: ReadonlyArray<HomeTopic>;
}

const TABS = [
  { id: 'news', label: '加盟头条' },
  { id: 'brands', label: '精选品牌' },
  { id: 'topics', label: '热门专题' },
];

function Lines({ items }: { items: ReadonlyArray<{ id: string; title: string; to: string }> }) {
  if (!items.length) return <p className="sj-muted">暂无数据</p>;
  return (
    <ul className="hm-lines">
      {items.map((i) => (
        <li key={i.id}>
          <a href={i.to}>{i.title}</a>
        </li>
      ))}
    </ul>
  );
}

export function HeadlineBox({ headline }: { headline: Headline }) {
  return (
    <HoverTabs
      id="hm-headline"
      className="hm-headline"
      label="头条"
      tabs={TABS}
      renderPanel={(id) =>
        id === 'news' ? (
          <Lines items={headline.news.slice(0, 9).map((n) => ({ id: n.id, title: n.title, to: `/news/${n.id}` }))} />
        ) : id === 'brands' ? (
          <Lines items={headline.brands.slice(0, 9).map((b) => ({ id: b.id, title: b.name, to: `/shangji/${b.id}` }))} />
        ) : (
          <Lines items={headline.topics.slice(0, 9).map((t) => ({ id: t.id, title: t.title, to: `/zhuanti/${t.id}` }))} />
        )
      }
    />
  );
}
