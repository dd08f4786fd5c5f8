// The facts block beside the gallery: name, badges, tags, key figures and the call-to-action buttons.
import { CompareButton } from '../../components/compare/CompareButton';
import { PageLink } from '../../components/PageLink';
import { CertifiedBadge } from '../../components/CertifiedBadge';
import { useEnquiry, type EnquiryTarget } from '../../components/enquiry/context';
import { useSiteConfig } from '../../app-context';
import { graphql } from '../../gql';
import type { BrandFacts_BrandFragment } from '../../gql/graphql';
import { PhoneReveal } from './PhoneReveal';
import { scrollToSection } from './scroll';

export const BrandFactsFragment = graphql(`
  fragment BrandFacts_brand on Brand {
    id
    name
    certified
    claimed
    hasPoster
    mainProduct
    suitableCrowd
    origin
    foundedYear
    franchiseeCount
    shopCount
    company
    feeBand {
      id
      name
    }
    category {
      id
      name
      pinyin
    }
    tags {
      id
      name
    }
  }
`);

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="sj-bd-fact">
      <dt className="sj-muted">{label}：</dt>
      <dd>{children}</dd>
    </div>
  );
}

const orDash = (v: string | number | null | undefined, unit = '') => (v === null || v === undefined || v === '' ? '—' : `${v}${unit}`);

export function BrandFacts({ brand, enquiryTarget = null }: { brand: BrandFacts_BrandFragment; enquiryTarget?: EnquiryTarget | null }) {
  const { openEnquiry } = useEnquiry();
  const { links } = useSiteConfig();
  return (
    <div className="sj-bd-fill" data-testid="brand-facts">
      <div className="sj-bd-name">
        <h1>{brand.name}</h1>
        {brand.certified ? <CertifiedBadge /> : null}
        {brand.claimed ? (
          // Claimed means the brand owner supplies the listing; nobody here has checked it, so it says
          // so instead of vouching for it (the public record below is what was checked).
          <span data-testid="claimed" className="sj-bd-claimed">
            <span className="sj-bd-claimed-badge">已认领</span>
            {' · '}资料由品牌方提供，本站未核实
          </span>
        ) : (
          <span data-testid="unclaimed" className="sj-muted">
            数据来源于网络
            {/* The claim form on the back office's origin, this brand filled in (docs/decisions/0120). */}
            <a href={`${links.claimUrl}?brand=${encodeURIComponent(brand.id)}`} className="sj-link sj-bd-claim" rel="nofollow" data-testid="claim-link">
              认领品牌
            </a>
          </span>
        )}
      </div>
      {brand.tags.length ? (
        <ul className="sj-tags sj-bd-tags" aria-label="品牌标签">
          {brand.tags.map((t) => (
            <li key={t.id}>{t.name}</li>
          ))}
        </ul>
      ) : null}
      <dl className="sj-bd-facts">
        <Fact label="加盟类型">
          <PageLink to={`/shangji/${brand.category.pinyin}`}>{brand.category.name}</PageLink>
        </Fact>
        <Fact label="主营产品">{orDash(brand.mainProduct)}</Fact>
        <Fact label="适合人群">{orDash(brand.suitableCrowd)}</Fact>
        <Fact label="品牌发源地">{orDash(brand.origin)}</Fact>
        <Fact label="成立时间">{orDash(brand.foundedYear)}</Fact>
        <Fact label="加盟人数">{orDash(brand.franchiseeCount, '人')}</Fact>
        <Fact label="门店数量">{orDash(brand.shopCount, '家')}</Fact>
        <Fact label="所属公司">{orDash(brand.company)}</Fact>
      </dl>
      <div className="sj-bd-fee">
        投资金额：<span className="sj-money sj-bd-fee-band">{brand.feeBand.name}</span>
      </div>
      <div className="sj-bd-actions">
        {brand.certified ? (
          <PhoneReveal brandId={brand.id} />
        ) : (
          <button type="button" className="sj-btn" onClick={() => (enquiryTarget ? openEnquiry(enquiryTarget) : scrollToSection('message'))}>
            获取资料
          </button>
        )}
        <button type="button" className="sj-btn sj-btn-outline" onClick={() => scrollToSection('message')}>
          在线咨询
        </button>
        {brand.hasPoster ? (
          <PageLink to={`/haibao/${brand.id}`} className="sj-link">
            查看品牌海报
          </PageLink>
        ) : null}
        <PageLink to={`/comment/${brand.id}`} className="sj-link">
          查看品牌点评
        </PageLink>
        <CompareButton brandId={brand.id} brandName={brand.name} />
      </div>
    </div>
  );
}
