// Brand edits under review over HTTP as the gateway makes them (docs/decisions/0121): a brand_admin's
// draft kept on the server, submitted, withdrawn, returned with a reason it sees, resubmitted, published by
// ops into the brand row with its content change and audit rows; the sitemap's date of the brand moves;
// only changed fields are written; pictures only from the brand's own media; and every refusal — brand A's
// admin at brand B, a brand_agent, support and compliance at the queue or publish, an unknown id — the
// same recorded 403. PGlite, and PostgreSQL with TEST_DATABASE_URL.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, wireBrandEditPage, wireBrandEditView, type WireBrandEditFields, type WireBrandEditView } from '@shangji/contract';
import { buildUpstream } from '../../app';
import type { Database } from '../../db/database';
import { prepareDatabase } from '../../db/prepare';
import { adminCall, testAccount, type TestAccount } from '../../leads/testing';
import { backends, openBackend, TEST_SEED } from '../../test/harness';

const refused = { code: 403, msg: '无权访问', data: null };

describe.each(backends)('brand edits (%s)', (kind) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let app: FastifyInstance;
  let t = Date.UTC(2031, 5, 1, 3);
  const now = () => t;
  let brandA: number;
  let brandB: number;
  let adminA: TestAccount;
  let agentA: TestAccount;
  let adminB: TestAccount;
  let ops: TestAccount;
  let admin: TestAccount;
  let support: TestAccount;
  let compliance: TestAccount;

  const call = <T = WireBrandEditView>(who: TestAccount | null, name: keyof typeof calls, params: Record<string, string | number> = {}) => {
    const c = calls[name] as { method: 'GET' | 'POST'; path: string };
    return adminCall<T>(app, who?.token ?? null, c.method, c.path, params);
  };
  const view = async (who: TestAccount, brand: number) => {
    const a = await call(who, 'adminBrandEdit', { brand });
    expect(a.code).toBe(200);
    return wireBrandEditView.parse(a.data);
  };
  const save = (who: TestAccount, brand: number, fields: WireBrandEditFields) => call(who, 'adminSaveBrandEdit', { brand, fields: JSON.stringify(fields) });
  const refusals = async (actor: number) =>
    (await db.query<{ n: number }>(`select count(*)::int as n from audit_event where action = 'authz.refused' and actor_account = $1`, [actor]))[0]!.n;
  const sitemapDate = async (id: number) => {
    const res = await app.inject({ method: 'GET', url: `${calls.sitemapList.path}?type=zhaoshang&page=1` });
    return (res.json().data.listinfo as { id: number; addtime: number }[]).find((r) => r.id === id)!.addtime;
  };
  const sitemapNewest = async () => {
    const res = await app.inject({ method: 'GET', url: calls.sitemapMain.path });
    return (res.json().data.sections as { type: string; lastmod: number }[]).find((s) => s.type === 'zhaoshang')!.lastmod;
  };
  /** Clears brand B's open edit so each test starts from none. */
  const clearOpen = () => db.query(`update brand_edit set state = 'discarded' where state in ('draft', 'submitted', 'returned')`);

  beforeAll(async () => {
    ({ db, dispose } = await openBackend(kind));
    await prepareDatabase(db, { seed: TEST_SEED, scale: 'small' });
    app = await buildUpstream({ db, enquiry: { now } });
    [brandA, brandB] = (await db.query<{ id: number }>('select id from brand order by id limit 2')).map((r) => r.id) as [number, number];
    adminA = await testAccount(db, { brands: [[brandA, 'brand_admin']] }, t);
    agentA = await testAccount(db, { brands: [[brandA, 'brand_agent']] }, t);
    adminB = await testAccount(db, { brands: [[brandB, 'brand_admin']] }, t);
    ops = await testAccount(db, { staff: 'ops' }, t);
    admin = await testAccount(db, { staff: 'admin' }, t);
    support = await testAccount(db, { staff: 'support' }, t);
    compliance = await testAccount(db, { staff: 'compliance' }, t);
  });
  afterAll(async () => {
    await app?.close();
    await dispose?.();
  });

  it('draft kept on the server → submit → return with a reason → resubmit → publish: the brand row, the change feed, the audit trail, the sitemap date', async () => {
    await clearOpen();
    const before = await view(adminA, brandA);
    expect(before.edit).toBeNull();
    expect(before.media).toContain(`/media/brand/${brandA}/slide-8.svg`);
    expect(before.media.every((m) => m.startsWith(`/media/brand/${brandA}/`))).toBe(true);
    const dateBefore = await sitemapDate(brandA);

    const fields = { ...before.current, description: '全新的品牌简介：十年老店，口碑好。', company: '杭州新公司有限公司', slideshow: [`/media/brand/${brandA}/slide-2.svg`, `/media/brand/${brandA}/slide-1.svg`] };
    const saved = await save(adminA, brandA, fields);
    expect(saved.code).toBe(200);
    expect(saved.data.edit).toMatchObject({ state: 'draft', changed: ['description', 'company', 'slideshow'], conflicts: [], author: adminA.login });
    // Not lost on reload: a fresh read answers the same draft; the brand itself is unchanged.
    const again = await view(adminA, brandA);
    expect(again.edit?.fields.description).toBe(fields.description);
    expect(again.current.description).toBe(before.current.description);
    // One open draft per brand: a second save edits the same one.
    t += 60_000;
    const second = await save(adminA, brandA, { ...fields, product: '新品' });
    expect(second.data.edit!.id).toBe(saved.data.edit!.id);

    const submitted = await call(adminA, 'adminSubmitBrandEdit', { brand: brandA });
    expect(submitted.data.edit?.state).toBe('submitted');
    // While it waits, the author cannot change it without taking it back.
    expect(await save(adminA, brandA, fields)).toEqual({ code: 400, msg: '资料已提交审核，请先撤回再修改', data: null });

    const queue = await call(ops, 'adminBrandEditQueue', {});
    const page = wireBrandEditPage.parse(queue.data);
    const row = page.list.find((r) => r.brand_id === brandA)!;
    expect(row).toMatchObject({ state: 'submitted', changed: ['description', 'product', 'company', 'slideshow'], author: adminA.login });

    expect(await call(ops, 'adminReturnBrandEdit', { id: row.id, reason: '' })).toMatchObject({ code: 400, msg: '请填写退回原因（500字以内）' });
    t += 60_000;
    const returned = await call(ops, 'adminReturnBrandEdit', { id: row.id, reason: '公司名称与营业执照不一致' });
    expect(returned.data.edit).toMatchObject({ state: 'returned', return_reason: '公司名称与营业执照不一致' });
    // The author sees the reason, edits again and resubmits.
    expect((await view(adminA, brandA)).edit).toMatchObject({ state: 'returned', return_reason: '公司名称与营业执照不一致' });
    const fixed = { ...fields, product: '新品', company: '杭州某某餐饮管理有限公司' };
    expect((await save(adminA, brandA, fixed)).data.edit?.state).toBe('returned');
    expect((await call(adminA, 'adminSubmitBrandEdit', { brand: brandA })).data.edit?.state).toBe('submitted');

    t += 60_000;
    const [{ seq: seqBefore }] = await db.query<{ seq: number }>('select coalesce(max(seq), 0)::int as seq from content_change') as [{ seq: number }];
    const published = await call(ops, 'adminPublishBrandEdit', { id: row.id });
    expect(published.code).toBe(200);
    expect(published.data.edit?.state).toBe('published');
    expect(published.data.current).toMatchObject({ description: fields.description, company: fixed.company, product: '新品', slideshow: fields.slideshow });
    const [b] = await db.query<{ description: string; slideshow_thumb: unknown; updated_at: number }>('select description, slideshow_thumb, updated_at from brand where id = $1', [brandA]);
    expect(b!.description).toBe(fields.description);
    expect(b!.slideshow_thumb).toEqual([`/media/brand/${brandA}/slide-2-thumb.svg`, `/media/brand/${brandA}/slide-1-thumb.svg`]);
    expect(b!.updated_at).toBe(Math.floor(t / 1000));
    const changes = await db.query<{ kind: string; ref: string }>('select kind, ref from content_change where seq > $1', [seqBefore]);
    expect(changes).toEqual([{ kind: 'brand', ref: String(brandA) }]);
    const trail = await db.query<{ action: string; actor_account: number }>(`select action, actor_account from audit_event where subject = $1 order by id`, [`brand_edit:${row.id}`]);
    expect(trail.map((r) => r.action)).toEqual(['brand_edit.save', 'brand_edit.save', 'brand_edit.submit', 'brand_edit.return', 'brand_edit.save', 'brand_edit.submit', 'brand_edit.publish']);
    expect(trail.at(-1)!.actor_account).toBe(ops.id);
    // The sitemap dates the brand by its edit.
    expect(dateBefore).toBeLessThan(Math.floor(t / 1000));
    expect(await sitemapDate(brandA)).toBe(Math.floor(t / 1000));
    expect(await sitemapNewest()).toBe(Math.floor(t / 1000));
    // The public brand answer carries the new text.
    const show = await app.inject({ method: 'GET', url: `${calls.brandShow.path}?id=${brandA}` });
    expect(show.json().data.description).toBe(fields.description);
    // Published: no open edit any more; a second publish is refused.
    expect((await view(adminA, brandA)).edit).toBeNull();
    expect(await call(ops, 'adminPublishBrandEdit', { id: row.id })).toMatchObject({ code: 400, msg: '该修改不在待审核状态' });
  });

  it('publishes only the fields the author changed; a field changed elsewhere meanwhile is shown as a conflict', async () => {
    await clearOpen();
    const v = await view(adminA, brandA);
    await save(adminA, brandA, { ...v.current, throng: '上班族、宝妈' });
    await call(adminA, 'adminSubmitBrandEdit', { brand: brandA });
    // An import (or ops) changes the money and the throng after the draft was started.
    await db.query(`update brand set money = '99-100万', throng = '学生' where id = $1`, [brandA]);
    const id = (await view(adminA, brandA)).edit!.id;
    const review = wireBrandEditView.parse((await call(ops, 'adminBrandEditReview', { id })).data);
    expect(review.edit).toMatchObject({ changed: ['throng'], conflicts: ['throng'] });
    await call(admin, 'adminPublishBrandEdit', { id });
    const [b] = await db.query<{ money: string; throng: string }>('select money, throng from brand where id = $1', [brandA]);
    expect(b).toEqual({ money: '99-100万', throng: '上班族、宝妈' });
  });

  it('withdraw and discard are the author\'s undo; nothing unchanged is submitted', async () => {
    await clearOpen();
    const v = await view(adminA, brandA);
    expect(await save(adminA, brandA, v.current)).toMatchObject({ code: 200 });
    expect(await call(adminA, 'adminSubmitBrandEdit', { brand: brandA })).toMatchObject({ code: 400, msg: '资料没有修改，无需提交' });
    await save(adminA, brandA, { ...v.current, money: '5-8万' });
    await call(adminA, 'adminSubmitBrandEdit', { brand: brandA });
    expect((await call(adminA, 'adminWithdrawBrandEdit', { brand: brandA })).data.edit?.state).toBe('draft');
    expect((await call(adminA, 'adminDiscardBrandEdit', { brand: brandA })).data.edit).toBeNull();
    expect((await view(adminA, brandA)).current.money).toBe(v.current.money);
  });

  it('checks every value: pictures only from the brand\'s own media, a fee band that exists, a year, lengths, plain-text summary', async () => {
    await clearOpen();
    const v = await view(adminA, brandA);
    const cases: [Partial<WireBrandEditFields>, string][] = [
      [{ thumb: 'https://evil.example/x.png' }, '封面图只能从本品牌的图片中选择'],
      [{ thumb: `/media/brand/${brandB}/thumb.svg` }, '封面图只能从本品牌的图片中选择'],
      [{ slideshow: [`/media/brand/${brandA}/slide-1.svg`, 'javascript:alert(1)'] }, '轮播图只能从本品牌的图片中选择'],
      [{ slideshow: [] }, '请至少选择一张轮播图'],
      [{ slideshow: [`/media/brand/${brandA}/slide-1.svg`, `/media/brand/${brandA}/slide-1.svg`] }, '轮播图不能重复'],
      [{ feeid: 999 }, '请选择投资档位'],
      [{ foundtime: '3000' }, '成立年份应为1900至2031之间的四位年份'],
      [{ description: '' }, '请填写品牌简介'],
      [{ description: '<script>alert(1)</script>' }, '品牌简介是纯文字，不能包含 < 或 >'],
      [{ company: '好'.repeat(61) }, '运营公司不能超过60字'],
    ];
    for (const [change, msg] of cases) {
      expect(await save(adminA, brandA, { ...v.current, ...change })).toEqual({ code: 400, msg, data: null });
    }
    expect(await call(adminA, 'adminSaveBrandEdit', { brand: brandA, fields: '{"description":1}' })).toEqual({ code: 400, msg: '参数错误', data: null });
    expect((await view(adminA, brandA)).edit).toBeNull();
  });

  it('refusals: brand A\'s admin at brand B, a brand_agent, support and compliance, an unknown id — the same 403, each recorded', async () => {
    await clearOpen();
    const vB = await view(adminB, brandB);
    await save(adminB, brandB, { ...vB.current, description: '品牌B的草稿' });
    await call(adminB, 'adminSubmitBrandEdit', { brand: brandB });
    const idB = (await view(adminB, brandB)).edit!.id;

    const before = await refusals(adminA.id);
    for (const [name, params] of [
      ['adminBrandEdit', { brand: brandB }], ['adminSaveBrandEdit', { brand: brandB, fields: JSON.stringify(vB.current) }],
      ['adminSubmitBrandEdit', { brand: brandB }], ['adminWithdrawBrandEdit', { brand: brandB }], ['adminDiscardBrandEdit', { brand: brandB }],
      ['adminBrandEditReview', { id: idB }], ['adminPublishBrandEdit', { id: idB }], ['adminReturnBrandEdit', { id: idB, reason: 'x' }],
      ['adminBrandEditQueue', {}], ['adminBrandEdit', { brand: 2_000_000_000 }],
    ] as const) {
      expect(await call(adminA, name, params), name).toEqual(refused);
    }
    expect(await refusals(adminA.id)).toBe(before + 10);
    // A brand_agent of A neither reads nor edits A's edit.
    expect(await call(agentA, 'adminBrandEdit', { brand: brandA })).toEqual(refused);
    expect(await call(agentA, 'adminSaveBrandEdit', { brand: brandA, fields: '{}' })).toEqual(refused);
    // Support and compliance see no queue and publish nothing; ops cannot write a brand's draft.
    for (const who of [support, compliance]) {
      expect(await call(who, 'adminBrandEditQueue', {})).toEqual(refused);
      expect(await call(who, 'adminBrandEditReview', { id: idB })).toEqual(refused);
      expect(await call(who, 'adminPublishBrandEdit', { id: idB })).toEqual(refused);
      expect(await call(who, 'adminReturnBrandEdit', { id: idB, reason: 'x' })).toEqual(refused);
      expect(await call(who, 'adminBrandEdit', { brand: brandB })).toEqual(refused);
      expect(await refusals(who.id)).toBe(5);
    }
    expect(await call(ops, 'adminSaveBrandEdit', { brand: brandB, fields: JSON.stringify(vB.current) })).toEqual(refused);
    expect(await call(ops, 'adminPublishBrandEdit', { id: 2_000_000_000 })).toEqual(refused);
    // Nothing of B moved.
    expect((await view(adminB, brandB)).edit).toMatchObject({ state: 'submitted', fields: { description: '品牌B的草稿' } });
    expect(await call(null, 'adminBrandEdit', { brand: brandA })).toEqual({ code: 401, msg: '请先登录', data: null });
  });
});
