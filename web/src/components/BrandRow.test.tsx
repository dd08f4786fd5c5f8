import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { BrandCard_BrandFragment, BrandRow_BrandFragment } from '../gql/graphql';
import { BrandCard } from './BrandCard';
import { BrandRow } from './BrandRow';

const target = { __typename: 'EnquiryTarget' as const, brandId: '7', categoryId: '3', merchantId: '0', url: 'https://www.example.com/shangji/7', title: '茶颜', investment: '10-20万', recipient: '本站自己的加盟顾问', recipientContact: '经本站客服热线400-100-8090转达' };
const row: BrandRow_BrandFragment = {
  __typename: 'Brand',
  id: '7',
  name: '茶颜',
  thumbnail: '/media/7.jpg',
  certified: true,
  tags: [{ __typename: 'Tag', id: '1', name: '新品牌' }, { __typename: 'Tag', id: '2', name: '低成本' }],
  headquarters: { __typename: 'Region', id: '44', name: '长沙' },
  category: { __typename: 'Category', id: '3', name: '饮品', pinyin: 'yinpin' },
  mainProduct: '奶茶',
  company: '某某餐饮管理有限公司',
  feeBand: { __typename: 'FeeBand', id: '2', name: '10-20万' },
  enquiryTarget: target,
  redFlags: [],
};

const html = (node: React.ReactNode) =>
  renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>).replaceAll(' data-discover="true"', '');

describe('BrandRow', () => {
  it('shows a badge per red flag, linking to the fact on the brand page, and none without flags', () => {
    expect(html(<BrandRow brand={row} />)).not.toContain('red-flags');
    const out = html(<BrandRow brand={{ ...row, redFlags: [{ __typename: 'RedFlag', code: 'FILING', label: '未备案' }] }} />);
    expect(out).toMatch(/<a href="\/shangji\/7#trust-filing"[^>]*>⚠ 未备案<\/a>/);
  });

  it('shows every field of a list row (SPEC §2 /shangji/all)', () => {
    const out = html(<BrandRow brand={row} />);
    expect(out).toContain('<a id="brand-row-7" href="/shangji/7">茶颜</a>');
    expect(out).toContain('VIP认证');
    expect(out).toContain('<li>新品牌</li><li>低成本</li>');
    expect(out).toContain('<dt>总部：</dt><dd>长沙</dd>');
    expect(out).toContain('<a href="/shangji/yinpin">饮品</a>');
    expect(out).toContain('<dd>奶茶</dd>');
    expect(out).toContain('<dd>某某餐饮管理有限公司</dd>');
    expect(out).toContain('投资金额：<span class="sj-money">10-20万</span>');
    expect(out).toMatch(/<button type="button" class="sj-btn" aria-haspopup="dialog">在线咨询<span class="sj-sr-only">茶颜<\/span><\/button>/);
    expect(out).toContain('src="/media/7.jpg"');
  });

  it('leaves out the badge, tags and consult button when the brand has none', () => {
    const out = html(<BrandRow brand={{ ...row, certified: false, tags: [], headquarters: null, enquiryTarget: null }} />);
    expect(out).not.toContain('VIP认证');
    expect(out).not.toContain('品牌标签');
    // The one button left is 加入对比: any brand can be compared.
    expect(out).not.toContain('在线咨询');
    expect(out.match(/<button/g)).toHaveLength(1);
    expect(out).toContain('aria-label="加入对比：');
    expect(out).toContain('<dt>总部：</dt><dd>—</dd>');
  });

  it('offers 加入对比, unpressed on the server (the shortlist lives in the browser)', () => {
    const out = html(<BrandRow brand={row} />);
    expect(out).toContain(`aria-label="加入对比：${row.name}"`);
    expect(out).toContain('aria-pressed="false"');
    expect(out).toContain('＋ 加入对比');
  });
});

describe('BrandCard', () => {

  const card: BrandCard_BrandFragment = {
    __typename: 'Brand',
    id: '7',
    name: '茶颜',
    thumbnail: '/media/7.jpg',
    company: '某某公司',
    feeBand: { __typename: 'FeeBand', id: '2', name: '10-20万' },
    enquiryTarget: target,
  };
  it('shows name, investment, company, consult button and a view-details link', () => {
    const out = html(<BrandCard brand={card} />);
    expect(out).toContain('<a href="/shangji/7">茶颜</a>');
    expect(out).toContain('投资金额：<span class="sj-money">10-20万</span>');
    expect(out).toContain('公司：某某公司');
    expect(out).toContain('在线咨询');
    expect(out).toContain('<h3 class="sj-brand-card-title" id="brand-card-7">');
    expect(out).toContain('<a class="sj-btn sj-btn-outline" href="/shangji/7">查看详情<span class="sj-sr-only">茶颜</span></a>');
  });
  it("takes the page's own consult action, heading level and company label (a news article's brand)", () => {
    const out = html(<BrandCard brand={card} heading="h2" companyLabel="公司名称" consult={<button type="button">去留言</button>} />);
    expect(out).toContain('<h2 class="sj-brand-card-title" id="brand-card-7">');
    expect(out).toContain('公司名称：某某公司');
    expect(out).toContain('<button type="button">去留言</button>');
    expect(out).not.toContain('aria-haspopup');
    // No consult action at all where the brand takes no enquiries.
    expect(html(<BrandCard brand={card} consult={null} />)).not.toContain('<button');
  });
});
