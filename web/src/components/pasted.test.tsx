// Pasted markup (decision 0137): a page whose chrome is pasted from kept markup is byte for byte the page
// rendered in full (what the browser hydrates against), cold or warm, for every current section; a key
// never serves another page's variant; kept content is not rendered again; and a nested render leaves the
// outer render's own ids alone. Markup kept per data object (markupOwner, decision 0152): once per object,
// never served for another; the store ledger, the passport and the side column's lists pasted so are
// what they render in full.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { useId, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SiteConfigContext } from '../app-context';
import type { SiteConfig } from '../hydration';
import { createMarkupCache } from '../server-markup';
import { MarkupCacheContext, Pasted, type MarkupCache } from './Pasted';
import { SiteFooter } from './SiteFooter';
import { SiteHeader, type HotSearchItem } from './SiteHeader';
import { PlainLinksContext } from './plain-links';
import { Passport, type PassportRecord } from '../routes/brand-detail/Passport';
import type { ResponseTime } from '../routes/brand-detail/response-time';
import { StoreLedger } from '../routes/brand-detail/StoreLedger';
import { SideColumn, type SideColumnData } from '../routes/brand-detail/SideColumn';
import type { StoreLedger_RecordFragment } from '../gql/graphql';
import { TopBar } from './TopBar';

const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
const config: SiteConfig = {
  siteUrl: 'https://www.shangji.test',
  mobileSiteUrl: 'https://m.shangji.test',
  links: {
    wechatQrUrl: 'https://weixin.qq.com/r/shangji',
    miniProgramQrUrl: 'https://mp.shangji.test/app',
    salesQrUrl: '',
    brandPortalUrl: '',
    merchantCenterUrl: '',
    courseUrl: '',
    claimUrl: '',
  },
};
const industries = [
  { id: '1', name: '餐饮', pinyin: 'canyin' },
  { id: '2', name: '教育', pinyin: 'jiaoyu' },
];
const hot: HotSearchItem[] = [
  { id: '7', title: '奶茶' },
  { id: '8', title: '火锅 & 串串' },
];

function chrome(path: string, hotSearches: HotSearchItem[] = hot, siteConfig: SiteConfig = config): ReactNode {
  return (
    <ApolloProvider client={client}>
      <SiteConfigContext.Provider value={siteConfig}>
        <MemoryRouter initialEntries={[path]}>
          <TopBar />
          <SiteHeader industries={industries} hotSearches={hotSearches} />
          <main>正文</main>
          <SiteFooter />
        </MemoryRouter>
      </SiteConfigContext.Provider>
    </ApolloProvider>
  );
}
const pasting = (cache: MarkupCache, node: ReactNode) => renderToString(<MarkupCacheContext.Provider value={cache}>{node}</MarkupCacheContext.Provider>);

describe('the chrome, pasted', () => {
  it.each(['/', '/shangji/12', '/news', '/news/zhidao', '/top', '/aboutus'])('writes the bytes it renders in full at %s, cold and warm', (path) => {
    const full = renderToString(chrome(path));
    const cache = createMarkupCache();
    expect(pasting(cache, chrome(path))).toBe(full);
    expect(pasting(cache, chrome(path))).toBe(full);
  });

  it('serves each variant by its own key: another current section, other hot searches, other codes', () => {
    const cache = createMarkupCache();
    pasting(cache, chrome('/news'));
    expect(pasting(cache, chrome('/shangji/1'))).toBe(renderToString(chrome('/shangji/1')));
    const otherHot = [{ id: '9', title: '烘焙' }];
    expect(pasting(cache, chrome('/shangji/1', otherHot))).toBe(renderToString(chrome('/shangji/1', otherHot)));
    const otherCodes = { ...config, links: { ...config.links, wechatQrUrl: 'https://weixin.qq.com/r/other' } };
    const page = pasting(cache, chrome('/shangji/1', hot, otherCodes));
    expect(page).toBe(renderToString(chrome('/shangji/1', hot, otherCodes)));
    expect(page).toContain('data-qr-value="https://weixin.qq.com/r/other"');
  });
});

describe('Pasted', () => {
  it('renders kept content once, and its children as usual without a cache (the browser)', () => {
    let renders = 0;
    function Content({ text }: { text: string }) {
      renders++;
      return <b>{text}</b>;
    }
    const tree = (
      <Pasted as="div" className="x" markupKey="k">
        <Content text="甲 & 乙" />
      </Pasted>
    );
    const cache = createMarkupCache();
    expect(pasting(cache, tree)).toBe('<div class="x"><b>甲 &amp; 乙</b></div>');
    expect(pasting(cache, tree)).toBe('<div class="x"><b>甲 &amp; 乙</b></div>');
    expect(renders).toBe(1);
    expect(renderToString(tree)).toBe('<div class="x"><b>甲 &amp; 乙</b></div>');
    expect(renders).toBe(2);
  });

  it('leaves the ids of the render around a cold paste as they are in a full render', () => {
    function Labelled() {
      const id = useId();
      return <label htmlFor={id}>{id}</label>;
    }
    const tree = (
      <section>
        <Labelled />
        <Pasted as="div" markupKey="ids">
          <span>固定</span>
        </Pasted>
        <Labelled />
      </section>
    );
    expect(pasting(createMarkupCache(), tree)).toBe(renderToString(tree));
  });
});

describe('Pasted with a data owner', () => {
  it('keeps markup per owner object: the same answer renders once, another answer (or another key) again', () => {
    let renders = 0;
    function Row({ row }: { row: { name: string } }) {
      renders++;
      return <i>{row.name}</i>;
    }
    const tree = (row: { name: string }, key = 'row') => (
      <Pasted as="div" markupKey={key} markupOwner={row}>
        <Row row={row} />
      </Pasted>
    );
    const cache = createMarkupCache();
    const first = { name: '一号' };
    expect(pasting(cache, tree(first))).toBe('<div><i>一号</i></div>');
    expect(pasting(cache, tree(first))).toBe('<div><i>一号</i></div>');
    expect(renders).toBe(1);
    // An equal object is another answer: rendered for itself, never served the first one's markup.
    const changed = { name: '二号' };
    expect(pasting(cache, tree(changed))).toBe('<div><i>二号</i></div>');
    expect(pasting(cache, tree(first, 'other'))).toBe('<div><i>一号</i></div>');
    expect(renders).toBe(3);
  });
});

describe('the store ledger, pasted per public-record answer', () => {
  const record: StoreLedger_RecordFragment = {
    __typename: 'PublicRecord',
    ledger: {
      __typename: 'StoreLedger',
      openNow: 3,
      directOpen: 2,
      franchisedOpen: 1,
      closedTotal: 1,
      closureRate12: 0.25,
      closureRate24: null,
      survival24: null,
      survivalCohort: 0,
      chartSvg: '<svg viewBox="0 0 10 10"><text>开店 &amp; 关店</text></svg>',
      quarters: [
        { __typename: 'LedgerQuarter', quarter: '2026Q2', directOpened: 1, franchisedOpened: 0, directClosed: 0, franchisedClosed: 1, openAtEnd: 3 },
        { __typename: 'LedgerQuarter', quarter: '2026Q3', directOpened: 0, franchisedOpened: 1, directClosed: 0, franchisedClosed: 0, openAtEnd: 3 },
      ],
      source: { __typename: 'FactSource', name: '本站门店台账', readOn: '2026-11-30' },
    },
    enquiries: { __typename: 'EnquiryCount', last12Months: 12 },
  };
  // The brand page renders its sections inside plain links and a router (route.tsx).
  const page = (brandName: string) => (
    <MemoryRouter initialEntries={['/shangji/1']}>
      <PlainLinksContext value={true}>
        <StoreLedger record={record} brandName={brandName} />
      </PlainLinksContext>
    </MemoryRouter>
  );

  it('writes the bytes it renders in full, cold and warm, its map link a plain link', () => {
    const full = renderToString(page('火锅 & 串串'));
    // A plain anchor (a router <Link> would add data-discover): the page's own links are plain here.
    expect(full).toContain('<a href="/map/_%E7%81%AB%E9%94%85%20%26%20%E4%B8%B2%E4%B8%B2">在地图上查看<!-- -->3<!-- -->家门店</a>');
    const cache = createMarkupCache();
    expect(pasting(cache, page('火锅 & 串串'))).toBe(full);
    expect(pasting(cache, page('火锅 & 串串'))).toBe(full);
  });

  it('renders again for another brand name over the same answer', () => {
    const cache = createMarkupCache();
    pasting(cache, page('甲'));
    expect(pasting(cache, page('乙'))).toBe(renderToString(page('乙')));
  });
});

describe('the passport, its checks and facts pasted per public-record answer', () => {
  const source = { __typename: 'FactSource' as const, name: '商务部商业特许经营信息管理系统', readOn: '2026-11-30' };
  const record: PassportRecord = {
    __typename: 'PublicRecord',
    asOf: '2026-11-30',
    filing: { __typename: 'Filing', status: 'FILED', number: '0210100111600001', company: '成都云宝餐饮管理有限公司', filedOn: '2019-05-01', franchisingBegan: '2019-06-01', source },
    company: { __typename: 'CompanyRecord', name: '成都云宝餐饮管理有限公司', registeredOn: null, ageYears: null, brandCount: 2, industryCount: 1, source },
    twoStores: { __typename: 'TwoStoresRule', now: 'PASS', atStart: 'UNKNOWN', directQualifiedNow: 3, directQualifiedAtStart: null },
    checks: [
      { __typename: 'TrustCheck', code: 'CLOSURE_RATE', name: '闭店率', flagLabel: '闭店率偏高', state: 'PASS', detail: '近12个月闭店率 4.0%', factAnchor: 'trust-ledger' },
      { __typename: 'TrustCheck', code: 'TWO_STORES_AT_START', name: '两店一年（开始时）', flagLabel: '两店一年存疑', state: 'UNKNOWN', detail: '未知 & 待查', factAnchor: 'trust-two-stores' },
    ],
    redFlags: [],
  } as PassportRecord;
  const response = (leads: number): ResponseTime => ({
    __typename: 'BrandResponseTime',
    leads,
    windowDays: 90,
    enoughData: leads >= 5,
    medianFirstViewMinutes: leads >= 5 ? 42 : null,
    medianFirstContactMinutes: leads >= 5 ? 180 : null,
    asOf: '2026-11-30',
    source: '本站留言记录',
  });
  const section = (r: ResponseTime | null) => (
    <section id="passport">
      <Passport record={record} response={r} />
    </section>
  );

  it('writes the bytes it renders in full, cold and warm, and renders again for another response time', () => {
    const cache = createMarkupCache();
    for (const r of [response(12), response(12), null, response(2)]) expect(pasting(cache, section(r))).toBe(renderToString(section(r)));
    expect(pasting(cache, section(response(12)))).toContain('首次查看');
  });
});

describe('the side column, its 相关品牌 and 相关资讯 pasted per sidebar answer', () => {
  const brand = (id: string, name: string) => ({
    __typename: 'Brand' as const,
    id,
    name,
    thumbnail: `/img/${id}.jpg`,
    feeBand: { __typename: 'FeeBand' as const, id: '2', name: '5-10万' },
  });
  const sidebar: NonNullable<SideColumnData['sidebar']> = {
    __typename: 'Query',
    similarBrands: [brand('1', '一号 & 火锅'), brand('2', '二号'), brand('3', '三号')],
    relatedNews: [{ __typename: 'News', id: '40', title: '加盟 <前> 先看备案', publishedMonthDay: '11-30' }],
    enquiryTicker: [],
  } as NonNullable<SideColumnData['sidebar']>;
  // The brand page renders its side column inside plain links and a router (route.tsx).
  const column = (brandId: string, data?: SideColumnData) => (
    <MemoryRouter initialEntries={[`/shangji/${brandId}`]}>
      <PlainLinksContext value={true}>
        <SideColumn brandId={brandId} data={data} />
      </PlainLinksContext>
    </MemoryRouter>
  );

  it('writes the bytes it renders in full, cold and warm, for each brand over one answer', () => {
    const cache = createMarkupCache();
    const data = { sidebar, guess: [] };
    for (const id of ['1', '1', '2', '3']) expect(pasting(cache, column(id, data))).toBe(renderToString(column(id, data)));
    // Each brand's own list: itself left out, the others as plain links.
    const second = pasting(cache, column('2', data));
    expect(second).toContain('<a href="/shangji/1" class="sj-name">一号 &amp; 火锅</a>');
    expect(second).not.toContain('href="/shangji/2"');
    expect(second).toContain('<a href="/news/40">加盟 &lt;前&gt; 先看备案</a>');
  });

  it('says 暂无数据 when the sidebar failed or is empty, and renders another answer for itself', () => {
    const cache = createMarkupCache();
    const empty = { ...sidebar, similarBrands: [brand('1', '一号')], relatedNews: [] };
    for (const data of [{ sidebar: null, guess: [] }, { sidebar: empty, guess: [] }]) {
      const page = pasting(cache, column('1', data));
      expect(page).toBe(renderToString(column('1', data)));
      expect(page.match(/暂无数据/g)?.length).toBeGreaterThanOrEqual(2);
    }
    const changed = { ...sidebar, similarBrands: [brand('1', '一号'), brand('5', '五号')] };
    pasting(cache, column('1', { sidebar, guess: [] }));
    expect(pasting(cache, column('1', { sidebar: changed, guess: [] }))).toContain('五号');
  });
});
