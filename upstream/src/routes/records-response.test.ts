// brandResponse (/records/v1/response, the brand page's 平均响应时间): a brand's median first view and
// first contact over the leads delivered to it in the last 180 days, as a visitor's page would read it.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { calls, envelope, wireBrandResponse } from '@shangji/contract';
import { RESPONSE_SQL } from './records';
import { backends, call, type Harness, startUpstream } from '../test/harness';

const MIN = 60;
const DAY = 86_400;

describe.each(backends)('brand response times (%s)', (kind) => {
  let h: Harness;
  let brand: number;
  let other: number;
  beforeAll(async () => {
    h = await startUpstream(kind);
    [brand, other] = (await h.db.query<{ id: number }>('select id from brand order by id limit 2')).map((r) => r.id) as [number, number];
  });
  afterAll(() => h?.close());

  // Each case starts from a brand with no delivered lead of its own.
  beforeEach(async () => {
    await h.db.query('delete from enquiry where recipient_brand = any($1) or mobile like $2', [[brand, other], '1990000%']);
  });

  let n = 0;
  /** One lead to `to`, delivered `ago` seconds ago, first viewed / contacted that many seconds after delivery. */
  async function lead(to: number, ago: number, view: number | null, contact: number | null, state = contact !== null ? 'contacted' : view !== null ? 'viewed' : 'delivered') {
    n += 1;
    await h.db.query(
      `insert into enquiry (aid, typeid, name, mobile, title, recipient, recipient_brand, lead_state, created_at, delivered_at, first_viewed_at, first_contacted_at)
       values ($1, 1, '测试', $2, '测试品牌', '该品牌的运营公司', $1, $3,
               now() - make_interval(secs => $4::int + 5), now() - make_interval(secs => $4::int),
               now() - make_interval(secs => $4::int) + make_interval(secs => $5::int),
               now() - make_interval(secs => $4::int) + make_interval(secs => $6::int))`,
      [to, `1990000${String(n).padStart(4, '0')}`, state, ago, view, contact],
    );
  }
  const response = async (id: number) => envelope(wireBrandResponse).parse((await call(h.app, calls.brandResponse.path, { id })).body).data;

  it('publishes no median under five delivered leads', async () => {
    for (const v of [60, 120, 180, 240]) await lead(brand, DAY, v, v * 10);
    const before = Math.floor(Date.now() / 1000);
    const r = await response(brand);
    expect(r).toMatchObject({ brand_id: brand, leads: 4, median_first_view: null, median_first_contact: null });
    expect(r.as_of).toBeGreaterThanOrEqual(before);
    expect(r.as_of).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
  });

  it('gives the medians in seconds from five leads, counting a lead not answered yet as the slowest', async () => {
    // Viewed after 1-5 minutes; three of the five contacted, after 10 minutes, 20 minutes and an hour.
    await lead(brand, 2 * DAY, 1 * MIN, 10 * MIN);
    await lead(brand, 3 * DAY, 2 * MIN, 20 * MIN);
    await lead(brand, 4 * DAY, 3 * MIN, 60 * MIN);
    await lead(brand, 5 * DAY, 4 * MIN, null);
    await lead(brand, 6 * DAY, 5 * MIN, null);
    expect(await response(brand)).toMatchObject({ leads: 5, median_first_view: 3 * MIN, median_first_contact: 60 * MIN });
    // A sixth, never viewed: the view median moves between the third and fourth; contact now reaches the
    // leads not contacted (three of six), which is no figure.
    await lead(brand, 1 * DAY, null, null);
    expect(await response(brand)).toMatchObject({ leads: 6, median_first_view: 210, median_first_contact: null });
  });

  it('counts only this brand’s leads delivered in the last 180 days, not withdrawn or credited ones', async () => {
    for (const v of [1, 2, 3, 4]) await lead(brand, DAY, v * MIN, v * 2 * MIN);
    await lead(brand, 181 * DAY, 1, 1); // outside the window
    await lead(brand, DAY, null, null, 'withdrawn');
    await lead(brand, DAY, 1, null, 'credited');
    for (const v of [1, 2, 3, 4, 5, 6]) await lead(other, DAY, v, v);
    // Submitted, not delivered yet: no delivery time, not counted.
    await h.db.query(
      `insert into enquiry (aid, typeid, name, mobile, title, recipient, recipient_brand) values ($1, 1, '测试', '19900009999', '测试品牌', '该品牌的运营公司', $1)`,
      [brand],
    );
    expect(await response(brand)).toMatchObject({ leads: 4, median_first_view: null, median_first_contact: null });
    await lead(brand, 179 * DAY, 5 * MIN, 10 * MIN);
    expect(await response(brand)).toMatchObject({ leads: 5, median_first_view: 3 * MIN, median_first_contact: 6 * MIN });
    expect(await response(other)).toMatchObject({ brand_id: other, leads: 6, median_first_view: 4, median_first_contact: 4 });
  });

  it('refuses an unknown brand and a bad id with code 400', async () => {
    expect((await call(h.app, calls.brandResponse.path, { id: 99_999_999 })).body).toMatchObject({ code: 400, data: null });
    expect((await call(h.app, calls.brandResponse.path, { id: 'x' })).body).toMatchObject({ code: 400, data: null });
  });

  it('reads the brand’s leads through the index enquiry_recipient_brand', async () => {
    // The route's own statement, sequential scans priced out (the small seed is a few pages): its plan
    // reads one range of the index.
    const plan = await h.db.transaction(async (tx) => {
      await tx.query('set local enable_seqscan = off');
      const rows = await tx.query<{ 'QUERY PLAN': string }>(`explain ${RESPONSE_SQL}`, [brand, new Date().toISOString()]);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('enquiry_recipient_brand');
  });
});
