// The brand list's right column (SPEC §2): top list, news, topics, hot and recommended brands. Every
// card is deferred: it streams after the list and never fails the page.
import { BrandMiniList } from '../../components/BrandMini';
import { TopicTitleList } from '../../components/TopicTitleList';
import { DeferredSection } from '../../components/DeferredSection';
import { NewsTitleList } from '../../components/NewsTitleList';
import { SideCard } from '../../components/SideCard';
import { TopList } from '../../components/TopList';
import type { ListSideBrandsQuery, ListSideQuery } from '../../gql/graphql';

export interface SideColumnProps {
  side: Promise<ListSideQuery | null>;
  brands: Promise<ListSideBrandsQuery | null>;
}

export function SideColumn({ side, brands }: SideColumnProps) {
  return (
    <aside aria-label="侧栏" className="sj-bl-side">
      <SideCard title="排行榜" moreTo="/top">
        <DeferredSection resolve={side}>
          {(s) => <TopList brands={s?.topBrands ?? []} />}
        </DeferredSection>
      </SideCard>
      <SideCard title="加盟资讯" moreTo="/news">
        <DeferredSection resolve={side}>{(s) => <NewsTitleList news={s?.relatedNews ?? []} />}</DeferredSection>
      </SideCard>
      <SideCard title="加盟专题" moreTo="/zhuanti">
        <DeferredSection resolve={side}>
          {(s) =>
            <TopicTitleList topics={s?.relatedTopics ?? []} />
          }
        </DeferredSection>
      </SideCard>
      <SideCard title="热门品牌">
        <DeferredSection resolve={brands}>
          {(b) => (b?.hot?.length ? <BrandMiniList brands={b.hot} /> : <p className="sj-muted">暂无数据</p>)}
        </DeferredSection>
      </SideCard>
      <SideCard title="推荐品牌">
        <DeferredSection resolve={brands}>
          {(b) => (b?.recommended?.length ? <BrandMiniList brands={b.recommended} /> : <p className="sj-muted">暂无数据</p>)}
        </DeferredSection>
      </SideCard>
    </aside>
  );
}
