// A compact brand card (news articles' linked brands, topic brand lists, posters): thumbnail, name,
// investment, company, the consult button (or the page's own consult action) and a 查看详情 link. Plain
// markup (sj-brand-card, theme.ts).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { graphql } from '../gql';
import type { BrandCard_BrandFragment } from '../gql/graphql';
import { ConsultButton } from './ConsultButton';
import { framed } from './framed';

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

export interface BrandCardProps {
  brand: BrandCard_BrandFragment;
  /** The card's heading level in its page (an article's own brand sits right under its h1). */
  heading?: 'h2' | 'h3';
  companyLabel?: string;
  /** In place of the consult button that opens the enquiry popup (a page with its own message form). */
  consult?: ReactNode;
}

export function BrandCard({ brand, heading: Heading = 'h3', companyLabel = '公司', consult }: BrandCardProps) {
  const href = `/shangji/${brand.id}`;
  return (
    <article className="sj-brand-card" aria-labelledby={`brand-card-${brand.id}`}>
      <Link to={href} tabIndex={-1} aria-hidden="true">
        <img src={framed(brand.thumbnail, 150, 100)} alt="" loading="lazy" decoding="async" width={150} height={100} />
      </Link>
      <div className="sj-brand-card-body">
        <Heading className="sj-brand-card-title" id={`brand-card-${brand.id}`}>
          <Link to={href}>{brand.name}</Link>
        </Heading>
        <p>
          投资金额：<span className="sj-money">{brand.feeBand.name}</span>
        </p>
        <p className="sj-muted">
          {companyLabel}：{brand.company || '—'}
        </p>
        <div className="sj-brand-card-actions">
          {consult === undefined ? <ConsultButton target={brand.enquiryTarget} /> : consult}
          {/* Several cards on a page: each 查看详情 names its brand to screen readers. */}
          <Link to={href} className="sj-btn sj-btn-outline">
            查看详情<span className="sj-sr-only">{brand.name}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
