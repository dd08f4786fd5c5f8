// A compact brand card (news articles' linked brands, topic brand lists, posters): thumbnail, name,
// investment, company, the consult button and a 查看详情 link. Plain markup (sj-brand-card, theme.ts).
import { Link } from 'react-router';
import { graphql } from '../gql';
import type { BrandCard_BrandFragment } from '../gql/graphql';
import { ConsultButton } from './ConsultButton';

export const BrandCardFragment = graphql(`
  fragment BrandCard_brand on Brand {
    id
    name
    thumbnail
    company
    feeBand {
      id
      name
    }
    enquiryTarget {
      ...ConsultButton_target
    }
  }
`);

export function BrandCard({ brand }: { brand: BrandCard_BrandFragment }) {
  const href = `/shangji/${brand.id}`;
  return (
    <article className="sj-brand-card" aria-labelledby={`brand-card-${brand.id}`}>
      <Link to={href} tabIndex={-1} aria-hidden="true">
        <img src={brand.thumbnail} alt="" loading="lazy" width={150} height={100} />
      </Link>
      <div className="sj-brand-card-body">
        <h3 className="sj-brand-card-title" id={`brand-card-${brand.id}`}>
          <Link to={href}>{brand.name}</Link>
        </h3>
        <p>
          投资金额：<span className="sj-money">{brand.feeBand.name}</span>
        </p>
        <p className="sj-muted">公司：{brand.company || '—'}</p>
        <div className="sj-brand-card-actions">
          <ConsultButton target={brand.enquiryTarget} />
          <Link to={href} className="sj-btn sj-btn-outline">
            查看详情
          </Link>
        </div>
      </div>
    </article>
  );
}
