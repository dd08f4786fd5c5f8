// A stand-in for the upstream REST service on an ephemeral port: answers wire-format envelopes from
// fixtures, counts requests per path, and can be made slow or broken per path.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type WireBrand, type WireGuestbookItem } from '@shangji/contract';
import { type WireIndexMain, type WireNews, type WireRanking, type WireTopic } from '@shangji/contract';
import { calls } from '@shangji/contract';
import type { WireBrandRecord, WireRecordSummary } from '@shangji/contract';

/**
 * 'breach': the usual answer with its first list item's (or its own) `title` renamed `name`, breaking
 * the contract; 'unmasked': the usual answer with `data.mobile` whole (an enquiry's phone unmasked).
 */
// specOnly: the answer without the fields beside SPEC §7 (an upstream that does not send them).
export type Behaviour = 'ok' | 'slow' | 'error500' | 'breach' | 'unmasked' | 'specOnly';

export interface SeenRequest {
  method: string;
  path: string;
  params: URLSearchParams;
  token: string | undefined;
  cookie: string | undefined;
  forwardedFor: string | undefined;
}

export const brandOne: WireBrand = {
  id: 1,
  title: '蜜雪冰城',
  description: '平价茶饮',
  thumb: '/media/brand/1/thumb.svg',
  slideshow: ['/media/brand/1/s1.svg', '/media/brand/1/s2.svg'],
  slideshowThumb: ['/media/brand/1/t1.svg'],
  isvip: 1,
  feeid: 2,
  feeidName: '10-20万',
  cid: 12,
  cidName: '茶饮',
  cidOne: 1,
  cidgl: [{ id: 1, name: '餐饮', pinyin: 'canyin' }, { id: 12, name: '茶饮', pinyin: 'chayin' }],
  regionid: 410100,
  regionidName: '郑州',
  idenidName: [{ id: 3, name: '新品牌' }],
  product: '奶茶',
  company: '蜜雪冰城股份有限公司',
  phone: '400-000-0000',
  mid: 77,
  content: '<p>介绍<script>alert(1)</script><img src="javascript:x" onerror="y"></p>',
  guestbook: 'ok',
  pcposter: '[{"url":"/media/p.svg","text":"海报"}]',
};

const classify = { classifyList: [{ id: 1, name: '餐饮', pinyin: 'canyin', children: [{ id: 12, name: '茶饮', pinyin: 'chayin' }] }], feeidList: [], regionidList: [], idenidList: [] };

const guestbook: WireGuestbookItem[] = [{ id: 5, name: '张三丰', title: '13812345678 咨询蜜雪冰城', addtime: '1分钟前' }];

export const newsOne: WireNews = {
  id: 9, title: '新闻', description: '', thumb: '', addtime: 0, addtime_md: '01-02', addtimes: '2026-01-02 10:00',
  count: 12, content: '<p>正文</p>', cidgl: [], pageinfo: { prev: null, next: { id: 10, title: '下一篇' } }, news: [], zhaoshang: [],
};

export const topicOne: WireTopic = {
  id: 4, title: '专题', description: '', thumb: '', addtime: 0, addtime_md: '01-02', addtimes: '2026-01-02 10:00', zhaoshangList: [brandOne],
  zhuanti: [], pageinfo: { prev: null, next: null }, cidgl: [],
};

export const rankingOne: WireRanking = { id: 1, cid: null, title: '综合热度榜', description: '', keyword: '', list: [brandOne], method: '得分 = 浏览量。', scores: [1234], sponsored: [] };

const ad = { href: 'https://www.example.com/ad/1', litpic: '/media/banner/1.svg', title: '广告' };

const indexMain: WireIndexMain = {
  getClassify: [{ id: 1, name: '餐饮', pinyin: 'canyin', title: '餐饮加盟', children: [], zhaoshang: [brandOne] }],
  getBanner: [ad],
  getTopData: { news: [newsOne], zhaoshang: [brandOne], zhuanti: [topicOne] },
  getTopBanner: [ad],
  getTopZhaoshang: [brandOne],
  getNews: [newsOne],
  getVip: [brandOne],
  getHotZhaoshang: [brandOne],
  getZhaoshangSort: [{ id: 1, name: '餐饮', pinyin: 'canyin', list: [brandOne] }],
  getZhuanti: [topicOne],
  getPaihang: [rankingOne],
  getFenleiData: [{ id: 1, name: '餐饮美食', tabs: [{ id: 11, cid: 1, name: '餐饮', pinyin: 'canyin', hotlist: [brandOne], hotlist2: [] }] }],
};

/** The poster of brand 1: a plain image, a video link and a page link (SPEC /haibao). */
export const posterItems = [
  { url: '/media/poster/1-1.svg', text: '' },
  { url: '/media/poster/1-2.svg', text: 'https://video.example.com/intro.MP4' },
  { url: '/media/poster/1-3.svg', text: 'https://www.example.com/brand/1' },
  { url: '/media/poster/1-4.svg', text: 'ftp://example.com/a.mp4' },
];


/** Brand 1's public record: filed, company known, nothing else read yet (every other check unknown). */
export const recordOne: WireBrandRecord = {
  brandId: 1,
  asOf: '2026-11-20',
  filing: { status: 'filed', number: '0410100011100001', company: brandOne.company ?? '', filedOn: '2012-05-02', franchisingBegan: '2012-04-20', source: '商务部商业特许经营信息管理系统', readOn: '2026-11-20' },
  company: { name: brandOne.company ?? '', registeredOn: '2008-03-01', ageYears: 18, brandCount: 1, industryCount: 1, source: '国家企业信用信息公示系统', readOn: '2026-11-20' },
  twoStores: { now: 'unknown', atStart: 'unknown', directQualifiedNow: 0, directQualifiedAtStart: null },
  ledger: { openNow: 0, directOpen: 0, franchisedOpen: 0, closedTotal: 0, quarters: [], closureRate12: null, closureRate24: null, survival24: null, survivalCohort: 0, source: '品牌门店登记', readOn: '2026-11-20' },
  costs: { items: [], economics: null, source: '特许经营信息披露', readOn: '2026-11-20' },
  enquiries: { last12Months: 0, source: '本站咨询记录', readOn: '2026-11-20' },
  checks: [{ code: 'filing', state: 'pass', detail: '已在商务部备案' }],
};

const summaryOf = (id: number): WireRecordSummary => ({ id, filing: id === 1 ? 'filed' : 'unknown', twoStoresAtStart: 'unknown', flags: [] });

type Answer = { code: number; msg: string; data: unknown };

function answer(path: string, params: URLSearchParams): Answer {
  const ok = (data: unknown): Answer => ({ code: 200, msg: 'ok', data });
  switch (path) {
    case calls.brandShow.path:
      return params.get('id') === '1' ? ok(brandOne) : { code: 400, msg: '数据不存在', data: [] };
    case calls.relatedData.path:
      if (params.get('type') === 'news') return ok([{ id: 9, title: '新闻', description: '', thumb: '', addtime: 0, addtime_md: '01-02', addtimes: '2026-01-02 10:00' }]);
      return ok([brandOne]);
    case calls.randomBrands.path:
    case calls.relatedBrands.path:
    case calls.topBrands.path:
      return ok([brandOne]);
    case calls.guestbook.path:
      return ok(guestbook);
    case calls.brandMain.path:
      return ok({ banner1: [ad], banner2: [], listinfo: [], vip: { list: [brandOne], new: [], top: [] } });
    case calls.classify.path:
      return ok(classify);
    case calls.brandList.path:
      return ok({ ...classify, listinfo: [brandOne], totalcount: 1, category: null, records: [summaryOf(brandOne.id)] });
    case calls.recordListCounts.path:
      return ok({ filed: 1, twoStores: 0 });
    // The enquiry calls: a 400 with the upstream's Chinese msg for a malformed phone, like the real one.
    case calls.sendCode.path:
      return /^1\d{10}$/.test(params.get('account') ?? '') ? { code: 200, msg: '验证码已发送，请注意查收', data: null } : { code: 400, msg: '请输入正确的手机号码', data: null };
    case calls.checkCaptcha.path:
      return params.get('code') === '1234' ? { code: 200, msg: '验证通过', data: null } : { code: 400, msg: '图片验证码错误或已失效，请刷新图片后重试', data: null };
    case calls.enquiryFirst.path:
    case calls.enquiryReturning.path: {
      // The stored enquiry comes back like the upstream's: phone masked, no name or message.
      const mobile = params.get('mobile') ?? '';
      const lead = params.get('typeid') === '2';
      const data = { id: 41, aid: lead ? null : Number(params.get('aid')), typeid: Number(params.get('typeid') ?? 1), title: lead ? '品牌营销' : '蜜雪冰城', addtime: 1_763_800_000, address: params.get('address') ?? '', mobile: `${mobile.slice(0, 3)}****${mobile.slice(7)}`, status: 'received', recipient: lead ? '本站自己的品牌营销顾问' : '本站自己的加盟顾问' };
      return { code: 200, msg: '提交成功，我们会尽快与您联系', data };
    }
    case calls.mapData.path:
      return ok({ listinfo: [], total: 0, region: { lng: 0, lat: 0, city: '' }, topData: [], shopArr: [] });
    case calls.indexMain.path:
      return ok(indexMain);
    case calls.newData.path:
      return ok(indexMain.getTopData);
    case calls.links.path:
      return ok([{ name: '友情链接', links: [{ title: 'A', url: 'https://a.example.com', weight: 1 }, { title: 'B', url: 'https://b.example.com', weight: 0 }] }]);
    case calls.cidSearch.path:
      return ok({ classify: [{ id: 1, name: '餐饮', pinyin: 'canyin' }], hotSearch: [{ id: 1, title: '奶茶' }] });
    case calls.cidBrandNav.path:
      return ok(indexMain.getClassify);
    case calls.tradeBrandTop.path:
      return ok(indexMain.getZhaoshangSort);
    case calls.adG01.path:
    case calls.adG02.path:
      return ok([ad]);
    // Vouches only for addresses the site publishes (the ad and the friendly links), like the real one.
    case calls.skipAd.path: {
      const known = [ad.href, 'https://a.example.com', 'https://b.example.com', 'javascript:alert(1)'];
      const url = params.get('url') ?? '';
      return known.includes(url) ? ok(url) : { code: 400, msg: '参数错误', data: null };
    }
    case calls.menu.path:
      return ok([{ id: 70, name: '行业精选', pinyin: 'hangye', url: '/news/hangye' }]);
    case calls.topList.path:
      return ok({ listinfo: [rankingOne], totalcount: 11, category: null });
    case calls.newsShow.path:
      return params.get('id') === '9' ? ok(newsOne) : { code: 400, msg: '数据不存在', data: [] };
    case calls.topicShow.path:
      return params.get('id') === '4' ? ok(topicOne) : { code: 400, msg: '数据不存在', data: [] };
    case calls.topShow.path:
      return params.get('id') === '1' ? ok(rankingOne) : { code: 400, msg: '数据不存在', data: [] };
    case calls.brandPoster.path:
      return params.get('id') === '1' ? ok({ zhaoshang: brandOne, items: posterItems }) : { code: 400, msg: '数据不存在', data: [] };
    case calls.recordBrand.path:
      return params.get('id') === '1' ? ok(recordOne) : { code: 400, msg: '数据不存在', data: [] };
    case calls.recordSummaries.path:
      return ok((params.get('ids') ?? '').split(',').filter(Boolean).map(Number).map(summaryOf));
    // The brand page's 平均响应时间 (brandResponse): brand 1 answered 12 leads.
    case calls.brandResponse.path:
      return params.get('id') === '1'
        ? ok({ brand_id: 1, leads: 12, median_first_view: 720, median_first_contact: 12_600, as_of: Math.floor(Date.now() / 1000) })
        : { code: 400, msg: '该项目不存在或已下架', data: null };
    default:
      return { code: 404, msg: 'no route', data: null };
  }
}

function breach(body: { data?: unknown }): void {
  const target = (Array.isArray(body.data) ? body.data[0] : body.data) as Record<string, unknown> | undefined;
  if (target && 'title' in target) {
    target.name = target.title;
    delete target.title;
  }
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of req) body += String(chunk);
  return body;
}

export interface FakeUpstream {
  url: string;
  seen: SeenRequest[];
  /** Requests so far to one path. */
  count(path: string): number;
  /** Changes how one path (or every path, with '*') answers from now on. */
  behave(path: string, behaviour: Behaviour): void;
  close(): Promise<void>;
}

export async function startFakeUpstream(): Promise<FakeUpstream> {
  const seen: SeenRequest[] = [];
  const behaviours = new Map<string, Behaviour>();
  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const params = req.method === 'POST' ? new URLSearchParams(await bodyOf(req)) : url.searchParams;
      const token = req.headers.token;
      const header = (name: string) => (typeof req.headers[name] === 'string' ? (req.headers[name] as string) : undefined);
      // Every gateway polls the content change feed (server/src/content-feed.ts): nothing ever changes
      // here, and its polls are not the requests a test counts.
      if (url.pathname === calls.contentChanges.path) {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 200, msg: 'success', data: { seq: 0, changes: [] } }));
        return;
      }
      seen.push({ method: req.method ?? '', path: url.pathname, params, token: typeof token === 'string' ? token : undefined, cookie: header('cookie'), forwardedFor: header('x-forwarded-for') });
      const behaviour = behaviours.get(url.pathname) ?? behaviours.get('*') ?? 'ok';
      if (behaviour === 'slow') await new Promise((r) => setTimeout(r, 3000));
      if (behaviour === 'error500') {
        res.writeHead(502).end('Bad Gateway');
        return;
      }
      if (url.pathname === calls.captcha.path) {
        // A new session cookie only when the visitor has none, like the upstream's sessionOf.
        const headers: Record<string, string> = { 'content-type': 'image/svg+xml', 'cache-control': 'no-store' };
        if (!header('cookie')?.includes('sj_sid=')) headers['set-cookie'] = 'sj_sid=fake-session; Path=/; HttpOnly; SameSite=Lax';
        res.writeHead(200, headers).end('<svg xmlns="http://www.w3.org/2000/svg"><text>AB12</text></svg>');
        return;
      }
      if (url.pathname.startsWith('/media/')) {
        res.writeHead(200, { 'content-type': 'image/svg+xml' }).end('<svg/>');
        return;
      }
      // The answers hold this module's fixtures by reference: a behaviour that edits one edits a copy, or
      // every later answer in this process (other test files, when not isolated) would carry the edit.
      const plain = answer(url.pathname, params);
      const body = behaviour === 'ok' || behaviour === 'slow' ? plain : structuredClone(plain);
      if (behaviour === 'breach') breach(body);
      if (behaviour === 'specOnly' && body.data && typeof body.data === 'object') delete (body.data as Record<string, unknown>).records;
      if (behaviour === 'unmasked' && body.data && typeof body.data === 'object') Object.assign(body.data, { mobile: params.get('mobile') });
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    })();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    count: (path) => seen.filter((s) => s.path === path).length,
    behave: (path, behaviour) => void behaviours.set(path, behaviour),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
