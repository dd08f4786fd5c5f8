// A certified brand in the /brandmarket grid: picture, name (to /shangji/{id}), industry, investment and
// a 免费获取资料 button opening the enquiry popup for that brand (its own enquiryTarget).
import { Link } from 'react-router';
import { ConsultButton } from '../../components/ConsultButton';
import { graphql } from '../../gql';
import type { MarketBrandCard_BrandFragment } from '../../gql/graphql';
import { framed } from '../../components/framed';

export const MarketBrandCardFragment = graphql(`
  fragment MarketBrandCard_brand on Brand {
    id
    name
    thumbnail
    company
    mainProduct
    category {
      id
      name
    }
    feeBand {
      id
      name
    }
    enquiryTarget {
      ...ConsultButton_target
    }
  }
`);

export function MarketBrandCard({ brand }: { brand: MarketBrandCard_BrandFragment }) {
  const href = `/shangji/${brand.id}`;
  return (
    <article className="sj-bm-brand" aria-labelledby={`bm-brand-${brand.id}`} data-testid="market-brand">
      <Link to={href} tabIndex={-1} aria-hidden="true">
        <img src={framed(brand.thumbnail, 240, 160)} alt="" loading="lazy" decoding="async" width={240} height={160} />
      </Link>
      <div className="sj-bm-brand-body">
        <h3 id={`bm-brand-${brand.id}`}>
          <Link to={href}>{brand.name}</Link>
        </h3>
        <p>行业：{brand.category.name}</p>
        <p>主营：{brand.mainProduct || '—'}</p>
        <p>
          投资金额：<span className="sj-money">{brand.feeBand.name}</span>
        </p>
        <p>公司：{brand.company || '—'}</p>
        <ConsultButton target={brand.enquiryTarget} label="免费获取资料" />
      </div>
    </article>
  );
}
