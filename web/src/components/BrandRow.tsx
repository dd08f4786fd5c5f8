// One brand in a long list (brand list, search results, VIP list): thumbnail, name with the certified
// badge, tags, headquarters, industry, main product, company, investment, the consult button and 加入对比.
// Plain markup and global classes (sj-brand-row in theme.ts): Chakra recipes cost render time in long
// lists (docs/pitfalls.md#chakra-render-cost).
import type { ReactNode } from 'react';
import { PageLink } from './PageLink';
import { graphql } from '../gql';
import type { BrandRow_BrandFragment } from '../gql/graphql';
import { CertifiedBadge } from './CertifiedBadge';
import { CompareButton } from './compare/CompareButton';
import { ConsultButton } from './ConsultButton';
import { framed } from './framed';
import { RedFlagBadges } from './RedFlagBadges';

export const BrandRowFragment = graphql(`
  fragment BrandRow_brand on Brand {
    id
    name
    thumbnail
    certified
    tags {
      id
      name
    }
    headquarters {
      id
      name
    }
    category {
      id
      name
      pinyin
    }
    mainProduct
    company
    feeBand {
      id
      name
    }
    enquiryTarget {
      ...ConsultButton_target
    }
    redFlags {
      code
      label
    }
  }
`);

const orDash = (v: string | null | undefined) => (v ? v : '—');

/**
 * `title` replaces the plain name (search results mark the keyword in it). `heading` is the name's
 * level: h2 where the rows sit right under the page's h1 (lists, search), h3 under a section's h2.
 */
export function BrandRow({ brand, title, heading: Heading = 'h3' }: { brand: BrandRow_BrandFragment; title?: ReactNode; heading?: 'h2' | 'h3' }) {
  const href = `/shangji/${brand.id}`;
  return (
    <article className="sj-brand-row" aria-labelledby={`brand-row-${brand.id}`}>
      <PageLink to={href} tabIndex={-1} aria-hidden="true" className="sj-brand-row-thumb">
        <img src={framed(brand.thumbnail, 150, 100)} alt="" loading="lazy" decoding="async" width={150} height={100} />
      </PageLink>
      <div className="sj-brand-row-body">
        <Heading className="sj-brand-row-title">
          <PageLink to={href} id={`brand-row-${brand.id}`}>
            {title ?? brand.name}
          </PageLink>
          {brand.certified ? <CertifiedBadge /> : null}
        </Heading>
        <RedFlagBadges brandId={brand.id} flags={brand.redFlags} />
        {brand.tags.length ? (
          <ul className="sj-tags" aria-label="品牌标签">
            {brand.tags.map((t) => (
              <li key={t.id}>{t.name}</li>
            ))}
          </ul>
        ) : null}
        <dl className="sj-brand-row-facts">
          <div>
            <dt>总部：</dt>
            <dd>{orDash(brand.headquarters?.name)}</dd>
          </div>
          <div>
            <dt>行业：</dt>
            <dd>
              {/* A category the gateway could not place has no address: its name, not a link to /shangji/. */}
              {brand.category.pinyin ? <PageLink to={`/shangji/${brand.category.pinyin}`}>{brand.category.name}</PageLink> : orDash(brand.category.name)}
            </dd>
          </div>
          <div>
            <dt>主营：</dt>
            <dd>{orDash(brand.mainProduct)}</dd>
          </div>
          <div>
            <dt>公司：</dt>
            <dd>{orDash(brand.company)}</dd>
          </div>
        </dl>
      </div>
      <div className="sj-brand-row-side">
        <p>
          投资金额：<span className="sj-money">{brand.feeBand.name}</span>
        </p>
        <ConsultButton target={brand.enquiryTarget} />
        <CompareButton brandId={brand.id} brandName={brand.name} />
      </div>
    </article>
  );
}
