// Articles and topics in the back office (docs/decisions/0122), over HTTP as the gateway calls them, and
// the public calls a visitor's pages make: a draft is nowhere public; published, it is in the lists,
// search, the sitemap and its detail, with a recorded content change; scheduled, it appears only once the
// sweep passes its time (a moved clock, never a sleep); unpublished, its detail answers "not found"
// (the page's 404) and it leaves every list. Roles other than ops and admin are refused, each recorded.
// Uploads: decoded, metadata stripped, SVG and non-images and oversized files refused. PGlite, and
// PostgreSQL with TEST_DATABASE_URL.
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, wireArticle, wireArticlePage, wireUploadedImage, type WireArticle } from '@shangji/contract';
import { buildUpstream } from '../../app';
import type { Database } from '../../db/database';
import { prepareDatabase } from '../../db/prepare';
import { adminCall, testAccount, type TestAccount } from '../../leads/testing';
import { backends, openBackend, TEST_SEED } from '../../test/harness';
import { UPLOAD_MAX_BYTES } from './images';
import { publishDue } from './store';

const refused = { code: 403, msg: '无权访问', data: null };

describe.each(backends)('back-office articles and topics (%s)', (kind) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let app: FastifyInstance;
  let t = Date.UTC(2031, 2, 1, 2);
  const now = () => t;
  let ops: TestAccount;
  let admin: TestAccount;
  let others: [string, TestAccount][];
  let brand: { id: number; title: string };
  let menu: { id: number; pinyin: string };
  let sub: { id: number };

  const call = <T = unknown>(who: TestAccount | null, name: keyof typeof calls, params: Record<string, string | number> = {}) => {
    const c = calls[name] as { method: 'GET' | 'POST'; path: string };
    return adminCall<T>(app, who?.token ?? null, c.method, c.path, params);
  };
  const pub = async <T = any>(name: keyof typeof calls, params: Record<string, string | number> = {}) => {
    const qs = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
    const res = await app.inject({ method: 'GET', url: `${calls[name].path}${qs ? `?${qs}` : ''}` });
    return res.json() as { code: number; msg: string; data: T };
  };
  const changes = async (k: string, ref: number) =>
    (await db.query<{ n: number }>('select count(*)::int as n from content_change where kind = $1 and ref = $2', [k, String(ref)]))[0]!.n;
  const audits = async (action: string, subject: string) =>
    (await db.query<{ n: number }>('select count(*)::int as n from audit_event where action = $1 and subject = $2', [action, subject]))[0]!.n;
  const sitemapNewsIds = async () => {
    const ids: number[] = [];
    for (let page = 1; ; page++) {
      const l = (await pub<{ listinfo: { id: number }[] }>('sitemapList', { type: 'news', page })).data.listinfo;
      ids.push(...l.map((r) => r.id));
      if (l.length < 50_000) return ids;
    }
  };
  const newsTotal = async () => (await pub<{ sections: { type: string; total: number }[] }>('sitemapMain')).data.sections.find((s) => s.type === 'news')!.total;

  /** A saved draft article. */
  const draft = async (title: string, extra: Record<string, string | number> = {}) => {
    const r = await call<WireArticle>(ops, 'adminSaveArticle', {
      kind: 'article', title, content: '<p>正文<strong>加粗</strong></p>', description: '摘要', keywords: '火锅,加盟', category_id: menu.id, brands: String(brand.id), ...extra,
    });
    expect(r.code, r.msg).toBe(200);
    wireArticle.parse(r.data);
    return r.data;
  };

  beforeAll(async () => {
    ({ db, dispose } = await openBackend(kind));
    await prepareDatabase(db, { seed: TEST_SEED, scale: 'small' });
    app = await buildUpstream({ db, enquiry: { now } });
    [brand] = (await db.query<{ id: number; title: string }>('select id, title from brand order by id limit 1')) as [typeof brand];
    [menu] = (await db.query<{ id: number; pinyin: string }>('select id, pinyin from menu where pid = 69 order by sort, id limit 1')) as [typeof menu];
    [sub] = (await db.query<{ id: number }>('select id from category where pid <> 0 order by id limit 1')) as [typeof sub];
    ops = await testAccount(db, { staff: 'ops' }, t);
    admin = await testAccount(db, { staff: 'admin' }, t);
    others = [
      ['support', await testAccount(db, { staff: 'support' }, t)],
      ['compliance', await testAccount(db, { staff: 'compliance' }, t)],
      ['brand_admin', await testAccount(db, { brands: [[brand.id, 'brand_admin']] }, t)],
      ['brand_agent', await testAccount(db, { brands: [[brand.id, 'brand_agent']] }, t)],
    ];
  });
  afterAll(async () => {
    await app?.close();
    await dispose?.();
  });

  it('refuses every call to support, compliance and brand roles (recorded), and asks the anonymous to sign in', async () => {
    const a = await draft('角色测试稿');
    const attempts: [keyof typeof calls, Record<string, string | number>][] = [
      ['adminArticles', { kind: 'article' }],
      ['adminArticle', { kind: 'article', id: a.id }],
      ['adminArticleChoices', {}],
      ['adminArticleBrands', { q: '火锅' }],
      ['adminSaveArticle', { kind: 'article', id: a.id, title: '改', category_id: menu.id }],
      ['adminPublishArticle', { kind: 'article', id: a.id }],
      ['adminUnpublishArticle', { kind: 'article', id: a.id }],
      ['adminUploadImage', { data: 'AAAA' }],
    ];
    for (const [role, who] of others) {
      for (const [name, params] of attempts) expect(await call(who, name, params), `${role} ${name}`).toEqual(refused);
      const [{ n }] = (await db.query<{ n: number }>(`select count(*)::int as n from audit_event where action = 'authz.refused' and actor_account = $1`, [who.id])) as [{ n: number }];
      expect(n).toBe(attempts.length);
    }
    for (const [name, params] of attempts) expect((await call(null, name, params)).code).toBe(401);
    expect((await call<WireArticle>(admin, 'adminArticle', { kind: 'article', id: a.id })).data.title).toBe('角色测试稿');
  });

  it('a draft is nowhere public; published it is in the lists, search, sitemap and detail, with its change and audit rows', async () => {
    const before = await newsTotal();
    const a = await draft('测试头条甲乙丙');
    expect(a.status).toBe('draft');
    expect(await audits('article.create', `article:${a.id}`)).toBe(1);
    expect((await pub('newsShow', { id: a.id })).code).toBe(400);
    expect((await pub<{ listinfo: { id: number }[] }>('newsList', { pinyin: menu.pinyin, page: 1 })).data.listinfo.map((n) => n.id)).not.toContain(a.id);
    expect((await pub<{ totalcount: number }>('newsList', { keyword: '测试头条甲乙丙', page: 1 })).data.totalcount).toBe(0);
    expect(await sitemapNewsIds()).not.toContain(a.id);
    expect(await changes('article', a.id)).toBe(0);

    t += 60_000;
    const p = await call<WireArticle>(ops, 'adminPublishArticle', { kind: 'article', id: a.id });
    expect(p.data).toMatchObject({ status: 'published', published: Math.floor(t / 1000) });
    expect(await changes('article', a.id)).toBe(1);
    expect(await audits('article.publish', `article:${a.id}`)).toBe(1);
    const shown = await pub<{ title: string; content: string; zhaoshang: { id: number } }>('newsShow', { id: a.id });
    expect(shown.code).toBe(200);
    expect(shown.data).toMatchObject({ title: '测试头条甲乙丙', content: '<p>正文<strong>加粗</strong></p>', zhaoshang: { id: brand.id } });
    expect((await pub<{ listinfo: { id: number }[] }>('newsList', { pinyin: menu.pinyin, page: 1 })).data.listinfo[0]!.id).toBe(a.id);
    expect((await pub<{ listinfo: { id: number }[] }>('newsList', { keyword: '测试头条甲乙丙', page: 1 })).data.listinfo.map((n) => n.id)).toEqual([a.id]);
    expect((await pub<{ news: { id: number }[] }>('newsMain')).data.news[0]!.id).toBe(a.id);
    expect(await sitemapNewsIds()).toContain(a.id);
    expect(await newsTotal()).toBe(before + 1);
    // Publishing twice is refused in words.
    expect(await call(ops, 'adminPublishArticle', { kind: 'article', id: a.id })).toEqual({ code: 400, msg: '该文章已发布', data: null });

    // Editing a published one changes the site at once: a change, and the sitemap's date moves.
    t += 3600_000;
    const e = await call<WireArticle>(ops, 'adminSaveArticle', { kind: 'article', id: a.id, title: '测试头条甲乙丙（更新）', content: '<p>新的正文</p>', category_id: menu.id });
    expect(e.data.status).toBe('published');
    expect(await changes('article', a.id)).toBe(2);
    expect(await audits('article.update', `article:${a.id}`)).toBe(1);
    expect((await pub<{ content: string }>('newsShow', { id: a.id })).data.content).toBe('<p>新的正文</p>');
    const dated = (await pub<{ listinfo: { id: number; addtime: number }[] }>('sitemapList', { type: 'news', page: 1 })).data.listinfo.find((r) => r.id === a.id);
    expect(dated?.addtime).toBe(Math.floor(t / 1000));

    // Unpublished: not found, out of every list, the search and the sitemap.
    t += 60_000;
    const u = await call<WireArticle>(ops, 'adminUnpublishArticle', { kind: 'article', id: a.id });
    expect(u.data.status).toBe('withdrawn');
    expect(await changes('article', a.id)).toBe(3);
    expect(await audits('article.unpublish', `article:${a.id}`)).toBe(1);
    expect(await pub('newsShow', { id: a.id })).toMatchObject({ code: 400, data: null });
    expect((await pub<{ listinfo: { id: number }[] }>('newsList', { pinyin: menu.pinyin, page: 1 })).data.listinfo.map((n) => n.id)).not.toContain(a.id);
    expect((await pub<{ totalcount: number }>('newsList', { keyword: '测试头条甲乙丙', page: 1 })).data.totalcount).toBe(0);
    expect((await pub<{ news: { id: number }[] }>('newsMain')).data.news.map((n) => n.id)).not.toContain(a.id);
    expect((await pub<{ id: number }[]>('suggest', { table: 'news', keyword: '测试头条甲乙丙' })).data).toEqual([]);
    expect(await sitemapNewsIds()).not.toContain(a.id);
    expect(await newsTotal()).toBe(before);
    expect(await call(ops, 'adminUnpublishArticle', { kind: 'article', id: a.id })).toEqual({ code: 400, msg: '该文章未发布，无需下线', data: null });
  });

  it('a scheduled article appears when the sweep passes its time (a moved clock), with its change then', async () => {
    const a = await draft('定时发布的头条');
    const at = Math.floor(t / 1000) + 3600;
    const s = await call<WireArticle>(ops, 'adminPublishArticle', { kind: 'article', id: a.id, at });
    expect(s.data).toMatchObject({ status: 'scheduled', publish_at: at, published: at });
    expect(await audits('article.schedule', `article:${a.id}`)).toBe(1);
    expect(await changes('article', a.id)).toBe(0);
    t += 1800_000;
    expect(await publishDue(db, t)).toBe(0);
    expect((await pub('newsShow', { id: a.id })).code).toBe(400);
    expect(await sitemapNewsIds()).not.toContain(a.id);
    t += 1800_000;
    expect(await publishDue(db, t)).toBe(1);
    expect(await changes('article', a.id)).toBe(1);
    expect((await pub('newsShow', { id: a.id })).code).toBe(200);
    expect((await pub<{ listinfo: { id: number }[] }>('newsList', { pinyin: menu.pinyin, page: 1 })).data.listinfo[0]!.id).toBe(a.id);
    expect(await sitemapNewsIds()).toContain(a.id);
    expect(await publishDue(db, t + 60_000)).toBe(0);
    // A cancelled schedule goes back to a draft, never shown.
    const b = await draft('取消定时的头条');
    await call(ops, 'adminPublishArticle', { kind: 'article', id: b.id, at: Math.floor(t / 1000) + 60 });
    expect((await call<WireArticle>(ops, 'adminUnpublishArticle', { kind: 'article', id: b.id })).data.status).toBe('draft');
    expect(await publishDue(db, t + 120_000)).toBe(0);
    expect((await pub('newsShow', { id: b.id })).code).toBe(400);
  });

  it('lists drafts first, filters by status and title; refuses bad input in Chinese', async () => {
    const page = await call(ops, 'adminArticles', { kind: 'article', status: 'draft' });
    const p = wireArticlePage.parse(page.data);
    expect(p.items.length).toBeGreaterThan(0);
    expect(p.items.every((i) => i.status === 'draft')).toBe(true);
    const found = wireArticlePage.parse((await call(ops, 'adminArticles', { kind: 'article', q: '定时发布' })).data);
    expect(found.items.map((i) => i.title)).toContain('定时发布的头条');
    const base = { kind: 'article', title: '标题', category_id: menu.id };
    expect((await call(ops, 'adminSaveArticle', { ...base, title: '' })).msg).toBe('请填写标题（不超过80字）');
    expect((await call(ops, 'adminSaveArticle', { ...base, category_id: 999999 })).msg).toBe('请选择分类');
    expect((await call(ops, 'adminSaveArticle', { ...base, thumb: 'https://evil.example.com/x.png' })).msg).toBe('封面图须为本站上传的图片');
    expect((await call(ops, 'adminSaveArticle', { ...base, brands: '1,2' })).msg).toBe('头条只能关联一个品牌');
    expect((await call(ops, 'adminSaveArticle', { ...base, brands: '2000000000' })).msg).toBe('关联品牌不存在');
    expect((await call(ops, 'adminArticle', { kind: 'article', id: 2_000_000_000 })).msg).toBe('文章不存在或已删除');
  });

  it('topics: brands in order, published and withdrawn like articles', async () => {
    const brands = await db.query<{ id: number }>('select id from brand order by id limit 3');
    const s = await call<WireArticle>(ops, 'adminSaveArticle', {
      kind: 'topic', title: '专题测试加盟', description: '专题导语', keywords: '专题', category_id: sub.id, brands: brands.map((b) => b.id).reverse().join(','),
    });
    expect(s.code, s.msg).toBe(200);
    expect(s.data.brands.map((b) => b.id)).toEqual(brands.map((b) => b.id).reverse());
    expect((await pub('topicShow', { id: s.data.id })).code).toBe(400);
    await call(ops, 'adminPublishArticle', { kind: 'topic', id: s.data.id });
    expect(await changes('topic', s.data.id)).toBe(1);
    const shown = await pub<{ title: string; zhaoshangList: { id: number }[] }>('topicShow', { id: s.data.id });
    expect(shown.data.zhaoshangList.map((b) => b.id)).toEqual(brands.map((b) => b.id).reverse());
    expect((await pub<{ zhuantiNew: { id: number }[] }>('topicMain')).data.zhuantiNew[0]!.id).toBe(s.data.id);
    await call(ops, 'adminUnpublishArticle', { kind: 'topic', id: s.data.id });
    expect((await pub('topicShow', { id: s.data.id })).code).toBe(400);
    expect((await pub<{ zhuantiNew: { id: number }[] }>('topicMain')).data.zhuantiNew.map((t2) => t2.id)).not.toContain(s.data.id);
    expect(await audits('topic.unpublish', `topic:${s.data.id}`)).toBe(1);
  });

  it('uploads: a picture is re-encoded without its metadata and served; SVG, non-images and oversized files are refused', async () => {
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Artist: 'Secret Person', Copyright: 'gps here' } } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const r = await call(ops, 'adminUploadImage', { data: jpeg.toString('base64') });
    expect(r.code, r.msg).toBe(200);
    const img = wireUploadedImage.parse(r.data);
    expect(img).toMatchObject({ width: 64, height: 48 });
    expect(img.url).toMatch(/^\/media\/u\/[a-f0-9]{32}\.jpg$/);
    const served = await app.inject({ method: 'GET', url: img.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Secret Person'))).toBe(false);
    expect((await app.inject({ method: 'GET', url: '/media/u/00000000000000000000000000000000.jpg' })).statusCode).toBe(404);
    // The uploaded picture may be a cover.
    expect((await draft('有封面的头条', { thumb: img.url })).thumb).toBe(img.url);

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    expect(await call(ops, 'adminUploadImage', { data: svg.toString('base64') })).toEqual({ code: 400, msg: '不支持 SVG 图片，请上传 JPG、PNG 或 WebP', data: null });
    expect(await call(ops, 'adminUploadImage', { data: Buffer.from('%PDF-1.4 not a picture at all').toString('base64') })).toEqual({ code: 400, msg: '文件不是有效的图片（支持 JPG、PNG、WebP）', data: null });
    expect(await call(ops, 'adminUploadImage', { data: jpeg.subarray(0, 200).toString('base64') })).toMatchObject({ code: 400 });
    const big = Buffer.alloc(UPLOAD_MAX_BYTES + 1, 1);
    expect(await call(ops, 'adminUploadImage', { data: big.toString('base64') })).toEqual({ code: 400, msg: '图片不能超过5MB', data: null });
    const [{ n }] = (await db.query<{ n: number }>(`select count(*)::int as n from audit_event where action = 'media.upload' and actor_account = $1 and outcome = 'refused'`, [ops.id])) as [{ n: number }];
    expect(n).toBe(4);
  });
});
