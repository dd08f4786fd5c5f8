// The placement schedule over HTTP as the gateway calls it (docs/decisions/0123): ops books a brand into
// a ranking's 广告 box and a home ad slot; with the upstream's clock moved across the start and the end,
// the public reads show it exactly while it runs, apart from the organic list (whose order, and the brand
// list's, do not move), and the sweep announces each crossing once on the content feed. Validation and
// capacity are refused in Chinese; brand roles, support and compliance are refused and recorded; every
// change is in the audit trail. PGlite, and PostgreSQL with TEST_DATABASE_URL.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, type WireAd, type WireBrandList, type WirePlacement, type WirePlacementPage, type WirePlacementSlot, type WireRanking } from '@shangji/contract';
import { buildUpstream } from '../app';
import type { Database } from '../db/database';
import { prepareDatabase } from '../db/prepare';
import { adminCall, testAccount, type TestAccount } from '../leads/testing';
import { backends, call as publicCall, openBackend, TEST_SEED } from '../test/harness';
import { sweepPlacements } from './schedule';

const MIN = 60_000;
const secs = (ms: number) => Math.floor(ms / 1000);

describe.each(backends)('placement schedule (%s)', (kind) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let app: FastifyInstance;
  let t = Date.UTC(2031, 5, 1, 3);
  const now = () => t;
  let ops: TestAccount;
  let admin: TestAccount;
  const others: Record<string, TestAccount> = {};
  let ranking: WireRanking;
  let outsider: { id: number; title: string };

  const call = <T = unknown>(who: TestAccount | null, name: keyof typeof calls, params: Record<string, string | number> = {}) => {
    const c = calls[name] as { method: 'GET' | 'POST'; path: string };
    return adminCall<T>(app, who?.token ?? null, c.method, c.path, params);
  };
  const show = async () => (await publicCall<WireRanking>(app, calls.topShow.path, { id: ranking.id })).body.data;
  const changes = async () => (await db.query<{ kind: string; ref: string }>('select kind, ref from content_change order by seq')).map((c) => `${c.kind}:${c.ref}`);

  beforeAll(async () => {
    ({ db, dispose } = await openBackend(kind));
    await prepareDatabase(db, { seed: TEST_SEED, scale: 'small' });
    app = await buildUpstream({ db, enquiry: { now } });
    ops = await testAccount(db, { staff: 'ops' }, t);
    admin = await testAccount(db, { staff: 'admin' }, t);
    const [a, b] = await db.query<{ id: number }>('select id from brand where mid > 0 order by id limit 2');
    others.support = await testAccount(db, { staff: 'support' }, t);
    others.compliance = await testAccount(db, { staff: 'compliance' }, t);
    others.brand_admin = await testAccount(db, { brands: [[a!.id, 'brand_admin']] }, t);
    others.brand_agent = await testAccount(db, { brands: [[b!.id, 'brand_agent']] }, t);
    const [r] = await db.query<{ id: number }>("select id from ranking where board = 'subcategory' order by id limit 1");
    ranking = (await publicCall<WireRanking>(app, calls.topShow.path, { id: r!.id })).body.data;
    // A brand that is neither in the ranking nor in its derived 广告 box.
    const shown = [...ranking.list, ...ranking.sponsored].map((x) => x.id);
    outsider = (await db.query<{ id: number; title: string }>('select id, title from brand where not (id = any($1::int[])) order by id desc limit 1', [shown]))[0]!;
  });
  afterAll(async () => {
    await app?.close();
    await dispose?.();
  });

  it('lists the slots: each ranking’s 广告 box and the home and /shangji ad slots', async () => {
    const res = await call<WirePlacementSlot[]>(ops, 'adminPlacementSlots');
    expect(res.code).toBe(200);
    const keys = res.data.map((s) => s.key);
    expect(keys).toEqual(expect.arrayContaining([`top:${ranking.id}`, 'index_banner', 'index_top', 'shangji_banner', 'shangji_recommend']));
    expect(keys.some((k) => k.startsWith('shangji_floor_'))).toBe(true);
    expect(res.data.find((s) => s.key === `top:${ranking.id}`)).toMatchObject({ page: `/top/${ranking.id}`, capacity: 2 });
  });

  it('refuses brand roles, support and compliance — recorded — and anonymous callers', async () => {
    for (const [role, who] of Object.entries(others)) {
      for (const name of ['adminPlacementSlots', 'adminPlacements', 'adminCreatePlacement', 'adminUpdatePlacement', 'adminCancelPlacement'] as const) {
        const res = await call(who, name, { id: 1, slot: `top:${ranking.id}`, brand_id: outsider.id, starts_at: secs(t), ends_at: secs(t + MIN) });
        expect([role, name, res.code, res.msg]).toEqual([role, name, 403, '无权访问']);
      }
      const [n] = await db.query<{ n: number }>(`select count(*)::int as n from audit_event where action = 'authz.refused' and actor_account = $1`, [who.id]);
      expect(n!.n).toBe(5);
    }
    expect((await call(null, 'adminPlacements')).code).toBe(401);
    expect((await db.query('select id from placement')).length).toBe(0);
  });

  it('refuses in Chinese: no slot, end not after start, an unknown brand, a time already past', async () => {
    const base = { slot: `top:${ranking.id}`, brand_id: outsider.id, starts_at: secs(t + MIN), ends_at: secs(t + 2 * MIN) };
    expect((await call(ops, 'adminCreatePlacement', { ...base, slot: 'nowhere' })).msg).toBe('请选择广告位');
    expect((await call(ops, 'adminCreatePlacement', { ...base, ends_at: base.starts_at })).msg).toBe('结束时间必须晚于开始时间');
    expect((await call(ops, 'adminCreatePlacement', { ...base, brand_id: 2_000_000_000 })).msg).toBe('品牌不存在');
    expect((await call(ops, 'adminCreatePlacement', { ...base, starts_at: secs(t - 2 * MIN), ends_at: secs(t - MIN) })).msg).toBe('结束时间已过，不能排期');
    expect((await db.query('select id from placement')).length).toBe(0);
  });

  it('shows a ranking placement from its start to its end, labelled apart, the organic order unmoved, each crossing on the feed', async () => {
    const before = await show();
    const listBefore = (await publicCall<WireBrandList>(app, calls.brandList.path, {})).body.data.listinfo.map((b) => b.id);
    const start = t + 10 * MIN;
    const end = t + 70 * MIN;
    const created = await call<WirePlacement>(ops, 'adminCreatePlacement', { slot: `top:${ranking.id}`, brand_id: outsider.id, starts_at: secs(start), ends_at: secs(end), note: '合同 A-1' });
    expect(created.code).toBe(200);
    expect(created.data).toMatchObject({ slot: `top:${ranking.id}`, brand_id: outsider.id, state: 'scheduled', note: '合同 A-1' });
    const id = created.data.id;
    expect(await changes()).toEqual([`placement:${id}`]);

    // Before the start: the derived box as before.
    expect((await show()).sponsored.map((b) => b.id)).toEqual(before.sponsored.map((b) => b.id));
    expect(await sweepPlacements(db, t)).toBe(0);

    t = start;
    const during = await show();
    expect(during.sponsored.map((b) => b.id)).toEqual([outsider.id]);
    // Never in the organic entries, which keep their order and scores.
    expect(during.list.map((b) => b.id)).toEqual(before.list.map((b) => b.id));
    expect(during.scores).toEqual(before.scores);
    expect(during.list.map((b) => b.id)).not.toContain(outsider.id);
    expect((await publicCall<WireBrandList>(app, calls.brandList.path, {})).body.data.listinfo.map((b) => b.id)).toEqual(listBefore);
    expect((await call<WirePlacementPage>(ops, 'adminPlacements', { state: 'live' })).data.list.map((p) => p.id)).toEqual([id]);
    expect(await sweepPlacements(db, t)).toBe(1);
    expect(await sweepPlacements(db, t)).toBe(0);
    expect(await changes()).toEqual([`placement:${id}`, `placement:${id}`]);

    t = end - 1000;
    expect((await show()).sponsored.map((b) => b.id)).toEqual([outsider.id]);
    t = end;
    expect((await show()).sponsored.map((b) => b.id)).toEqual(before.sponsored.map((b) => b.id));
    expect((await call<WirePlacementPage>(ops, 'adminPlacements', { state: 'ended' })).data.list.map((p) => p.id)).toEqual([id]);
    expect(await sweepPlacements(db, t)).toBe(1);
    expect(await changes()).toEqual([`placement:${id}`, `placement:${id}`, `placement:${id}`]);
    // An ended placement is history: no edits.
    expect((await call(ops, 'adminCancelPlacement', { id })).msg).toBe('该排期已结束，不能修改');
  });

  it('fills an ad slot of the home page in its order, refuses a booking beyond the slot’s capacity, edits and cancels', async () => {
    const slot = 'index_top'; // capacity 3
    const brands = await db.query<{ id: number; title: string }>('select id, title from brand order by id limit 5');
    const start = t + MIN;
    const end = t + 60 * MIN;
    const ids: number[] = [];
    for (const [i, b] of brands.slice(0, 3).entries()) {
      const res = await call<WirePlacement>(admin, 'adminCreatePlacement', { slot, brand_id: b.id, starts_at: secs(start), ends_at: secs(end), sort: 3 - i });
      expect(res.code).toBe(200);
      ids.push(res.data.id);
    }
    const full = await call(ops, 'adminCreatePlacement', { slot, brand_id: brands[3]!.id, starts_at: secs(start + 30 * MIN), ends_at: secs(end + 30 * MIN) });
    expect(full.code).toBe(400);
    expect(full.msg).toBe(`「首页·热招项目轮播」在所选时段已排满（同一时间最多3个），与排期 ${ids.map((i) => `#${i}`).join('、')} 重叠，请调整时间`);
    // Back to back is not an overlap.
    const after = await call<WirePlacement>(ops, 'adminCreatePlacement', { slot, brand_id: brands[3]!.id, starts_at: secs(end), ends_at: secs(end + 30 * MIN) });
    expect(after.code).toBe(200);

    const seededAds = (await publicCall<{ getTopBanner: WireAd[] }>(app, calls.indexMain.path)).body.data.getTopBanner;
    expect(seededAds.map((a) => a.title)).not.toEqual(brands.slice(0, 3).map((b) => b.title).reverse());
    t = start;
    const ads = (await publicCall<{ getTopBanner: WireAd[] }>(app, calls.indexMain.path)).body.data.getTopBanner;
    expect(ads.map((a) => a.title)).toEqual(brands.slice(0, 3).map((b) => b.title).reverse());
    expect(ads.map((a) => a.href)).toEqual(brands.slice(0, 3).map((b) => `/shangji/${b.id}`).reverse());

    // Editing one into the full window again is refused; moving it to another slot is not.
    const moved = await call<WirePlacement>(ops, 'adminUpdatePlacement', { id: ids[0]!, slot: 'shangji_banner', brand_id: brands[0]!.id, starts_at: secs(start), ends_at: secs(end), sort: 0 });
    expect(moved.code).toBe(200);
    expect(moved.data).toMatchObject({ slot: 'shangji_banner', slot_name: '商机首页·轮播', state: 'live' });
    const cancelled = await call<WirePlacement>(ops, 'adminCancelPlacement', { id: ids[1]! });
    expect(cancelled.data.state).toBe('cancelled');
    expect((await call(ops, 'adminUpdatePlacement', { id: ids[1]!, slot, brand_id: brands[1]!.id, starts_at: secs(start), ends_at: secs(end) })).msg).toBe('该排期已取消，不能修改');
    expect((await publicCall<{ getTopBanner: WireAd[] }>(app, calls.indexMain.path)).body.data.getTopBanner.map((a) => a.title)).toEqual([brands[2]!.title]);

    // Cancelling the last one brings back the slot's own ads.
    await call(ops, 'adminCancelPlacement', { id: ids[2]! });
    expect((await publicCall<{ getTopBanner: WireAd[] }>(app, calls.indexMain.path)).body.data.getTopBanner).toEqual(seededAds);

    const audit = await db.query<{ action: string; subject: string; actor_account: number }>(
      "select action, subject, actor_account from audit_event where action like 'placement.%' order by id",
    );
    expect(audit.map((a) => a.action)).toEqual(['placement.create', 'placement.create', 'placement.create', 'placement.create', 'placement.create', 'placement.update', 'placement.cancel', 'placement.cancel']);
    expect(audit.at(-1)).toMatchObject({ subject: `placement:${ids[2]}`, actor_account: ops.id });
  });
});
