// The home page's small building blocks, plain markup (the home page is the heaviest page: docs/pitfalls.md#chakra-render-cost).

import { graphql } from '../../gql';
import type { HomeBrand_BrandFragment, HomeNews_NewsFragment, HomeTopic_TopicFragment } from '../../gql/graphql';
import { framed } from '../../components/framed';
import { RedFlagBadges, type RedFlagLike } from '../../components/RedFlagBadges';

export const HomeBrandFragment = graphql(`
  fragment HomeBrand_brand on Brand {
    id
    name
    thumbnail
    certified
    feeBand {
      name
    }
  }
`);

export const HomeNewsFragment = graphql(`
  fragment HomeNews_news on News {
    id
    title
    summary
    thumbnail
    publishedMonthDay
  }
`);

export const HomeTopicFragment = graphql(`
  fragment HomeTopic_topic on Topic {
    id
    title
    thumbnail
    publishedMonthDay
  }
`);

export type HomeBrand = HomeBrand_BrandFragment;
export type HomeNews = HomeNews_NewsFragment;
export type HomeTopic = HomeTopic_TopicFragment;

/** A tile's brand; where the query asked for them, its red flags (docs/decisions/0094). */
type TileBrand = HomeBrand & { redFlags?: ReadonlyArray<RedFlagLike> };

/** Image, name, investment band and any red-flag badges. */
export function BrandTile({ brand }: { brand: TileBrand }) {
  return (
    <li className="hm-tile">
      <a href={`/shangji/${brand.id}`}>
        <img src={framed(brand.thumbnail, 180, 100)} alt="" loading="lazy" decoding="async" width={180} height={100} />
        <span className="hm-tile-name">{brand.name}</span>
      </a>
      <span className="hm-tile-fee">{brand.feeBand.name}</span>{' '}
      <RedFlagBadges brandId={brand.id} flags={brand.redFlags} />
    </li>
  );
}

export function BrandTiles({ brands, empty = '暂无数据' }: { brands: ReadonlyArray<TileBrand>; empty?: string }) {
  if (!brands.length) return <p className="sj-muted">{empty}</p>;
  return (
    <ul className="hm-tiles">
      {brands.map((b) => (
        <BrandTile key={b.id} brand={b} />
      ))}
    </ul>
  );
}

/** Brand names as buttons (module tabs, brand recommendations). */
export function BrandButtons({ brands }: { brands: ReadonlyArray<Pick<HomeBrand, 'id' | 'name'>> }) {
  return (
    <ul className="hm-buttons">
      {brands.map((b) => (
        <li key={b.id}>
          <a href={`/shangji/${b.id}`}>{b.name}</a>
        </li>
      ))}
    </ul>
  );
}

/** Name and investment per line. */
export function BrandLines({ brands, ranked = false }: { brands: ReadonlyArray<HomeBrand>; ranked?: boolean }) {
  const List = ranked ? 'ol' : 'ul';
  return (
    <List className={ranked ? 'hm-lines hm-ranked' : 'hm-lines'}>
      {brands.map((b, i) => (
        <li key={b.id}>
          {ranked ? <span className={i < 3 ? 'hm-rank hm-rank-top' : 'hm-rank'}>{i + 1}</span> : null}
          <a href={`/shangji/${b.id}`}>{b.name}</a>
          <span className="hm-fee">{b.feeBand.name}</span>
        </li>
      ))}
    </List>
  );
}

/** News titles with their dates. */
export function NewsLines({ news }: { news: ReadonlyArray<Pick<HomeNews, 'id' | 'title' | 'publishedMonthDay'>> }) {
  if (!news.length) return <p className="sj-muted">暂无数据</p>;
  return (
    <ul className="hm-lines">
      {news.map((n) => (
        <li key={n.id}>
          <a href={`/news/${n.id}`}>{n.title}</a>
          <span className="hm-date">{n.publishedMonthDay}</span>
        </li>
      ))}
    </ul>
  );
}

/** A lead item: picture, title and summary. */
export function Lead({ to, image, title, text }: { to: string; image: string; title: string; text?: string }) {
  return (
    <a href={to} className="hm-lead">
      <img src={framed(image, 160, 107)} alt="" loading="lazy" decoding="async" width={160} height={107} />
      <span>
        <strong>{title}</strong>
        {text ? <span className="hm-lead-text">{text}</span> : null}
      </span>
    </a>
  );
}

/** A home section with its anchor (the side menu jumps to it) and heading. */
export function HomeSection({ id, title, more, children }: { id: string; title: string; more?: { to: string; label?: string }; children: React.ReactNode }) {
  return (
    <section id={id} className="sj-card hm-section" aria-labelledby={`${id}-title`}>
      <div className="hm-section-head">
        <h2 id={`${id}-title`} className="sj-card-title">
          {title}
        </h2>
        {more ? (
          <a className="sj-more" href={more.to}>
            {more.label ?? '更多'}
          </a>
        ) : null}
      </div>
      {children}
    </section>
  );
}
