// The facts block beside the gallery: name, badges, tags, key figures and the call-to-action buttons.
import { Box, Flex } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useEnquiry, type EnquiryTarget } from '../../components/enquiry/context';
import { graphql } from '../../gql';
import type { BrandFacts_BrandFragment } from '../../gql/graphql';
import { scrollToSection } from './scroll';

export const BrandFactsFragment = graphql(`
  fragment BrandFacts_brand on Brand {
    id
    name
    certified
    claimed
    phone
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
    <div style={{ display: 'flex', minWidth: 0 }}>
      <dt style={{ color: '#999', flexShrink: 0 }}>{label}：</dt>
      <dd style={{ margin: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{children}</dd>
    </div>
  );
}

const orDash = (v: string | number | null | undefined, unit = '') => (v === null || v === undefined || v === '' ? '—' : `${v}${unit}`);

export function BrandFacts({ brand, enquiryTarget = null }: { brand: BrandFacts_BrandFragment; enquiryTarget?: EnquiryTarget | null }) {
  const { openEnquiry } = useEnquiry();
  const [phoneShown, setPhoneShown] = useState(false);
  return (
    <Box flex="1" minW="0" data-testid="brand-facts">
      <Flex align="center" gap="10px" flexWrap="wrap">
        <Box as="h1" fontSize="24px" fontWeight="bold">
          {brand.name}
        </Box>
        {brand.certified ? (
          <span className="sj-badge-vip" title="认证品牌" style={{ background: '#f5a623', color: '#fff', fontSize: 12, padding: '1px 6px', borderRadius: 2 }}>
            VIP认证
          </span>
        ) : null}
        {brand.claimed ? (
          <span data-testid="claimed" style={{ fontSize: 12, color: '#1a8f3c' }}>
            <span style={{ background: '#1a8f3c', color: '#fff', padding: '1px 6px', borderRadius: 2, marginRight: 6 }}>已认证</span>
            承诺数据真实
          </span>
        ) : (
          <span data-testid="unclaimed" style={{ fontSize: 12, color: '#999' }}>
            数据来源于网络
            <Link to="/brandentry" style={{ color: '#2f6fd6', marginLeft: 8 }}>
              认领品牌
            </Link>
          </span>
        )}
      </Flex>
      {brand.tags.length ? (
        <ul className="sj-list" style={{ display: 'flex', gap: 6, marginTop: 8 }} aria-label="品牌标签">
          {brand.tags.map((t) => (
            <li key={t.id} style={{ border: '1px solid #f3c2c3', color: '#e4393c', fontSize: 12, padding: '0 6px' }}>
              {t.name}
            </li>
          ))}
        </ul>
      ) : null}
      <Box as="dl" display="grid" gridTemplateColumns="1fr 1fr" columnGap="20px" rowGap="8px" mt="14px" fontSize="14px">
        <Fact label="加盟类型">
          <Link to={`/shangji/${brand.category.pinyin}`}>{brand.category.name}</Link>
        </Fact>
        <Fact label="主营产品">{orDash(brand.mainProduct)}</Fact>
        <Fact label="适合人群">{orDash(brand.suitableCrowd)}</Fact>
        <Fact label="品牌发源地">{orDash(brand.origin)}</Fact>
        <Fact label="成立时间">{orDash(brand.foundedYear)}</Fact>
        <Fact label="加盟人数">{orDash(brand.franchiseeCount, '人')}</Fact>
        <Fact label="门店数量">{orDash(brand.shopCount, '家')}</Fact>
        <Fact label="所属公司">{orDash(brand.company)}</Fact>
      </Box>
      <Box mt="14px" bg="#fff6f6" px="12px" py="8px">
        投资金额：<span className="sj-money" style={{ fontSize: 22 }}>{brand.feeBand.name}</span>
      </Box>
      <Flex mt="16px" gap="12px" align="center" flexWrap="wrap">
        {brand.certified ? (
          phoneShown ? (
            <span data-testid="phone" style={{ fontSize: 20, color: '#e4393c', fontWeight: 'bold' }} aria-live="polite">
              {brand.phone || '暂无电话'}
            </span>
          ) : (
            <button type="button" className="sj-btn" onClick={() => setPhoneShown(true)}>
              查看电话
            </button>
          )
        ) : (
          <button type="button" className="sj-btn" onClick={() => (enquiryTarget ? openEnquiry(enquiryTarget) : scrollToSection('message'))}>
            获取资料
          </button>
        )}
        <button type="button" className="sj-btn sj-btn-outline" onClick={() => scrollToSection('message')}>
          在线咨询
        </button>
        {brand.hasPoster ? (
          <Link to={`/haibao/${brand.id}`} style={{ color: '#2f6fd6' }}>
            查看品牌海报
          </Link>
        ) : null}
      </Flex>
    </Box>
  );
}
