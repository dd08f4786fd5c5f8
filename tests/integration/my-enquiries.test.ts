// 我的咨询 through the real gateway (production mode) over the real upstream (PGlite): the enquiry form's
// own SMS flow proves the number, the proof rides on the browser's sj_sid cookie, every answer is
// uncached, and another browser (or another number's id) gets nothing (docs/decisions/0092).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildGateway } from '../../server/src/app';
import { loadConfig as gatewayConfig } from '../../server/src/config';
import { buildUpstream } from '../../upstream/src/app';
import { loadConfig } from '../../upstream/src/config';
import type { Database } from '../../upstream/src/db/database';
import { prepareDatabase } from '../../upstream/src/db/prepare';
import { deletedMessage, enquiryMessages as m } from '../../upstream/src/enquiry/messages';
import { enquiryPaths as p } from '../../upstream/src/routes/enquiry';
import { openBackend, TEST_SEED } from '../../upstream/src/test/harness';
import { brandConsentText, CONSENT_VERSION } from '@shangji/contract';

let db: Database;
let dispose: () => Promise<void>;
let upstream: FastifyInstance;
let gateway: FastifyInstance;
let brands: { id: number; title: string; mid: number | null; company: string; isvip: number; phone: string | null }[];
let t = Date.UTC(2031, 0, 10);

const LIST = 'list { maskedPhone doNotContact expiresAt enquiries { id brandName brand { id } recipient time status withdrawnAt consentText } }';
const RESULT = `{ ok code message ${LIST} }`;

type MyList = { maskedPhone: string; doNotContact: boolean; expiresAt: string; enquiries: { id: string; brandName: string; brand: { id: string } | null; status: string; withdrawnAt: string | null; consentText: string }[] };
type MyResult = { ok: boolean; code: number; message: string; list: MyList | null };

beforeAll(async () => {
  ({ db, dispose } = await openBackend('pglite'));
  await prepareDatabase(db, { seed: TEST_SEED, scale: 'small' });
  brands = await db.query('select id, title, mid, company, isvip, phone from brand order by id limit 3');
  upstream = await buildUpstream({ db, enquiry: { config: loadConfig({ NODE_ENV: 'development', POW_COST: '0' }), now: () => t } });
  await upstream.listen({ port: 0, host: '127.0.0.1' });
  const upstreamUrl = `http://127.0.0.1:${(upstream.server.address() as { port: number }).port}`;
  gateway = await buildGateway(gatewayConfig({ UPSTREAM_URL: upstreamUrl, NODE_ENV: 'production' }), { logger: false });
});
afterAll(async () => {
  await gateway?.close();
  await upstream?.close();
  await db?.close();
  await dispose?.();
});

class Browser {
  cookie = '';
  lastCacheControl = '';
  async graphql<T = Record<string, MyResult>>(query: string, variables: Record<string, unknown> = {}): Promise<{ data?: T; errors?: unknown[] }> {
    const res = await gateway.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...(this.cookie ? { cookie: this.cookie } : {}) },
      payload: { query, variables },
    });
    this.lastCacheControl = String(res.headers['cache-control']);
    for (const c of res.cookies) if (c.name === 'sj_sid') this.cookie = `sj_sid=${c.value}`;
    return res.json();
  }
  /** The form's step: a captcha (its answer through the upstream's test hook), then the SMS code. */
  async sendSms(mobile: string) {
    await this.graphql('query { enquiryCaptcha { image } }');
    const answer = ((await upstream.inject({ method: 'GET', url: p.testCaptchaAnswer, headers: { cookie: this.cookie } })).json() as { data: string }).data;
    const res = await this.graphql('mutation S($phone: String!, $captcha: String!) { sendSmsCode(phone: $phone, captcha: $captcha) { ok message } }', { phone: mobile, captcha: answer });
    expect(res.data!.sendSmsCode!.message).toBe(m.sent);
    t += 61_000;
  }
  async prove(mobile: string) {
    await this.sendSms(mobile);
    return (await this.graphql(`mutation P($phone: String!, $code: String!) { proveMyPhone(phone: $phone, smsCode: $code) ${RESULT} }`, { phone: mobile, code: await lastCode(mobile) })).data!.proveMyPhone!;
  }
}

const lastCode = async (mobile: string) => /\d{6}/.exec((await db.query<{ body: string }>('select body from sms_outbox where mobile = $1 order by id desc limit 1', [mobile]))[0]!.body)![0];

/** Enquiries the way the form sends them: first with the code, then returning mode. */
async function enquire(mobile: string, nth: number[]): Promise<void> {
  const b = new Browser();
  await b.sendSms(mobile);
  for (const [i, n] of nth.entries()) {
    const brand = brands[n]!;
    const res = await b.graphql('mutation E($input: EnquiryInput!) { submitEnquiry(input: $input) { ok message } }', {
      input: { brandId: String(brand.id), name: '王五', mobile, title: brand.title, consentText: brandConsentText(brand), consentVersion: CONSENT_VERSION, ...(i === 0 ? { smsCode: await lastCode(mobile) } : {}) },
    });
    expect(res.data!.submitEnquiry!).toEqual({ ok: true, message: m.submitted });
  }
}

it('proves a number through GraphQL and lists its enquiries, never cached, only for that browser', async () => {
  await enquire('15000000001', [0, 1]);
  await enquire('15000000002', [2]);
  const b = new Browser();
  const none = await b.graphql(`query { myEnquiries ${RESULT} }`);
  expect(none.data!.myEnquiries).toEqual({ ok: false, code: 401, message: m.myNotProven, list: null });

  const proven = await b.prove('15000000001');
  expect(proven).toMatchObject({ ok: true, code: 200, message: m.myProven });
  expect(proven.list!.maskedPhone).toBe('150****0001');
  expect(proven.list!.enquiries.map((e) => e.brandName)).toEqual([brands[1]!.title, brands[0]!.title]);
  expect(proven.list!.enquiries[0]!.brand).toEqual({ id: String(brands[1]!.id) });
  expect(proven.list!.enquiries[0]!.consentText).toBe(brandConsentText(brands[1]!));
  expect(b.lastCacheControl).toBe('no-store');

  const again = await b.graphql(`query { myEnquiries ${RESULT} }`);
  expect(again.data!.myEnquiries!.list!.enquiries).toHaveLength(2);
  expect(b.lastCacheControl).toBe('no-store');
  // Another browser asking the same query gets nothing of it (no shared cache answered it).
  expect((await new Browser().graphql(`query { myEnquiries ${RESULT} }`)).data!.myEnquiries!.code).toBe(401);
});

it('withdraws, refuses another number’s id, deletes, sets 请勿联系 and ends, with Chinese messages', async () => {
  await enquire('15000000011', [0]);
  await enquire('15000000012', [1]);
  const foreignId = String((await db.query<{ id: number }>("select id from enquiry where mobile = '15000000012'"))[0]!.id);
  const b = new Browser();
  const own = (await b.prove('15000000011')).list!.enquiries[0]!.id;

  const foreign = await b.graphql(`mutation W($id: ID!) { withdrawMyEnquiry(id: $id) ${RESULT} }`, { id: foreignId });
  expect(foreign.data!.withdrawMyEnquiry).toEqual({ ok: false, code: 400, message: m.myNotFound, list: null });
  const tampered = await b.graphql(`mutation W($id: ID!) { withdrawMyEnquiry(id: $id) ${RESULT} }`, { id: `${own}'--` });
  expect(tampered.data!.withdrawMyEnquiry).toMatchObject({ code: 400, message: m.myBadId });

  const withdrawn = (await b.graphql(`mutation W($id: ID!) { withdrawMyEnquiry(id: $id) ${RESULT} }`, { id: own })).data!.withdrawMyEnquiry!;
  expect(withdrawn).toMatchObject({ ok: true, message: m.myWithdrawn });
  expect(withdrawn.list!.enquiries[0]).toMatchObject({ id: own, status: 'WITHDRAWN', withdrawnAt: new Date(Math.floor(t / 1000) * 1000).toISOString() });

  const dnc = (await b.graphql(`mutation { setDoNotContact(on: true) ${RESULT} }`)).data!.setDoNotContact!;
  expect(dnc).toMatchObject({ ok: true, message: m.myDncOn, list: { doNotContact: true } });

  const deleted = (await b.graphql(`mutation D($ids: [ID!]!) { deleteMyEnquiries(ids: $ids) ${RESULT} }`, { ids: [own] })).data!.deleteMyEnquiries!;
  expect(deleted).toMatchObject({ ok: true, message: deletedMessage(1), list: { enquiries: [] } });
  expect(await db.query('select 1 from enquiry where id = $1', [Number(own)])).toEqual([]);
  expect(await db.query("select 1 from enquiry where mobile = '15000000012'")).toHaveLength(1);

  const end = (await b.graphql(`mutation { endMyEnquiries ${RESULT} }`)).data!.endMyEnquiries!;
  expect(end).toEqual({ ok: true, code: 200, message: m.myEnded, list: null });
  expect((await b.graphql(`query { myEnquiries ${RESULT} }`)).data!.myEnquiries!.code).toBe(401);
});

it('one operation cannot repeat a 我的咨询 field', async () => {
  const res = await new Browser().graphql(`mutation { a: setDoNotContact(on: true) { ok } b: setDoNotContact(on: false) { ok } }`);
  expect(res.data).toBeUndefined();
  expect(res.errors).toHaveLength(1);
});
