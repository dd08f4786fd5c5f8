import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { backends, call, type Harness, startUpstream } from '../test/harness';
import { envelope, errorEnvelope, wireBrand, wirePosterItem } from '@shangji/contract';
import { calls } from '@shangji/contract';

describe.each(backends)('zhaoshang/show (%s)', (kind) => {
  let h: Harness;
  let vipId: number;
  let plainId: number;
  beforeAll(async () => {
    h = await startUpstream(kind);
    const [vip] = await h.db.query<{ id: number }>('select id from brand where isvip = 1 order by id limit 1');
    const [plain] = await h.db.query<{ id: number }>('select id from brand where isvip = 0 order by id limit 1');
    vipId = vip!.id;
    plainId = plain!.id;
  });
  afterAll(() => h?.close());

  it('sends the full brand of the contract', async () => {
    const { status, body } = await call(h.app, calls.brandShow.path, { id: vipId, show: 1 });
    expect(status).toBe(200);
    const b = envelope(wireBrand).parse(body).data;
    expect(b.id).toBe(vipId);
    for (const key of ['content', 'advantage', 'conditions', 'process'] as const) expect(b[key]).toMatch(/^<(p|ul|ol)>/);
    expect(b.conditions).toContain('店面面积');
    expect(b.conditions).toContain('投资资金');
    expect(b.slideshow!.length).toBeGreaterThanOrEqual(3);
    expect(b.slideshowThumb).toEqual(b.slideshow!.map((u) => u.replace(/\.svg$/, '-thumb.svg')));
    expect(b.cidgl).toHaveLength(2);
    expect(b.cidgl![0]!.id).toBe(b.cidOne);
    expect(b.cidgl![1]!.id).toBe(b.cid);
    expect(b.guestbook).toEqual({ aid: b.id, cid: b.cid, mid: b.mid, url: `/shangji/${b.id}`, title: b.title, money: b.feeidName });
    expect(b.jsondata!.datum).toEqual({ company: b.company, product: b.product, foundtime: b.foundtime, throng: b.throng, shopnum: b.shopnum, joinnum: b.joinnum });
    expect(b.idenid!.split(',').map(Number)).toEqual(b.idenidName!.map((t) => t.id));
  });

  it('gives certified brands a mid, a 400 phone and a poster mixing images, a link and a video', async () => {
    const b = wireBrand.parse((await call(h.app, calls.brandShow.path, { id: vipId })).body.data);
    expect(b.isvip).toBe(1);
    expect(b.mid).toBeGreaterThan(0);
    expect(b.phone).toMatch(/^400-\d{3}-\d{4}$/);
    const items = wirePosterItem.array().parse(JSON.parse(b.pcposter!));
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items.length).toBeLessThanOrEqual(6);
    expect(items.filter((i) => /\.mp4$/.test(i.text))).toHaveLength(1);
    expect(items.filter((i) => /^\/shangji\/\d+$/.test(i.text))).toHaveLength(1);
    expect(items.filter((i) => i.text === '').length).toBeGreaterThanOrEqual(1);
  });

  it('keeps the phone and poster of uncertified brands out', async () => {
    const b = wireBrand.parse((await call(h.app, calls.brandShow.path, { id: plainId })).body.data);
    expect(b.isvip).toBe(0);
    expect(b.phone).toBeUndefined();
    expect(b.mid).toBeNull();
    expect(b.pcposter).toBe('');
  });

  it('answers the same for a form-encoded POST', async () => {
    const get = await call(h.app, calls.brandShow.path, { id: plainId });
    const post = await call(h.app, calls.brandShow.path, { id: plainId }, 'POST');
    expect(post.body).toEqual(get.body);
  });

  it.each([['999999'], ['0'], ['-3'], ['abc'], [''], ['1.5'], ['99999999999999999999']])('answers code 400 for id=%j', async (id) => {
    const { status, body } = await call(h.app, calls.brandShow.path, { id });
    expect(status).toBe(200);
    errorEnvelope.parse(body);
  });

  it('answers code 400 without an id', async () => {
    errorEnvelope.parse((await call(h.app, calls.brandShow.path)).body);
  });
});
