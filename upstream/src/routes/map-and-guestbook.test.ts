import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { maskName } from './guestbook';
import { backends, call, type Harness, startUpstream } from '../test/harness';
import { envelope, wireGuestbookItem, wireMapData } from '@shangji/contract';
import { calls } from '@shangji/contract';

const mapData = envelope(wireMapData);

describe.each(backends)('getMapData and the guestbook ticker (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startUpstream(kind);
  });
  afterAll(() => h?.close());

  it('keeps every brand\'s shopnum equal to its shop rows, with none, few and many', async () => {
    const [bad] = await h.db.query<{ n: number }>('select count(*)::int as n from brand b where b.shopnum <> (select count(*) from shop s where s.brand_id = b.id)');
    expect(bad!.n).toBe(0);
    const [mix] = await h.db.query<{ none: number; few: number; many: number }>(
      'select count(*) filter (where shopnum = 0)::int as none, count(*) filter (where shopnum between 1 and 8)::int as few, count(*) filter (where shopnum > 8)::int as many from brand',
    );
    expect(mix!.none).toBeGreaterThan(0);
    expect(mix!.few).toBeGreaterThan(0);
    expect(mix!.many).toBeGreaterThan(0);
  });

  it('type show pages through exactly the brand\'s shops, 20 at a time', async () => {
    const [brand] = await h.db.query<{ title: string; shopnum: number }>('select title, shopnum from brand order by shopnum desc, id limit 1');
    expect(brand!.shopnum).toBeGreaterThan(20);
    const uids: string[] = [];
    for (let page = 1; page <= Math.ceil(brand!.shopnum / 20); page++) {
      const d = mapData.parse((await call(h.app, calls.mapData.path, { type: 'show', page, keyword: brand!.title }, 'POST')).body).data;
      expect(d.total).toBe(brand!.shopnum);
      expect(d.listinfo.length).toBe(Math.min(20, brand!.shopnum - (page - 1) * 20));
      expect(d.listinfo.every((s) => s.name.startsWith(brand!.title))).toBe(true);
      uids.push(...d.listinfo.map((s) => s.uid));
    }
    expect(new Set(uids).size).toBe(brand!.shopnum);
  });

  it('answers an empty list for a brand without shops, centred on Shenzhen', async () => {
    const [brand] = await h.db.query<{ title: string }>('select title from brand where shopnum = 0 order by id limit 1');
    const d = mapData.parse((await call(h.app, calls.mapData.path, { type: 'show', keyword: brand!.title }, 'POST')).body).data;
    expect(d.total).toBe(0);
    expect(d.listinfo).toEqual([]);
    expect(d.region.city).toBe('深圳市');
  });

  it('puts shops near their city centre', async () => {
    const d = mapData.parse((await call(h.app, calls.mapData.path, { type: 'list', keyword: '上海_' }, 'POST')).body).data;
    expect(d.total).toBeGreaterThan(0);
    expect(d.region.city).toBe('上海市');
    for (const s of d.listinfo) {
      expect(s.address.startsWith('上海市')).toBe(true);
      expect(Math.abs(s.location.lng - d.region.lng)).toBeLessThan(0.1);
      expect(Math.abs(s.location.lat - d.region.lat)).toBeLessThan(0.1);
    }
  });

  it('filters list by brand keyword and survives junk input', async () => {
    const d = mapData.parse((await call(h.app, calls.mapData.path, { type: 'list', keyword: '火锅', page: 1 }, 'POST')).body).data;
    expect(d.listinfo.every((s) => s.name.includes('火锅'))).toBe(true);
    const odd = mapData.parse((await call(h.app, calls.mapData.path, { type: 'map', keyword: "%_'\\", page: 99999 }, 'POST')).body).data;
    expect(odd.listinfo).toEqual([]);
    expect((await call(h.app, calls.mapData.path, { type: 'nope' }, 'POST')).body.code).toBe(400);
  });

  it('finds by a brand title exactly the shops a plain ILIKE over titles finds (brand_gram for 1–2 characters)', async () => {
    const [brand] = await h.db.query<{ title: string }>('select title from brand where shopnum > 0 order by id limit 1');
    const title = [...brand!.title];
    for (const keyword of [title[0]!, title.slice(0, 2).join(''), title.slice(0, 3).join(''), 'a', 'Ab', '锅店', '火']) {
      const d = mapData.parse((await call(h.app, calls.mapData.path, { type: 'list', keyword: `_${keyword}`, page: 1 }, 'POST')).body).data;
      const pattern = `%${keyword}%`;
      const [plain] = await h.db.query<{ n: number }>(
        'select count(*)::int as n from shop s join region r on r.id = s.regionid where s.name ilike $1 or s.brand_id in (select id from brand where title ilike $1)',
        [pattern],
      );
      expect(d.total, keyword).toBe(plain!.n);
      const [side] = await h.db.query<{ n: number }>('select count(*)::int as n from brand where shopnum > 0 and title ilike $1', [pattern]);
      expect(d.shopArr.length, keyword).toBe(Math.min(10, side!.n));
    }
  });

  it('masks ticker names and never sends a phone number', async () => {
    const { body } = await call(h.app, calls.guestbook.path);
    const items = envelope(wireGuestbookItem.array()).parse(body).data;
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.name).toMatch(/^[\u4e00-\u9fa5]\*\*$/);
    expect(JSON.stringify(body)).not.toMatch(/1[3-9]\d{9}/);
  });
});

describe('maskName', () => {
  it.each([
    ['张三', '张**'],
    ['欧阳娜娜', '欧**'],
    ['李先生', '李**'],
    ['13812345678', '匿**'],
    ['', '匿**'],
  ])('%j → %j', (name, masked) => expect(maskName(name)).toBe(masked));
});
