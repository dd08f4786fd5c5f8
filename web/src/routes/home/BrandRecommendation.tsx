// 品牌推荐 (SPEC §2, §9): category tabs; a tab shows its 4 hot brands in a carousel (330 px) and the rest
// as buttons.

import { Carousel } from '../../components/carousel/Carousel';
import { HoverTabs } from '../../components/HoverTabs';
import type { HomeQuery } from '../../gql/graphql';
import { BrandButtons } from './items';

type Block = NonNullable<HomeQuery['home']>['brandsByCategory'][number];

export const RECOMMENDATION_CAROUSEL_HEIGHT = 330;
const HOT_IN_CAROUSEL = 4;

export function BrandRecommendation({ blocks }: { blocks: ReadonlyArray<Block> }) {
  if (!blocks.length) return <p className="sj-muted">暂无数据</p>;
  return (
    <HoverTabs
      id="hm-rec"
      className="hm-rec"
      label="品牌推荐分类"
      tabs={blocks.map((b) => ({ id: b.category.id, label: b.category.name }))}
      renderPanel={(id) => {
        const block = blocks.find((b) => b.category.id === id);
        if (!block) return null;
        return (
          <div className="hm-rec-panel">
            <Carousel
              width={540}
              height={RECOMMENDATION_CAROUSEL_HEIGHT}
              label={`${block.category.name}推荐品牌`}
              captions
              pausable
              slides={block.brands.slice(0, HOT_IN_CAROUSEL).map((b) => ({ key: b.id, href: `/shangji/${b.id}`, imageUrl: b.thumbnail, title: b.name }))}
            />
            <div className="hm-rec-side">
              <BrandButtons brands={block.brands.slice(HOT_IN_CAROUSEL)} />
              <a className="sj-more" href={`/shangji/${block.category.pinyin}`}>
                更多{block.category.name}品牌
              </a>
            </div>
          </div>
        );
      }}
    />
  );
}
