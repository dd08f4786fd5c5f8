// 行业精选: the five home modules (SPEC §2, §4, §9). Each is a tab group over industries, first tab
// active (ids 11, 21, 31, 41, 51); a tab shows a carousel (363 px) of the first 2 of its carousel brands
// and items 2 to 9 of its brand list as buttons.

import { Carousel } from '../../components/carousel/Carousel';
import { HoverTabs } from '../../components/HoverTabs';
import type { HomeQuery } from '../../gql/graphql';
import { BrandButtons } from './items';

type Module = NonNullable<HomeQuery['home']>['modules'][number];

export const MODULE_CAROUSEL_HEIGHT = 363;

export function ModuleTabs({ module }: { module: Module }) {
  // The initial tab is the module's first: id module × 10 + 1.
  const initial = `${module.id}1`;
  return (
    <div className="hm-module">
      <h3 className="hm-module-name">{module.name}</h3>
      <HoverTabs
        id={`hm-module-${module.id}`}
        label={module.name}
        initial={initial}
        tabs={module.tabs.map((t) => ({ id: t.id, label: t.category.name }))}
        renderPanel={(id) => {
          const tab = module.tabs.find((t) => t.id === id);
          if (!tab) return null;
          return (
            <div className="hm-module-panel">
              <Carousel
                width={540}
                height={MODULE_CAROUSEL_HEIGHT}
                label={`${tab.category.name}热门品牌`}
                captions
                pausable
                slides={tab.carouselBrands.slice(0, 2).map((b) => ({ key: b.id, href: `/shangji/${b.id}`, imageUrl: b.thumbnail, title: b.name }))}
              />
              <div className="hm-module-side">
                <BrandButtons brands={tab.brands.slice(1, 9)} />
                <a className="sj-more" href={`/shangji/${tab.category.pinyin}`}>
                  更多{tab.category.name}加盟项目
                </a>
              </div>
            </div>
          );
        }}
      />
    </div>
  );
}
