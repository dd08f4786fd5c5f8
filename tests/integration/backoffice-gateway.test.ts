// The back office through the real gateway over the real upstream (PGlite, and PostgreSQL with
// TEST_DATABASE_URL), as a security reviewer would probe it (docs/decisions/0118):
//  - a role × operation matrix over EVERY back-office Query and Mutation field, generated from the schema
//    (a new field is covered without touching this file): anonymous, a visitor holding a 我的咨询 proof,
//    each staff role, brand A's brand_admin and brand_agent, brand B's account;
//  - the IDOR paths: another brand's lead by id, by inbox, by many aliases; nested fields by brand;
//  - refusals look alike and are recorded once per operation; a role taken away counts on the next request;
//  - the public /graphql refuses every back-office field even with a valid admin cookie;
//  - the admin listener: no-store, noindex, the CSP, no page/response-cache headers, the Origin check,
//    CSRF (form posts, GET mutations), the cookie's attributes over http and https.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { getNamedType, isEnumType, isNonNullType, isObjectType, isScalarType, type GraphQLField, type GraphQLSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { adminSiteOf, buildGateway } from '../../server/src/app';
import { loadConfig as gatewayConfig } from '../../server/src/config';
import { backofficeFields } from '../../server/src/graphql/backoffice/allow-directive';
import { decide, type Access } from '../../server/src/graphql/backoffice/policy';
import { backofficeSdl, buildSchema } from '../../server/src/graphql/schema';
import { buildUpstream } from '../../upstream/src/app';
import { loadConfig } from '../../upstream/src/config';
import type { Database } from '../../upstream/src/db/database';
import { prepareDatabase } from '../../upstream/src/db/prepare';
import { enquiryPaths as p } from '../../upstream/src/routes/enquiry';
import { backends, openBackend, TEST_SEED } from '../../upstream/src/test/harness';
import type { WirePrincipal } from '@shangji/contract';

const ADMIN_URL = 'http://admin.shangji.test:3002';
const ADMIN_ORIGIN = new URL(ADMIN_URL).origin;

type Outcome = 'DATA' | 'FORBIDDEN' | 'UNAUTHENTICATED';
interface GqlAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string; limit?: string } }[];
}

interface Caller {
  name: string;
  staff?: 'support' | 'ops' | 'compliance' | 'admin';
  brand?: { which: 'A' | 'B'; role: 'brand_admin' | 'brand_agent' };
  visitor?: boolean;
}
const CALLERS: Caller[] = [
  { name: 'anonymous' },
  { name: 'visitor with a 我的咨询 proof', visitor: true },
  { name: 'support', staff: 'support' },
  { name: 'ops', staff: 'ops' },
  { name: 'compliance', staff: 'compliance' },
  { name: 'admin', staff: 'admin' },
  { name: 'brand_admin of A', brand: { which: 'A', role: 'brand_admin' } },
  { name: 'brand_agent of A', brand: { which: 'A', role: 'brand_agent' } },
  { name: 'brand_admin of B', brand: { which: 'B', role: 'brand_admin' } },
];

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

describe.each(backends)('the back office through the gateway (%s)', (kind) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let upstream: FastifyInstance;
  let gateway: FastifyInstance;
  let admin: FastifyInstance;
  let schema: GraphQLSchema;
  const t = Date.now();
  let brandA: { id: number; title: string };
  let brandB: { id: number; title: string };
  const accounts = new Map<string, number>();
  let leadA: number;
  let leadA2: number;
  let leadB: number;
  let deskLead: number;
  let disputedA: number;
  let spareAccount: number;
  let editA: number;
  let visitorCookie = '';
  let created = 0;

  async function insertLead(brand: number | null, aid: number, mobile: string, state = 'delivered'): Promise<number> {
    const [row] = await db.query<{ id: number }>(
      `insert into enquiry (aid, name, mobile, title, address, content, created_at, recipient_brand, lead_state, delivered_at, recipient, consent_text)
       values ($1, '王五', $2, (select title from brand where id = $1), '北京', '想了解加盟', $3, $4, $5, $3, $6, '同意')
       returning id`,
      [aid, mobile, new Date(t - 3600_000), brand, state, brand === null ? '商机网的招商顾问' : '该品牌的运营公司'],
    );
    return row!.id;
  }

  async function account(caller: Caller): Promise<number> {
    const [row] = await db.query<{ id: number }>(
      `insert into account (login, display_name, staff_role, totp_secret, created_at) values ($1, $2, $3, $4, $5) returning id`,
      [`gw-${caller.name.replace(/\W+/g, '-')}-${kind}`.toLowerCase(), caller.name, caller.staff ?? null, caller.staff ? 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' : null, new Date(t - 86_400_000)],
    );
    if (caller.brand) {
      const brand = caller.brand.which === 'A' ? brandA.id : brandB.id;
      await db.query('insert into account_brand (account_id, brand_id, role) values ($1, $2, $3)', [row!.id, brand, caller.brand.role]);
    }
    return row!.id;
  }

  /** A fresh complete session of the account (second factor passed): its secret, for the cookie. */
  async function session(accountId: number): Promise<string> {
    const token = newToken();
    await db.query(
      `insert into account_session (id, account_id, created_at, last_seen_at, expires_at, second_factor_at, ip_prefix, user_agent)
       values ($1, $2, $3, $3, $4, $3, '127.0.0.0/24', 'vitest')`,
      [sha256(token), accountId, new Date(t - 1000), new Date(t + 12 * 3600_000)],
    );
    return token;
  }

  async function cookieOf(caller: Caller): Promise<string> {
    if (caller.visitor) return visitorCookie;
    const id = accounts.get(caller.name);
    return id === undefined ? '' : `sj_admin=${await session(id)}`;
  }

  const adminPost = (body: unknown, headers: Record<string, string> = {}, on: FastifyInstance = admin) =>
    on.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', origin: ADMIN_ORIGIN, ...headers }, payload: JSON.stringify(body) });
  const adminQuery = async (query: string, cookie: string, variables: Record<string, unknown> = {}): Promise<GqlAnswer & { res: LightMyRequestResponse }> => {
    const res = await adminPost({ query, variables }, cookie ? { cookie } : {});
    return { ...(res.json() as GqlAnswer), res };
  };

  async function publicGraphql(query: string, variables: Record<string, unknown>, cookie: string) {
    const res = await gateway.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, payload: { query, variables } });
    return res;
  }

  /** A browser proves its number the 我的咨询 way (captcha, SMS code): its sj_sid cookie holds the proof. */
  async function proveVisitor(mobile: string): Promise<string> {
    let cookie = '';
    const take = (res: LightMyRequestResponse) => {
      for (const c of res.cookies) if (c.name === 'sj_sid') cookie = `sj_sid=${c.value}`;
    };
    take(await publicGraphql('query { enquiryCaptcha { image } }', {}, cookie));
    const answer = ((await upstream.inject({ method: 'GET', url: p.testCaptchaAnswer, headers: { cookie } })).json() as { data: string }).data;
    take(await publicGraphql('mutation S($phone: String!, $captcha: String!) { sendSmsCode(phone: $phone, captcha: $captcha) { ok message } }', { phone: mobile, captcha: answer }, cookie));
    const [sms] = await db.query<{ body: string }>('select body from sms_outbox where mobile = $1 order by id desc limit 1', [mobile]);
    const code = /\d{6}/.exec(sms!.body)![0];
    const proven = await publicGraphql('mutation P($phone: String!, $code: String!) { proveMyPhone(phone: $phone, smsCode: $code) { ok } }', { phone: mobile, code }, cookie);
    take(proven);
    expect((proven.json() as { data: { proveMyPhone: { ok: boolean } } }).data.proveMyPhone.ok).toBe(true);
    return cookie;
  }

  beforeAll(async () => {
    ({ db, dispose } = await openBackend(kind));
    await prepareDatabase(db, { seed: TEST_SEED, scale: 'small', now: inject('seedTime') });
    [brandA, brandB] = await db.query<{ id: number; title: string }>('select id, title from brand order by id limit 2') as [{ id: number; title: string }, { id: number; title: string }];
    upstream = await buildUpstream({ db, enquiry: { config: loadConfig({ NODE_ENV: 'development', POW_COST: '0' }), now: () => t } });
    await upstream.listen({ port: 0, host: '127.0.0.1' });
    const upstreamUrl = `http://127.0.0.1:${(upstream.server.address() as { port: number }).port}`;
    gateway = await buildGateway(gatewayConfig({ UPSTREAM_URL: upstreamUrl, NODE_ENV: 'production', ADMIN_SITE_URL: ADMIN_URL, GATEWAY_RATE_LIMIT: '0' }), { logger: false });
    admin = adminSiteOf(gateway);
    schema = buildSchema();
    for (const caller of CALLERS) if (caller.staff || caller.brand) accounts.set(caller.name, await account(caller));
    spareAccount = await account({ name: 'spare' });
    leadA = await insertLead(brandA.id, brandA.id, '13900000001');
    leadA2 = await insertLead(brandA.id, brandA.id, '13900000002');
    leadB = await insertLead(brandB.id, brandB.id, '13900000003');
    deskLead = await insertLead(null, brandA.id, '13900000004');
    disputedA = await insertLead(brandA.id, brandA.id, '13900000005', 'disputed');
    await db.query(`insert into lead_dispute (enquiry_id, brand_id, reason, note, opened_by, opened_at) values ($1, $2, 'duplicate', '', $3, $4)`, [disputedA, brandA.id, accounts.get('brand_agent of A'), new Date(t - 60_000)]);
    visitorCookie = await proveVisitor('15000000077');
    // Brand A's open edit (a draft equal to the brand: submitting it is refused as unchanged).
    [{ id: editA }] = await db.query<{ id: number }>(
      `insert into brand_edit (brand_id, state, fields, base, author_account, created_at, updated_at)
       select id, 'draft', f, f, $2, $3, $3 from (select id, jsonb_build_object('description', description, 'content', content, 'advantage', advantage,
         'conditions', conditions, 'process', process, 'feeid', feeid, 'money', money, 'product', product, 'throng', throng, 'foundtime', foundtime,
         'company', company, 'thumb', thumb, 'slideshow', slideshow) as f from brand where id = $1) s returning id`,
      [brandA.id, accounts.get('brand_admin of A'), new Date(t)],
    ) as [{ id: number }];
  });
  afterAll(async () => {
    await gateway?.close();
    await upstream?.close();
    await db?.close();
    await dispose?.();
  });

  // ── The matrix ──────────────────────────────────────────────────────────────────────────────────────

  /** Every Query/Mutation field schema/backoffice.graphql declares, with its @allow roles. */
  function rootFields(): { type: 'Query' | 'Mutation'; field: GraphQLField<unknown, unknown>; roles: Access[] }[] {
    const declared = [...backofficeFields(backofficeSdl()).keys()].filter((n) => /^(Query|Mutation)\./.test(n));
    return declared.map((name) => {
      const [type, fieldName] = name.split('.') as ['Query' | 'Mutation', string];
      const field = (type === 'Query' ? schema.getQueryType()! : schema.getMutationType()!).getFields()[fieldName]!;
      const allow = field.astNode!.directives!.find((d) => d.name.value === 'allow')!;
      const list = allow.arguments![0]!.value;
      const roles = list.kind === 'ListValue' ? list.values.map((v) => (v as { value: string }).value as Access) : [];
      return { type, field, roles };
    });
  }

  /** The lead a lead operation is tried on: a lead of brand A, a disputed one, a desk lead. */
  const leadFor = (field: string) => (field === 'decideDispute' ? disputedA : field === 'relayLead' ? deskLead : leadA);

  /** A value for each required argument, by name (ids point at brand A's rows). */
  function argValue(fieldName: string, argName: string, typeName: string): string {
    switch (argName) {
      case 'brandId': return JSON.stringify(String(brandA.id));
      case 'accountId': return JSON.stringify(String(spareAccount));
      // Articles and topics (schema/backoffice-articles.graphql): an id no article has, a new draft.
      case 'kind': return 'ARTICLE';
      case 'q': return JSON.stringify('火锅');
      case 'bodyHtml': return JSON.stringify('<p>矩阵</p><script>alert(1)</script>');
      case 'dataBase64': return JSON.stringify('bm90IGFuIGltYWdl');
      case 'id': return /BrandEdit/.test(fieldName) ? JSON.stringify(String(editA)) : /ditorial/.test(fieldName) ? JSON.stringify('2000000000') : fieldName === 'revokeSession' ? JSON.stringify('nope') : fieldName === 'retryJob' ? JSON.stringify('1') : JSON.stringify(String(leadFor(fieldName)));
      case 'login': return JSON.stringify(fieldName === 'createAccount' ? `matrix${++created}${kind}` : 'nobody-here');
      case 'password': return JSON.stringify('not-the-password-1');
      case 'token': return JSON.stringify('x'.repeat(43));
      case 'code': return JSON.stringify('000000');
      case 'name': return JSON.stringify('矩阵');
      case 'state': return 'CONTACTED';
      case 'reason': return fieldName === 'returnBrandEdit' ? JSON.stringify('矩阵') : 'DUPLICATE';
      // Proposed brand fields the upstream refuses (a picture not the brand's): nothing is saved.
      case 'fields': return `{ description: "矩阵", content: "", advantage: "", conditions: "", process: "", feeBandId: "1", money: "", product: "", throng: "", foundedYear: "", company: "", thumb: "x", slideshow: [] }`;
      case 'outcome': return 'NO_ANSWER';
      case 'credit': return 'false';
      case 'disabled': return 'false';
      // A booking that ended long ago (refused, nothing written) and a file that is not the template.
      case 'input':
        return /Editorial/.test(typeName)
          ? '{ kind: ARTICLE, title: "矩阵草稿", categoryId: "1" }'
          : `{ slot: "index_top", brandId: "${brandA.id}", startsAt: "2000-01-01T00:00:00Z", endsAt: "2000-01-02T00:00:00Z" }`;
      case 'fileName': return JSON.stringify('matrix.csv');
      case 'content': return JSON.stringify(Buffer.from('x').toString('base64'));
      // Claims (schema/backoffice-claims.graphql): a number that is not one (no SMS leaves), a claim
      // whose picture does not exist, a decision on an id no claim has.
      case 'approve': return 'false';
      case 'phone': case 'contactPhone': return JSON.stringify('0');
      case 'ticket': case 'licenceId': return JSON.stringify('x');
      case 'companyName': case 'contactName': return JSON.stringify('矩阵公司');
      case 'creditCode': return JSON.stringify('91440300708461136T');
      default:
        throw new Error(`no sample value for ${fieldName}(${argName}: ${typeName}): add one`);
    }
  }

  function operationOf(type: 'Query' | 'Mutation', field: GraphQLField<unknown, unknown>): string {
    const args = field.args.filter((a) => isNonNullType(a.type)).map((a) => `${a.name}: ${argValue(field.name, a.name, String(a.type))}`);
    const named = getNamedType(field.type);
    let selection = '';
    if (isObjectType(named)) {
      const fields = named.getFields();
      selection = `{ __typename${'code' in fields ? ' code' : 'total' in fields ? ' total' : ''} }`;
    } else if (!isScalarType(named) && !isEnumType(named)) throw new Error(`unexpected type of ${field.name}`);
    return `${type === 'Query' ? 'query' : 'mutation'} { ${field.name}${args.length ? `(${args.join(', ')})` : ''} ${selection} }`;
  }

  function observed(answer: GqlAnswer, field: string): Outcome | string {
    const codes = (answer.errors ?? []).map((e) => e.extensions?.code);
    if (codes.includes('UNAUTHENTICATED')) return 'UNAUTHENTICATED';
    if (codes.includes('FORBIDDEN')) return 'FORBIDDEN';
    const value = answer.data?.[field] as { code?: number } | null | undefined;
    if (value && typeof value === 'object' && value.code === 401) return 'UNAUTHENTICATED';
    if (value && typeof value === 'object' && value.code === 403) return 'FORBIDDEN';
    if (codes.length) return `ERROR ${codes.join(',')}: ${answer.errors!.map((e) => e.message).join('; ')}`;
    return 'DATA';
  }

  function principalOf(caller: Caller): WirePrincipal | null {
    if (!caller.staff && !caller.brand) return null;
    const brand = caller.brand && { brand_id: caller.brand.which === 'A' ? brandA.id : brandB.id, brand_title: '', role: caller.brand.role };
    return { id: 1, login: '', name: '', staff_role: caller.staff ?? null, brands: brand ? [brand] : [], totp: !!caller.staff, stage: 'done' };
  }

  /**
   * What a caller must observe: the gateway's policy first; where it lets the call through, the
   * upstream's rule for the row tried — a lead only for its consented recipient (brand A's lead: brand
   * A's accounts, not support, not brand B), a dispute's decision and a desk relay for support, a
   * session handle only the caller's own (the one tried is nobody's).
   */
  function expected(caller: Caller, field: string, roles: Access[], takesBrand: boolean): Outcome {
    const decision = decide(principalOf(caller), roles, takesBrand ? brandA.id : undefined);
    if (decision === 'unauthenticated') return 'UNAUTHENTICATED';
    if (decision === 'forbidden') return 'FORBIDDEN';
    const ownsA = caller.brand?.which === 'A';
    if (['lead', 'revealLead', 'moveLead', 'disputeLead'].includes(field) && !ownsA) return 'FORBIDDEN';
    // A session handle that is not one of the caller's own is refused like another account's.
    if (field === 'revokeSession') return 'FORBIDDEN';
    return 'DATA';
  }

  it('covers every back-office root field (generated from the schema)', () => {
    const fields = rootFields();
    expect(fields.length).toBeGreaterThanOrEqual(33);
    expect(fields.map((f) => f.field.name)).toEqual(expect.arrayContaining(['me', 'lead', 'brandLeads', 'deskLeads', 'auditEvents', 'revealLead', 'setBrandNotify', 'createAccount']));
  });

  for (const caller of CALLERS) {
    it(`role × operation: ${caller.name}`, async () => {
      const rows: string[] = [];
      const mismatches: string[] = [];
      for (const { type, field, roles } of rootFields()) {
        const answer = await adminQuery(operationOf(type, field), await cookieOf(caller));
        const got = observed(answer, field.name);
        const takesBrand = field.args.some((a) => a.name === 'brandId');
        if (roles.includes('PUBLIC')) {
          // The sign-in steps answer everyone; what they answer is the upstream's (a wrong password, no
          // session yet). The gateway never refuses them.
          const refusedByGateway = (answer.errors ?? []).some((e) => e.extensions?.code === 'FORBIDDEN');
          if (refusedByGateway) mismatches.push(`${type}.${field.name}: PUBLIC but FORBIDDEN`);
          rows.push(`${type}.${field.name}: PUBLIC (${got})`);
          continue;
        }
        const want = expected(caller, field.name, roles, takesBrand);
        rows.push(`${type}.${field.name}: ${got}`);
        if (got !== want) mismatches.push(`${type}.${field.name}: expected ${want}, got ${got}`);
        // A refused field carries nothing.
        if (got !== 'DATA' && answer.errors?.length) expect(answer.data?.[field.name] ?? null).toBeNull();
      }
      expect(mismatches, rows.join('\n')).toEqual([]);
    });
  }

  // ── IDOR ────────────────────────────────────────────────────────────────────────────────────────────

  it('brand B reaches none of brand A’s leads: by id, by inbox, by many aliases; brand A reads only its own', async () => {
    const b = `sj_admin=${await session(accounts.get('brand_admin of B')!)}`;
    const a = `sj_admin=${await session(accounts.get('brand_agent of A')!)}`;
    const byId = await adminQuery(`query { lead(id: "${leadA}") { id maskedPhone } }`, b);
    expect(byId.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([['无权访问', 'FORBIDDEN']]);
    expect(byId.data?.lead ?? null).toBeNull();
    // An id that does not exist is refused the same way.
    const unknown = await adminQuery('query { lead(id: "999999") { id } }', b);
    expect(unknown.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([['无权访问', 'FORBIDDEN']]);
    const inbox = await adminQuery(`query { brandLeads(brandId: "${brandA.id}") { total items { id } } }`, b);
    expect(inbox.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
    const aliases = Array.from({ length: 25 }, (_, i) => `l${i}: lead(id: "${[leadA, leadA2, disputedA, deskLead][i % 4]}") { id maskedPhone }`).join(' ');
    const many = await adminQuery(`query { ${aliases} }`, b);
    expect(many.errors).toHaveLength(25);
    expect(new Set(many.errors!.map((e) => e.extensions?.code))).toEqual(new Set(['FORBIDDEN']));
    expect(Object.values(many.data ?? {}).every((v) => v === null)).toBe(true);
    // Its own inbox holds only its own brand's leads.
    const own = await adminQuery(`query { brandLeads(brandId: "${brandB.id}") { total items { id brandId maskedPhone } } }`, b);
    expect(own.errors).toBeUndefined();
    const ownItems = (own.data!.brandLeads as { items: { id: string; brandId: string; maskedPhone: string }[] }).items;
    expect(ownItems.map((l) => l.id)).toContain(String(leadB));
    expect(ownItems.every((l) => l.brandId === String(brandB.id))).toBe(true);
    expect(ownItems.find((l) => l.id === String(leadB))!.maskedPhone).toBe('139****0003');
    const one = await adminQuery(`query { brandLeads(brandId: "${brandB.id}") { items { id state stateLabel createdAt deliveredAt recipient } } }`, b);
    expect((one.data!.brandLeads as { items: unknown[] }).items).toContainEqual({
      id: String(leadB), state: 'DELIVERED', stateLabel: '已送达', createdAt: new Date(t - 3600_000).toISOString().replace(/\.\d{3}Z$/, '.000Z'),
      deliveredAt: new Date(Math.floor((t - 3600_000) / 1000) * 1000).toISOString(), recipient: 'BRAND',
    });
    const mine = await adminQuery(`query { brandLeads(brandId: "${brandA.id}") { items { id brandId } } }`, a);
    const mineIds = (mine.data!.brandLeads as { items: { id: string; brandId: string }[] }).items;
    expect(mineIds.map((l) => l.id)).toEqual(expect.arrayContaining([String(leadA), String(leadA2)]));
    expect(mineIds.map((l) => l.id)).not.toContain(String(leadB));
    expect(mineIds.map((l) => l.id)).not.toContain(String(deskLead));
  });

  it('an export reaches only its own scope: brand B cannot export brand A, support cannot export a brand; numbers masked', async () => {
    const b = `sj_admin=${await session(accounts.get('brand_admin of B')!)}`;
    const a = `sj_admin=${await session(accounts.get('brand_agent of A')!)}`;
    const support = `sj_admin=${await session(accounts.get('support')!)}`;
    const exportA = `mutation { exportBrandLeads(brandId: "${brandA.id}") { code csv } }`;
    for (const cookie of [b, support]) {
      const refused = await adminQuery(exportA, cookie);
      expect(refused.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([['无权访问', 'FORBIDDEN']]);
      expect(refused.data?.exportBrandLeads ?? null).toBeNull();
    }
    const own = await adminQuery(exportA, a);
    const csv = (own.data?.exportBrandLeads as { code: number; csv: string }).csv;
    expect((own.data?.exportBrandLeads as { code: number }).code).toBe(200);
    expect(csv).toContain('139****0001');
    expect(csv).not.toMatch(/1[3-9]\d{9}/);
    expect(csv).not.toContain('139****0003'); // brand B's lead
    expect(csv).not.toContain('139****0004'); // the desk's lead
    const desk = await adminQuery('mutation { exportDeskLeads { code csv } }', support);
    expect((desk.data?.exportDeskLeads as { csv: string }).csv).toContain('139****0004');
    expect((desk.data?.exportDeskLeads as { csv: string }).csv).not.toContain('139****0001');
    const [{ n }] = await db.query<{ n: number }>(`select count(*)::int as n from audit_event where action = 'lead.export'`) as [{ n: number }];
    expect(n).toBeGreaterThanOrEqual(2);
  });

  it('a brand account reading a lead’s support-only field is refused that field alone', async () => {
    const a = `sj_admin=${await session(accounts.get('brand_agent of A')!)}`;
    const res = await adminQuery(`query { lead(id: "${leadA2}") { id state relays { by } } }`, a);
    expect(res.data).toEqual({ lead: null });
    expect(res.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
    const ok = await adminQuery(`query { lead(id: "${leadA2}") { id brandId state stateLabel events { state } } }`, a);
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.lead).toMatchObject({ id: String(leadA2), brandId: String(brandA.id) });
  });

  it('100 aliased lead lookups are refused before anything runs', async () => {
    const c = `sj_admin=${await session(accounts.get('brand_agent of A')!)}`;
    const aliases = Array.from({ length: 100 }, (_, i) => `l${i}: lead(id: "${leadA}") { id }`).join(' ');
    const res = await adminQuery(`query { ${aliases} }`, c);
    expect(res.res.statusCode).toBe(400);
    expect(res.errors?.[0]?.extensions?.limit).toBe('ALIASES');
    expect(res.data).toBeUndefined();
  });

  it('the sign-in steps and reveals appear at most once per operation', async () => {
    const c = `sj_admin=${await session(accounts.get('brand_agent of A')!)}`;
    const res = await adminQuery(`mutation { a: revealLead(id: "${leadA}") { code } b: revealLead(id: "${leadA2}") { code } }`, c);
    expect(res.res.statusCode).toBe(400);
    expect(res.errors?.[0]?.extensions?.limit).toBe('ONCE');
    const signIns = await adminQuery('mutation { a: signIn(login: "x", password: "y") { code } b: signIn(login: "z", password: "w") { code } }', '');
    expect(signIns.errors?.[0]?.extensions?.limit).toBe('ONCE');
  });

  // ── Refusals recorded; roles taken away ────────────────────────────────────────────────────────────

  it('a refusal is recorded once per operation, without personal data', async () => {
    const id = accounts.get('brand_agent of A')!;
    const c = `sj_admin=${await session(id)}`;
    const before = await db.query<{ n: number }>("select count(*)::int as n from audit_event where action = 'authz.refused' and actor_account = $1", [id]);
    // Nullable fields, so every refusal is reported: a brand_agent may not read notification settings.
    const res = await adminQuery(`query { a: brandNotify(brandId: "${brandA.id}") { hasSecret } b: brandNotify(brandId: "${brandB.id}") { hasSecret } me { login } }`, c);
    expect(res.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([['无权访问', 'FORBIDDEN'], ['无权访问', 'FORBIDDEN']]);
    expect(res.data).toMatchObject({ a: null, b: null, me: { login: expect.any(String) } });
    const after = await db.query<{ n: number; detail: string }>("select count(*)::int as n from audit_event where action = 'authz.refused' and actor_account = $1", [id]);
    expect(after[0]!.n - before[0]!.n).toBe(1);
    const [last] = await db.query<{ detail: unknown }>("select detail from audit_event where action = 'authz.refused' and actor_account = $1 order by id desc limit 1", [id]);
    expect(JSON.stringify(last!.detail)).toContain('Query.brandNotify');
    expect(JSON.stringify(last!.detail)).not.toMatch(/1[3-9]\d{9}/);
  });

  it('a staff role taken away counts from the next request on', async () => {
    const support = await account({ name: `support-revoked-${kind}`, staff: 'support' });
    const c = `sj_admin=${await session(support)}`;
    expect((await adminQuery('query { deskLeads { total } }', c)).errors).toBeUndefined();
    // Through the administrator's own mutation.
    const adminCookie = await cookieOf(CALLERS.find((x) => x.staff === 'admin')!);
    const set = await adminQuery(`mutation { setStaffRole(accountId: "${support}") { ok code } }`, adminCookie);
    expect(set.data!.setStaffRole).toMatchObject({ ok: true, code: 200 });
    const after = await adminQuery('query { deskLeads { total } }', c);
    expect(after.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([['无权访问', 'FORBIDDEN']]);
 
    // A brand role likewise.
    const agent = await account({ name: `agent-revoked-${kind}`, brand: { which: 'A', role: 'brand_agent' } });
    const a = `sj_admin=${await session(agent)}`;
    const inbox = `query { brandLeads(brandId: "${brandA.id}") { total } }`;
    expect((await adminQuery(inbox, a)).errors).toBeUndefined();
    const removed = await adminQuery(`mutation { setBrandRole(accountId: "${agent}", brandId: "${brandA.id}") { ok } }`, adminCookie);
    expect(removed.data!.setBrandRole).toEqual({ ok: true });
    expect((await adminQuery(inbox, a)).errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
  });

  it('a revoked session is signed out: UNAUTHENTICATED, and its cookie cleared', async () => {
    const id = accounts.get('ops')!;
    const token = await session(id);
    await db.query('update account_session set revoked_at = $2 where id = $1', [sha256(token), new Date(t - 1)]);
    const res = await adminQuery('query { me { id } mySessions { id } }', `sj_admin=${token}`);
    expect(res.data?.me ?? null).toBeNull();
    expect(res.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([['请先登录', 'UNAUTHENTICATED']]);
    // A call the upstream answers 401 removes the cookie.
    const setup = await adminQuery('mutation { startTotpSetup { uri } }', `sj_admin=${token}`);
    expect(setup.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
    expect(String(setup.res.headers['set-cookie'])).toBe('sj_admin=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict');
  });

  // ── The public listener ─────────────────────────────────────────────────────────────────────────────

  it('the public /graphql refuses every back-office field, even with a valid admin cookie', async () => {
    const cookie = await cookieOf(CALLERS.find((x) => x.staff === 'admin')!);
    const sel = rootFields().filter((f) => f.type === 'Query');
    for (const { type, field } of sel) {
      const res = await publicGraphql(operationOf(type, field), {}, cookie);
      const body = res.json() as GqlAnswer;
      expect(body.errors?.map((e) => [e.message, e.extensions?.code]), field.name).toEqual([['无权访问', 'FORBIDDEN']]);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    const signIn = (await publicGraphql('mutation { signIn(login: "x", password: "y") { code } }', {}, cookie)).json() as GqlAnswer;
    expect(signIn.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // The public site's queries are unchanged and cacheable.
    const pub = await publicGraphql('query { ok }', {}, cookie);
    expect(pub.statusCode).toBe(200);
    expect(String(pub.headers['cache-control'])).toMatch(/public|max-age/);
  });

  // ── The admin listener's HTTP ───────────────────────────────────────────────────────────────────────

  it('every admin answer is no-store, noindex, under the CSP, never from a page or response cache', async () => {
    const cookie = await cookieOf(CALLERS.find((x) => x.staff === 'support')!);
    for (let i = 0; i < 2; i++) {
      const res = (await adminQuery('query { deskLeads { total } }', cookie)).res;
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(String(res.headers['content-security-policy'])).toMatch(/default-src 'self'.*script-src 'self'.*frame-ancestors 'none'/);
      expect(res.headers['x-page-cache']).toBeUndefined();
      expect(res.headers['x-response-cache']).toBeUndefined();
      expect(res.headers.age).toBeUndefined();
    }
    for (const url of ['/', '/leads/123', '/robots.txt', '/healthz', '/a-assets/missing.js']) {
      const res = await admin.inject({ method: 'GET', url });
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.headers['x-robots-tag'], url).toBe('noindex, nofollow');
      expect(res.headers['content-security-policy'], url).toBeDefined();
      expect(res.headers['x-page-cache'], url).toBeUndefined();
    }
    expect((await admin.inject({ method: 'GET', url: '/robots.txt' })).body).toBe('User-agent: *\nDisallow: /\n');
  });

  it('a POST from another origin, or with none, is refused 403 before it runs', async () => {
    const cookie = await cookieOf(CALLERS.find((x) => x.staff === 'admin')!);
    for (const origin of ['https://evil.example', 'null', ADMIN_ORIGIN.replace('3002', '3000')]) {
      const res = await adminPost({ query: 'mutation { signOut { ok } }' }, { origin, cookie });
      expect(res.statusCode, origin).toBe(403);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    const none = await admin.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', cookie }, payload: JSON.stringify({ query: '{ me { id } }' }) });
    expect(none.statusCode).toBe(403);
    // The same cookie still works: nothing ran.
    expect((await adminQuery('query { me { login } }', cookie)).data!.me).toMatchObject({ login: expect.stringContaining('admin') });
  });

  it('CSRF: a form post (text/plain, urlencoded) and a GET mutation do not run', async () => {
    const cookie = await cookieOf(CALLERS.find((x) => x.staff === 'admin')!);
    const form = [
      { 'content-type': 'text/plain', payload: JSON.stringify({ query: 'mutation { signOutEverywhere { ok } }' }) },
      { 'content-type': 'application/x-www-form-urlencoded', payload: 'query=mutation%20%7B%20signOutEverywhere%20%7B%20ok%20%7D%20%7D' },
      { 'content-type': 'multipart/form-data; boundary=x', payload: '--x\r\nContent-Disposition: form-data; name="query"\r\n\r\nmutation { signOutEverywhere { ok } }\r\n--x--\r\n' },
    ];
    for (const f of form) {
      const res = await admin.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': f['content-type'], origin: ADMIN_ORIGIN, cookie }, payload: f.payload });
      expect(res.statusCode, f['content-type']).toBeGreaterThanOrEqual(400);
      expect(res.body).not.toContain('"signOutEverywhere"');
    }
    const get = await admin.inject({ method: 'GET', url: `/graphql?query=${encodeURIComponent('mutation { signOutEverywhere { ok } }')}`, headers: { cookie, 'apollo-require-preflight': '1' } });
    expect(get.statusCode).toBe(405);
    const simpleGet = await admin.inject({ method: 'GET', url: `/graphql?query=${encodeURIComponent('{ me { id } }')}`, headers: { cookie } });
    expect(simpleGet.statusCode).toBe(400);
    // Still signed in: none of them ran.
    expect((await adminQuery('query { me { id } }', cookie)).data!.me).not.toBeNull();
  });

  it('enrolment and sign-in set the HttpOnly, SameSite=Strict cookie (never the token in an answer); sign-out clears it', async () => {
    const adminCookie = await cookieOf(CALLERS.find((x) => x.staff === 'admin')!);
    const login = `cookie-${kind}`;
    const created = await adminQuery(`mutation { createAccount(login: "${login}", name: "品牌经理", brandId: "${brandA.id}", brandRole: BRAND_AGENT) { code id enrolUrl expiresAt } }`, adminCookie);
    const account = created.data!.createAccount as { code: number; enrolUrl: string; expiresAt: string };
    expect(account.code).toBe(200);
    expect(account.enrolUrl).toMatch(new RegExp(`^${ADMIN_URL.replace(/\./g, '\\.')}/enrol/[A-Za-z0-9_%-]+$`));
    const token = decodeURIComponent(account.enrolUrl.split('/enrol/')[1]!);
    const info = await adminQuery(`query { enrolInfo(token: "${token}") { login totpRequired } }`, '');
    expect(info.data!.enrolInfo).toEqual({ login, totpRequired: false });

    const enrol = await adminQuery(`mutation { enrol(token: "${token}", password: "a-long-enough-passphrase-1") { ok code stage } }`, '');
    expect(enrol.data!.enrol).toMatchObject({ ok: true, stage: 'DONE' });
    const set = String(enrol.res.headers['set-cookie']);
    expect(set).toMatch(/^sj_admin=[A-Za-z0-9_-]{20,}; Max-Age=43200; Path=\/; HttpOnly; SameSite=Strict$/);
    const secret = /^sj_admin=([^;]+)/.exec(set)![1]!;
    expect(enrol.res.body).not.toContain(secret);
    const me = await adminQuery('query { me { login stage brands { brandId role } } }', `sj_admin=${secret}`);
    expect(me.data!.me).toEqual({ login, stage: 'DONE', brands: [{ brandId: String(brandA.id), role: 'BRAND_AGENT' }] });

    // A brand account is offered a second factor: the secret, its otpauth:// address and that as a QR code.
    const setup = await adminQuery('mutation { startTotpSetup { secret uri qrSvg } }', `sj_admin=${secret}`);
    const totp = setup.data!.startTotpSetup as { secret: string; uri: string; qrSvg: string };
    expect(totp.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(totp.uri).toContain(`secret=${totp.secret}`);
    expect(totp.qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);

    const out = await adminQuery('mutation { signOut { ok } }', `sj_admin=${secret}`);
    expect(out.data!.signOut).toEqual({ ok: true });
    expect(String(out.res.headers['set-cookie'])).toBe('sj_admin=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict');
    expect((await adminQuery('query { me { id } }', `sj_admin=${secret}`)).data!.me).toBeNull();

    const signIn = await adminQuery(`mutation { signIn(login: "${login}", password: "a-long-enough-passphrase-1") { ok stage } }`, '');
    expect(signIn.data!.signIn).toEqual({ ok: true, stage: 'DONE' });
    expect(String(signIn.res.headers['set-cookie'])).toMatch(/^sj_admin=[A-Za-z0-9_-]{20,}; Max-Age=43200; Path=\/; HttpOnly; SameSite=Strict$/);
    // A wrong password sets nothing.
    const wrong = await adminQuery(`mutation { signIn(login: "${login}", password: "wrong-passphrase-2") { ok code message stage } }`, '');
    expect(wrong.data!.signIn).toMatchObject({ ok: false, stage: null });
    expect(wrong.res.headers['set-cookie']).toBeUndefined();
  });

  it('behind TLS the cookie is __Host-sj_admin and Secure', async () => {
    const https = 'https://admin.shangji.test';
    const upstreamUrl = `http://127.0.0.1:${(upstream.server.address() as { port: number }).port}`;
    const gw = await buildGateway(gatewayConfig({ UPSTREAM_URL: upstreamUrl, NODE_ENV: 'production', ADMIN_SITE_URL: https, GATEWAY_RATE_LIMIT: '0' }), { logger: false });
    try {
      const site = adminSiteOf(gw);
      const adminId = accounts.get('admin')!;
      const token = await session(adminId);
      // The plain name is not read over https.
      const plain = await adminPost({ query: '{ me { id } }' }, { origin: https, cookie: `sj_admin=${token}` }, site);
      expect((plain.json() as GqlAnswer).data!.me).toBeNull();
      const created = await adminPost({ query: `mutation { createAccount(login: "tls-${kind}", name: "T", brandId: "${brandB.id}", brandRole: BRAND_ADMIN) { code enrolUrl } }` }, { origin: https, cookie: `__Host-sj_admin=${token}` }, site);
      const url = ((created.json() as GqlAnswer).data!.createAccount as { enrolUrl: string }).enrolUrl;
      expect(url.startsWith(`${https}/enrol/`)).toBe(true);
      const enrol = await adminPost({ query: `mutation { enrol(token: "${decodeURIComponent(url.split('/enrol/')[1]!)}", password: "another-long-passphrase-3") { ok } }` }, { origin: https }, site);
      expect(String(enrol.headers['set-cookie'])).toMatch(/^__Host-sj_admin=[A-Za-z0-9_-]{20,}; Max-Age=43200; Path=\/; HttpOnly; SameSite=Strict; Secure$/);
    } finally {
      await gw.close();
    }
  });
});
