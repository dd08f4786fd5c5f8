// One industry floor of /shangji (SPEC §2, §9): hot sub-category buttons, a 266 px carousel of the first
// 4 new brands, 2 image tiles (brands 5-6), 6 brand buttons (brands 7-12), news, topics, the top list,
// hot recommendations and the floor's banners (under the carousel). Plain markup: 16 floors render on one page.
import { Link } from 'react-router';
import { AdLabel } from '../../components/AdLabel';
import { BannerLink } from '../../components/OutboundLink';
import { TopicTitleList } from '../../components/TopicTitleList';
import { TopList } from '../../components/TopList';
import { graphql } from '../../gql';
import type { BrandHomeQuery } from '../../gql/graphql';
import { Carousel } from '../../components/carousel/Carousel';
import { framed } from '../../components/framed';

export type FloorData = NonNullable<BrandHomeQuery['brandHome']>['floors'][number];

// What both screens' floors lead with: the industry and its hot sub-categories (the mobile brand home reads
// it too, with its own rows of brands).
export const FloorHeadFragment = graphql(`
  fragment FloorHead_floor on BrandFloor {
    category {
      id
      name
      pinyin
    }
    hotSubCategories {
      id
      name
      pinyin
    }
  }
`);

export function floorAnchor(pinyin: string): string {
  return `floor-${pinyin}`;
}

export function Floor({ floor }: { floor: FloorData }) {
  const { category } = floor;
  const list = `/shangji/${category.pinyin}`;
  const carousel = floor.brands.slice(0, 4);
  const tiles = floor.brands.slice(4, 6);
  const buttons = floor.brands.slice(6, 12);
  const titleId = `${floorAnchor(category.pinyin)}-title`;
  return (
    <section id={floorAnchor(category.pinyin)} className="sj-card sj-floor" aria-labelledby={titleId}>
      <div className="sj-floor-head">
        <h2 id={titleId} className="sj-card-title">
          <Link to={list}>{category.name}加盟</Link>
        </h2>
        <ul className="sj-floor-subs" aria-label={`${category.name}热门分类`}>
          {floor.hotSubCategories.map((c) => (
            <li key={c.id}>
              <Link to={`/shangji/${c.pinyin}`}>{c.name}</Link>
            </li>
          ))}
        </ul>
        <Link to={list} className="sj-more">
          更多<span className="sj-sr-only">{category.name}加盟项目</span>
        </Link>
      </div>
      <div className="sj-floor-body">
        <div className="sj-floor-col1">
          {carousel.length ? (
            <Carousel
              width={300}
              height={266}
              label={`${category.name}新品牌`}
              captions
              pausable
              slides={carousel.map((b) => ({ key: b.id, href: `/shangji/${b.id}`, imageUrl: b.thumbnail, title: b.name }))}
            />
          ) : null}
          {floor.banners.length ? (
            <ul className="sj-floor-banners" aria-label={`${category.name}推荐`}>
              {floor.banners.map((b, i) => (
                <li key={`${i}-${b.href}`} className="sj-ad-host">
                  <AdLabel />
                  <BannerLink href={b.href} title={b.title}>
                    <img src={framed(b.imageUrl, 300, 90)} alt={b.title} width={300} height={90} loading="lazy" decoding="async" />
                  </BannerLink>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="sj-floor-col2">
          <ul className="sj-floor-tiles">
            {tiles.map((b) => (
              <li key={b.id}>
                <Link to={`/shangji/${b.id}`}>
                  <img src={framed(b.thumbnail, 154, 100)} alt="" width={154} height={100} loading="lazy" decoding="async" />
                  <span className="sj-tile-name">{b.name}</span>
                </Link>
                <span className="sj-muted">
                  投资：<span className="sj-money">{b.feeBand.name}</span>
                </span>
              </li>
            ))}
          </ul>
          <ul className="sj-floor-buttons" aria-label={`${category.name}品牌`}>
            {buttons.map((b) => (
              <li key={b.id}>
                <Link to={`/shangji/${b.id}`}>{b.name}</Link>
              </li>
            ))}
          </ul>
          <h3 className="sj-floor-sub-title">热门推荐</h3>
          <ul className="sj-floor-hot">
            {floor.hotBrands.map((b) => (
              <li key={b.id}>
                <Link to={`/shangji/${b.id}`}>{b.name}</Link>
              </li>
            ))}
          </ul>
        </div>
        <div className="sj-floor-col3">
          <h3 className="sj-floor-sub-title">
            {category.name}资讯
          </h3>
          <ul className="sj-list">
            {floor.news.map((n) => (
              <li key={n.id}>
                <Link to={`/news/${n.id}`}>{n.title}</Link>
              </li>
            ))}
          </ul>
          <h3 className="sj-floor-sub-title">{category.name}专题</h3>
          <TopicTitleList topics={floor.topics} />
        </div>
        <div className="sj-floor-col4">
          <h3 className="sj-floor-sub-title">{category.name}排行榜</h3>
          <TopList brands={floor.topBrands} />
        </div>
      </div>
    </section>
  );
}
