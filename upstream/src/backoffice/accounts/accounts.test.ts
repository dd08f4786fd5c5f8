// Back-office accounts and sign-in over HTTP (docs/decisions/0116), as the gateway calls them: the session
// secret in X-Admin-Session, the client's address as the request's, its User-Agent forwarded. Every answer
// of code 200 is checked against the contract's shape. The clock is injected (EnquiryOptions.now): lock-outs,
// idle sessions and TOTP steps are tested by moving it, never by sleeping.
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, type StaffRole, type WireSignIn } from '@shangji/contract';
import { buildUpstream } from '../../app';
import { loadConfig } from '../../config';
import type { Database } from '../../db/database';
import { prepareDatabase } from '../../db/prepare';
import { backends, openBackend, TEST_SEED } from '../../test/harness';
import { createAccount } from './accounts-admin';
import { signInMessages } from './routes';

type Body<T = unknown> = { code: number; msg: string; data: T };
/** A back-office call (each answers an envelope with a zod shape). */
type CallName = Extract<keyof typeof calls, `admin${string}`>;

const ADMIN_SITE = 'https://admin.example.test';
const PASSWORD = 'correct horse 马';

describe.each(backends)('back-office accounts and sign-in (%s)', (kind) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let app: FastifyInstance;
  let t = Date.UTC(2030, 5, 1, 8, 0, 0);
  const now = () => t;
  const minutes = (n: number) => {
    t += n * 60_000;
  };
  let brandIds: number[];
  let net = 0;

  /** One browser behind the gateway: its own client network unless told, its session secret once signed in. */
  class Client {
    token: string | null = null;
    constructor(readonly ip = `10.${Math.floor(++net / 250)}.${net % 250}.7`, readonly ua = `Vitest ${net}`) {}

    async call<T = unknown>(name: CallName, params: Record<string, string | number> = {}): Promise<Body<T>> {
      const c = calls[name];
      const qs = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
      const headers: Record<string, string> = { 'user-agent': this.ua, ...(this.token ? { 'x-admin-session': this.token } : {}) };
      const res = await app.inject(
        c.method === 'GET'
          ? { method: 'GET', url: qs ? `${c.path}?${qs}` : c.path, headers, remoteAddress: this.ip }
          : { method: 'POST', url: c.path, payload: qs, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, remoteAddress: this.ip },
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = res.json() as Body<T>;
      if (body.code === 200) c.data.parse(body.data);
      else expect(body.data).toBeNull();
      return body;
    }

    /** Sign-in's first step; keeps the new secret. */
    async signIn(login: string, password = PASSWORD): Promise<Body<WireSignIn>> {
      const r = await this.call<WireSignIn>('adminSignIn', { login, password });
      if (r.code === 200) this.token = r.data.token;
      return r;
    }
  }

  /** The code an authenticator shows at the test clock's time. */
  const codeAt = (secret: string, at = t) => generate({ secret, epoch: Math.floor(at / 1000) });

  interface Account {
    id: number;
    login: string;
    secret: string | null;
    /** Signed in (second factor passed when it has one). */
    client: Client;
  }

  let seq = 0;
  /** An account made as an admin makes one, enrolled through its link, with a second factor when asked. */
  async function account(opts: { staff?: StaffRole; brand?: number; brandRole?: 'brand_admin' | 'brand_agent'; phone?: string; totp?: boolean } = {}): Promise<Account> {
    const login = `user${++seq}.${kind}`;
    const made = await db.transaction((tx) =>
      createAccount(tx, {
        login, name: '测试员', phone: opts.phone, staffRole: opts.staff,
        ...(opts.brand ? { brandId: opts.brand, brandRole: opts.brandRole ?? 'brand_agent' } : {}),
      }, { accountId: null, ipPrefix: '', via: 'cli' }, t),
    );
    const client = new Client();
    const enrolled = await client.call<WireSignIn>('adminEnrol', { token: made.enrol_token, password: PASSWORD });
    expect(enrolled.code).toBe(200);
    client.token = enrolled.data.token;
    let secret: string | null = null;
    if (opts.totp ?? opts.staff !== undefined) {
      const setup = await client.call<{ secret: string; uri: string }>('adminTotpSetup');
      secret = setup.data.secret;
      expect((await client.call('adminTotpConfirm', { code: await codeAt(secret) })).code).toBe(200);
    }
    return { id: made.id, login, secret, client };
  }

  /** Password then (after the clock moves to a fresh step) the second factor. */
  async function signedIn(a: Account, client = new Client()): Promise<Client> {
    const first = await client.signIn(a.login);
    expect(first.code).toBe(200);
    if (a.secret) {
      expect(first.data.stage).toBe('totp');
      t += 30_000;
      expect((await client.call('adminTotp', { code: await codeAt(a.secret) })).code).toBe(200);
    }
    return client;
  }

  const auditRows = (action: string, subject?: string) =>
    db.query<{ actor_account: number | null; subject: string; outcome: string; ip_prefix: string; detail: Record<string, unknown> }>(
      `select actor_account, subject, outcome, ip_prefix, detail from audit_event where action = $1 ${subject ? 'and subject = $2' : ''} order by id`,
      subject ? [action, subject] : [action],
    );

  beforeAll(async () => {
    ({ db, dispose } = await openBackend(kind));
    await prepareDatabase(db, { seed: TEST_SEED, scale: 'small' });
    app = await buildUpstream({ db, enquiry: { now, config: { ...loadConfig(), ADMIN_SITE_URL: ADMIN_SITE } } });
    brandIds = (await db.query<{ id: number }>('select id from brand order by id limit 3')).map((r) => r.id);
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await dispose?.();
  });

  it('signs a staff account in with password and TOTP; until the code, the session is good for nothing', async () => {
    const a = await account({ staff: 'support' });
    const c = new Client();
    const first = await c.signIn(a.login);
    expect(first).toMatchObject({ code: 200, data: { stage: 'totp' } });
    expect(first.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.data.expires).toBe(Math.floor(t / 1000) + 12 * 3600);
    // Only the secret's hash is stored.
    expect(await db.query('select 1 from account_session where id = $1', [first.data.token])).toHaveLength(0);
    for (const call of ['adminMe', 'adminSessions', 'adminSignOutEverywhere'] as const) {
      expect(await c.call(call), call).toMatchObject({ code: 401, msg: '请先登录' });
    }
    t += 30_000;
    expect(await c.call('adminTotp', { code: '12345' })).toMatchObject({ code: 400, msg: signInMessages.totpFormat });
    const second = await c.call<WireSignIn>('adminTotp', { code: await codeAt(a.secret!) });
    expect(second).toMatchObject({ code: 200, data: { token: null, stage: 'done', expires: first.data.expires } });
    const me = await c.call('adminMe');
    expect(me).toMatchObject({ code: 200, data: { id: a.id, login: a.login, name: '测试员', staff_role: 'support', brands: [], totp: true, stage: 'done' } });
    expect((await auditRows('signin.ok', `account:${a.id}`)).at(-1)).toMatchObject({ actor_account: a.id, outcome: 'ok', ip_prefix: c.ip.replace(/\.\d+$/, '.0/24') });
    expect((await auditRows('totp.ok', `account:${a.id}`)).length).toBeGreaterThan(0);
  });

  it('never accepts a TOTP code twice, nor one of an earlier step', async () => {
    const a = await account({ staff: 'ops' });
    const one = new Client();
    await one.signIn(a.login);
    t += 30_000;
    const code = await codeAt(a.secret!);
    expect((await one.call('adminTotp', { code })).code).toBe(200);
    // The same code, still within its 30 seconds, on another session: refused as a replay.
    const two = new Client();
    await two.signIn(a.login);
    expect(await two.call('adminTotp', { code })).toMatchObject({ code: 400, msg: signInMessages.totpWrong });
    // The previous step's code is within the tolerance but older than the one used: refused too.
    expect((await two.call('adminTotp', { code: await codeAt(a.secret!, t - 30_000) })).code).toBe(400);
    expect(await two.call('adminMe')).toMatchObject({ code: 401 });
    const fails = await auditRows('totp.fail', `account:${a.id}`);
    expect(fails.map((f) => f.detail.reason)).toEqual(['replay', 'replay']);
    // The next step's code works.
    t += 30_000;
    expect((await two.call('adminTotp', { code: await codeAt(a.secret!) })).code).toBe(200);
    expect((await two.call('adminMe')).code).toBe(200);
  });

  it('answers a wrong password and an unknown login alike, and locks the account after 5 failures', async () => {
    const a = await account({ brand: brandIds[0], brandRole: 'brand_admin' });
    const c = new Client();
    const unknown = await c.signIn('nobody-here', PASSWORD);
    expect(unknown).toEqual({ code: 400, msg: '账号或密码错误', data: null });
    expect(await c.signIn(a.login, 'wrong password 1')).toEqual(unknown);
    for (let i = 2; i <= 4; i++) expect((await c.signIn(a.login, `wrong password ${i}`)).code).toBe(400);
    // The fifth failure starts the lock and says so.
    expect(await c.signIn(a.login, 'wrong password 5')).toEqual({ code: 429, msg: '登录失败次数过多，请于15分钟后再试', data: null });
    // Locked: even the right password is answered 429 (it is not looked at), from any network.
    minutes(5);
    expect(await new Client().signIn(a.login)).toEqual({ code: 429, msg: '登录失败次数过多，请于10分钟后再试', data: null });
    minutes(10);
    // The lock is over: the right password works, and the count starts again.
    expect(await c.signIn(a.login)).toMatchObject({ code: 200, data: { stage: 'done' } });
    // Five more failures in a row after a lock without a success between: the next lock is twice as long.
    for (let i = 1; i <= 4; i++) expect((await c.signIn(a.login, `wrong again ${i}`)).code).toBe(400);
    expect((await c.signIn(a.login, 'wrong again 5')).msg).toBe('登录失败次数过多，请于15分钟后再试');
    minutes(15);
    for (let i = 1; i <= 4; i++) expect((await c.signIn(a.login, `wrong third ${i}`)).code).toBe(400);
    expect((await c.signIn(a.login, 'wrong third 5')).msg).toBe('登录失败次数过多，请于30分钟后再试');
    minutes(30);
    expect((await c.signIn(a.login)).code).toBe(200);
    const locked = await auditRows('signin.locked', `account:${a.id}`);
    expect(locked.filter((r) => r.outcome === 'locked').map((r) => r.detail.minutes)).toEqual([15, 15, 30]);
    expect(locked.some((r) => r.outcome === 'refused')).toBe(true);
    // The unknown login's failure is recorded without its text.
    const unknownRows = await db.query<{ n: number }>("select count(*)::int as n from audit_event where action = 'signin.fail' and actor_account is null and detail->>'reason' = 'unknown'");
    expect(unknownRows[0]!.n).toBeGreaterThan(0);
    expect(await db.query("select 1 from audit_event where detail::text like '%nobody-here%' or subject like '%nobody-here%'")).toHaveLength(0);
  });

  it('counts wrong TOTP codes toward the account lock', async () => {
    const a = await account({ staff: 'compliance' });
    const c = new Client();
    await c.signIn(a.login);
    for (let i = 0; i < 4; i++) expect((await c.call('adminTotp', { code: '000000' })).code).toBe(400);
    expect(await c.call('adminTotp', { code: '000001' })).toMatchObject({ code: 429 });
    t += 30_000;
    expect((await c.call('adminTotp', { code: await codeAt(a.secret!) })).code).toBe(429);
    expect((await new Client().signIn(a.login)).code).toBe(429);
    minutes(16);
    expect((await signedIn(a)).token).toBeTruthy();
  });

  it('locks a client network after 20 failures in 15 minutes, whatever the logins', async () => {
    const a = await account({ brand: brandIds[1] });
    // Neighbouring addresses of one /24 count together.
    const at = (n: number) => new Client(`10.250.9.${n}`);
    for (let i = 1; i <= 19; i++) expect((await at(i).signIn(`guess${i}`, 'password guess')).code).toBe(400);
    expect(await at(20).signIn('guess20', 'password guess')).toMatchObject({ code: 429 });
    // The right password from that network: 429; from another network: signed in.
    expect(await at(21).signIn(a.login)).toEqual({ code: 429, msg: '登录失败次数过多，请于15分钟后再试', data: null });
    expect((await new Client('10.251.9.1').signIn(a.login)).code).toBe(200);
    const rows = await db.query<{ outcome: string }>("select outcome from audit_event where action = 'signin.locked' and ip_prefix = '10.250.9.0/24' order by id");
    expect(rows.map((r) => r.outcome)).toEqual(['locked', 'refused']);
    minutes(15);
    expect((await at(22).signIn(a.login)).code).toBe(200);
    // Failures spread over more than 15 minutes never add up to a lock.
    for (let i = 1; i <= 19; i++) expect((await at(30 + i).signIn(`slow${i}`, 'password guess')).code).toBe(400);
    minutes(16);
    expect((await at(60).signIn('slow20', 'password guess')).code).toBe(400);
    expect((await at(61).signIn(a.login)).code).toBe(200);
  });

  it('makes a staff account without a second factor set one up before anything else', async () => {
    const a = await account({ staff: 'admin', totp: false });
    const c = new Client();
    const first = await c.signIn(a.login);
    expect(first.data.stage).toBe('totp_setup');
    expect(await c.call('adminMe')).toMatchObject({ code: 200, data: { stage: 'totp_setup', totp: false, staff_role: 'admin' } });
    for (const call of ['adminAccounts', 'adminSessions'] as const) expect((await c.call(call)).code, call).toBe(401);
    expect(await c.call('adminTotp', { code: '123456' })).toMatchObject({ code: 400, msg: signInMessages.totpNotDue });
    expect(await c.call('adminTotpConfirm', { code: '123456' })).toMatchObject({ code: 400, msg: signInMessages.totpNoPending });
    const setup = await c.call<{ secret: string; uri: string }>('adminTotpSetup');
    expect(setup.data.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.data.uri).toBe(`otpauth://totp/${encodeURIComponent('商机网后台')}:${encodeURIComponent(a.login)}?secret=${setup.data.secret}&issuer=${encodeURIComponent('商机网后台')}`);
    // Not set up until confirmed: a wrong code leaves the account without a second factor.
    expect((await c.call('adminTotpConfirm', { code: '000000' })).code).toBe(400);
    expect((await c.call('adminMe')).data).toMatchObject({ totp: false, stage: 'totp_setup' });
    expect(await c.call('adminTotpConfirm', { code: await codeAt(setup.data.secret) })).toMatchObject({ code: 200, data: { stage: 'done', token: null } });
    expect(await c.call('adminAccounts')).toMatchObject({ code: 200 });
    // The next sign-in asks for the code.
    expect((await new Client().signIn(a.login)).data.stage).toBe('totp');
  });

  it('lets a brand account in without a second factor, and offers one', async () => {
    const a = await account({ brand: brandIds[0], brandRole: 'brand_agent' });
    const c = new Client();
    expect((await c.signIn(a.login)).data.stage).toBe('done');
    const me = await c.call<{ brands: { brand_id: number; brand_title: string; role: string }[] }>('adminMe');
    expect(me.data.brands).toEqual([{ brand_id: brandIds[0], brand_title: expect.any(String), role: 'brand_agent' }]);
    expect(me.data.brands[0]!.brand_title.length).toBeGreaterThan(0);
    const setup = await c.call<{ secret: string }>('adminTotpSetup');
    expect((await c.call('adminTotpConfirm', { code: await codeAt(setup.data.secret) })).code).toBe(200);
    expect((await c.call('adminMe')).data).toMatchObject({ totp: true, stage: 'done' });
    expect((await new Client().signIn(a.login)).data.stage).toBe('totp');
  });

  it('lists sessions, revokes one, ends them all, and ends an idle one', async () => {
    const a = await account({ brand: brandIds[2] });
    const phone = await signedIn(a, new Client('10.77.1.9', 'Phone Safari'));
    const desk = await signedIn(a, new Client('10.77.2.9', 'Desk Chrome'));
    const list = await desk.call<{ id: string; current: boolean; user_agent: string; ip_prefix: string; created: number; last_seen: number; expires: number }[]>('adminSessions');
    const mine = list.data.filter((s) => s.user_agent === 'Phone Safari' || s.user_agent === 'Desk Chrome');
    expect(mine).toHaveLength(2);
    const current = mine.find((s) => s.current)!;
    const other = mine.find((s) => !s.current)!;
    expect(current).toMatchObject({ user_agent: 'Desk Chrome', ip_prefix: '10.77.2.0/24' });
    expect(other).toMatchObject({ user_agent: 'Phone Safari', ip_prefix: '10.77.1.0/24' });
    expect(other.id).toMatch(/^[0-9a-f]{16}$/);
    expect(other.expires - other.created).toBe(12 * 3600);
    // The handle is not the secret, nor its whole hash.
    expect(phone.token).not.toContain(other.id);
    // Another account's session cannot be revoked: the same 403 as a missing one, recorded.
    const b = await account({ brand: brandIds[2] });
    expect(await b.client.call('adminRevokeSession', { id: other.id })).toEqual({ code: 403, msg: '无权访问', data: null });
    expect(await b.client.call('adminRevokeSession', { id: '0123456789abcdef' })).toEqual({ code: 403, msg: '无权访问', data: null });
    expect((await auditRows('authz.refused')).filter((r) => r.actor_account === b.id)).toHaveLength(2);
    expect((await phone.call('adminMe')).code).toBe(200);
    expect((await desk.call('adminRevokeSession', { id: other.id })).code).toBe(200);
    expect(await phone.call('adminMe')).toMatchObject({ code: 401, msg: '请先登录' });
    // Sign out everywhere: every session of the account ends, this one too.
    const third = await signedIn(a);
    expect((await desk.call('adminSignOutEverywhere')).code).toBe(200);
    expect((await desk.call('adminMe')).code).toBe(401);
    expect((await third.call('adminSessions')).code).toBe(401);
    expect((await a.client.call('adminMe')).code).toBe(401);
    // Two hours unused end a session; 12 hours end it whatever happens.
    const idle = await signedIn(a);
    minutes(119);
    expect((await idle.call('adminMe')).code).toBe(200);
    minutes(119);
    expect((await idle.call('adminMe')).code).toBe(200);
    minutes(121);
    expect((await idle.call('adminMe')).code).toBe(401);
    const busy = await signedIn(a);
    for (let i = 1; i <= 12; i++) {
      minutes(59);
      expect((await busy.call('adminMe')).code, `after ${i * 59} minutes`).toBe(200);
    }
    minutes(13);
    expect((await busy.call('adminMe')).code).toBe(401);
    // Signing out ends the session; signing out again is harmless.
    const once = await signedIn(a);
    expect((await once.call('adminSignOut')).code).toBe(200);
    expect((await once.call('adminMe')).code).toBe(401);
    expect((await once.call('adminSignOut')).code).toBe(200);
  });

  it('enrols once per link, with a password of at least 10 characters that is not the login', async () => {
    const admin = await account({ staff: 'admin' });
    const created = await admin.client.call<{ id: number; enrol_token: string; enrol_expires: number }>('adminCreateAccount', {
      login: `Staff.New.${kind}`, name: '王客服', phone: '13912345678', staff_role: 'support',
    });
    expect(created.code).toBe(200);
    expect(created.data.enrol_expires).toBe(Math.floor(t / 1000) + 72 * 3600);
    const token = created.data.enrol_token;
    const c = new Client();
    expect(await c.call('adminEnrolInfo', { token })).toEqual({ code: 200, msg: 'success', data: { login: `staff.new.${kind}`, name: '王客服', totp_required: true } });
    expect(await c.call('adminEnrol', { token, password: 'short' })).toMatchObject({ code: 400, msg: '密码至少需要10个字符' });
    expect(await c.call('adminEnrol', { token, password: `STAFF.NEW.${kind}` })).toMatchObject({ code: 400, msg: '密码不能与账号名相同' });
    // A failed attempt does not use the link up.
    const enrolled = await c.call<WireSignIn>('adminEnrol', { token, password: PASSWORD });
    expect(enrolled).toMatchObject({ code: 200, data: { stage: 'totp_setup' } });
    c.token = enrolled.data.token;
    expect((await c.call('adminMe')).data).toMatchObject({ stage: 'totp_setup', staff_role: 'support' });
    // The link works once.
    expect(await new Client().call('adminEnrol', { token, password: 'another password 2' })).toEqual({ code: 400, msg: '链接无效、已使用或已过期，请联系管理员重新生成', data: null });
    expect((await new Client().call('adminEnrolInfo', { token })).code).toBe(400);
    expect((await new Client().signIn(`staff.new.${kind}`, 'another password 2')).code).toBe(400);
    // An expired link does not work.
    const late = await admin.client.call<{ enrol_token: string }>('adminCreateAccount', { login: `late.${kind}`, name: '迟到', brand_id: brandIds[0]!, brand_role: 'brand_agent' });
    minutes(72 * 60 + 1);
    expect((await new Client().call('adminEnrolInfo', { token: late.data.enrol_token })).code).toBe(400);
  });

  it('re-enrols an account: a new link, its sessions ended, its password and second factor cleared', async () => {
    const admin = await account({ staff: 'admin' });
    const a = await account({ staff: 'support' });
    const again = await admin.client.call<{ id: number; enrol_token: string }>('adminReenrol', { id: a.id });
    expect(again).toMatchObject({ code: 200, data: { id: a.id } });
    expect((await a.client.call('adminMe')).code).toBe(401);
    expect((await new Client().signIn(a.login)).code).toBe(400);
    const c = new Client();
    const enrolled = await c.call<WireSignIn>('adminEnrol', { token: again.data.enrol_token, password: 'a fresh password' });
    expect(enrolled.data.stage).toBe('totp_setup');
    expect((await auditRows('account.reenrol', `account:${a.id}`))).toMatchObject([{ actor_account: admin.id, outcome: 'ok' }]);
  });

  it('resets a password through the SMS outbox link, once, at most 3 an hour', async () => {
    const a = await account({ brand: brandIds[1], phone: '13712345678' });
    const stranger = new Client();
    const sent = await stranger.call('adminResetRequest', { login: a.login });
    expect(sent).toEqual({ code: 200, msg: '若账号存在且登记了手机号，重置链接已发送', data: null });
    expect(await stranger.call('adminResetRequest', { login: 'no-such-login' })).toEqual(sent);
    const noPhone = await account({ brand: brandIds[1] });
    expect(await stranger.call('adminResetRequest', { login: noPhone.login })).toEqual(sent);
    const outbox = await db.query<{ mobile: string; body: string }>("select mobile, body from sms_outbox where body like '%/reset/%' order by id");
    expect(outbox).toHaveLength(1);
    expect(outbox[0]!.mobile).toBe('13712345678');
    const link = new RegExp(`${ADMIN_SITE.replace(/\./g, '\\.')}/reset/([A-Za-z0-9_-]{43})`).exec(outbox[0]!.body);
    expect(link).not.toBeNull();
    const token = link![1]!;
    expect((await stranger.call('adminReset', { token, password: 'short' })).code).toBe(400);
    expect(await stranger.call('adminReset', { token, password: 'new password 2030' })).toEqual({ code: 200, msg: '密码已设置，请重新登录', data: null });
    // Every session ended; the old password is gone, the new one works; the link works once.
    expect((await a.client.call('adminMe')).code).toBe(401);
    expect((await new Client().signIn(a.login)).code).toBe(400);
    expect((await new Client().signIn(a.login, 'new password 2030')).code).toBe(200);
    expect((await stranger.call('adminReset', { token, password: 'third password!' })).code).toBe(400);
    // Three SMS per account an hour, the answer unchanged.
    await stranger.call('adminResetRequest', { login: a.login });
    await stranger.call('adminResetRequest', { login: a.login });
    expect(await stranger.call('adminResetRequest', { login: a.login })).toEqual(sent);
    expect(await db.query("select 1 from sms_outbox where body like '%/reset/%'")).toHaveLength(3);
    // A reset link lasts 30 minutes.
    minutes(61);
    await stranger.call('adminResetRequest', { login: a.login });
    const [late] = await db.query<{ body: string }>("select body from sms_outbox where body like '%/reset/%' order by id desc limit 1");
    minutes(31);
    expect((await stranger.call('adminReset', { token: /\/reset\/([A-Za-z0-9_-]+)/.exec(late!.body)![1]!, password: 'too late password' })).code).toBe(400);
  });

  it('keeps accounts and roles to admins: every other caller gets the same recorded 403', async () => {
    const support = await account({ staff: 'support' });
    const brand = await account({ brand: brandIds[0], brandRole: 'brand_admin' });
    for (const who of [support, brand]) {
      for (const [call, params] of [
        ['adminAccounts', {}],
        ['adminCreateAccount', { login: 'sneaky', name: '偷偷', staff_role: 'admin' }],
        ['adminSetRole', { id: who.id, staff_role: 'admin' }],
        ['adminDisableAccount', { id: 1, on: 1 }],
        ['adminReenrol', { id: 1 }],
      ] as const) {
        expect(await who.client.call(call, params), `${who.login} ${call}`).toEqual({ code: 403, msg: '无权访问', data: null });
      }
    }
    const refused = await db.query<{ actor_account: number; detail: { call: string } }>(
      "select actor_account, detail from audit_event where action = 'authz.refused' and actor_account = any($1::int[]) order by id",
      [[support.id, brand.id]],
    );
    expect(refused.map((r) => `${r.actor_account}:${r.detail.call}`)).toEqual(
      [support.id, brand.id].flatMap((id) => ['adminAccounts', 'adminCreateAccount', 'adminSetRole', 'adminDisableAccount', 'adminReenrol'].map((c) => `${id}:${c}`)),
    );
    expect((await db.query('select 1 from account where login = $1', ['sneaky']))).toHaveLength(0);
    // Anonymous: 401.
    expect((await new Client().call('adminAccounts')).code).toBe(401);
  });

  it('takes a role away from the next request on, and keeps an admin from demoting or disabling themself', async () => {
    const one = await account({ staff: 'admin' });
    const two = await account({ staff: 'admin' });
    expect((await two.client.call('adminAccounts')).code).toBe(200);
    expect((await one.client.call('adminSetRole', { id: two.id, staff_role: 'support' })).code).toBe(200);
    expect((await two.client.call('adminAccounts')).code).toBe(403);
    expect((await two.client.call('adminMe')).data).toMatchObject({ staff_role: 'support' });
    expect(await one.client.call('adminSetRole', { id: one.id, staff_role: '' })).toEqual({ code: 400, msg: '不能取消自己的管理员角色', data: null });
    expect(await one.client.call('adminDisableAccount', { id: one.id, on: 1 })).toEqual({ code: 400, msg: '不能停用自己的账号', data: null });
    // A brand role given, changed and taken away; an unknown brand refused.
    expect((await one.client.call('adminSetRole', { id: two.id, brand_id: brandIds[2]!, brand_role: 'brand_admin' })).code).toBe(200);
    expect((await two.client.call<{ brands: unknown[] }>('adminMe')).data.brands).toEqual([expect.objectContaining({ brand_id: brandIds[2], role: 'brand_admin' })]);
    expect((await one.client.call('adminSetRole', { id: two.id, brand_id: brandIds[2]!, brand_role: '' })).code).toBe(200);
    expect((await two.client.call<{ brands: unknown[] }>('adminMe')).data.brands).toEqual([]);
    expect(await one.client.call('adminSetRole', { id: two.id, brand_id: 2_000_000_000, brand_role: 'brand_agent' })).toEqual({ code: 400, msg: '品牌不存在', data: null });
    expect((await one.client.call('adminSetRole', { id: two.id, staff_role: 'boss' })).code).toBe(400);
    const roles = await auditRows('account.role', `account:${two.id}`);
    expect(roles.map((r) => r.actor_account)).toEqual([one.id, one.id, one.id]);
  });

  it('disables an account: its sessions end at once and it cannot sign in', async () => {
    const admin = await account({ staff: 'admin' });
    const a = await account({ brand: brandIds[0] });
    expect((await admin.client.call('adminDisableAccount', { id: a.id, on: 1 })).code).toBe(200);
    expect(await a.client.call('adminMe')).toEqual({ code: 401, msg: '请先登录', data: null });
    expect(await new Client().signIn(a.login)).toEqual({ code: 400, msg: '账号或密码错误', data: null });
    expect((await admin.client.call('adminDisableAccount', { id: a.id, on: 0 })).code).toBe(200);
    expect((await new Client().signIn(a.login)).code).toBe(200);
    expect((await auditRows('account.disable', `account:${a.id}`)).map((r) => r.detail.on)).toEqual([true, false]);
  });

  it('lists accounts on the server: search, role filter, sort, pages, masked phones', async () => {
    const admin = await account({ staff: 'admin' });
    const mk = async (login: string, role: Record<string, string | number>) =>
      (await admin.client.call<{ id: number }>('adminCreateAccount', { login: `${login}.${kind}`, name: `列表${login}`, phone: '13600001111', ...role })).data.id;
    await mk('zz-list-a', { staff_role: 'ops' });
    minutes(1);
    await mk('zz-list-b', { brand_id: brandIds[1]!, brand_role: 'brand_admin' });
    minutes(1);
    await mk('zz-list-c', { staff_role: 'ops' });
    type Page = { total: number; list: { login: string; phone: string | null; staff_role: string | null; brands: { role: string }[] }[] };
    const byLogin = await admin.client.call<Page>('adminAccounts', { q: 'ZZ-LIST', sort: 'login' });
    expect(byLogin.data.total).toBe(3);
    expect(byLogin.data.list.map((r) => r.login)).toEqual([`zz-list-a.${kind}`, `zz-list-b.${kind}`, `zz-list-c.${kind}`]);
    expect(byLogin.data.list[0]!.phone).toBe('136****1111');
    const newest = await admin.client.call<Page>('adminAccounts', { q: 'zz-list', size: 2, page: 1 });
    expect(newest.data.list.map((r) => r.login)).toEqual([`zz-list-c.${kind}`, `zz-list-b.${kind}`]);
    const page2 = await admin.client.call<Page>('adminAccounts', { q: 'zz-list', size: 2, page: 2 });
    expect(page2.data).toMatchObject({ total: 3, list: [{ login: `zz-list-a.${kind}` }] });
    expect((await admin.client.call<Page>('adminAccounts', { q: '列表', role: 'ops', dir: 'asc' })).data.list.map((r) => r.login)).toEqual([`zz-list-a.${kind}`, `zz-list-c.${kind}`]);
    expect((await admin.client.call<Page>('adminAccounts', { q: 'zz-list', role: 'brand_admin' })).data.list.map((r) => r.brands[0]?.role)).toEqual(['brand_admin']);
    expect((await admin.client.call('adminAccounts', { q: '100%_' })).data).toEqual({ total: 0, list: [] });
    expect((await admin.client.call('adminAccounts', { size: 101 })).code).toBe(400);
    expect((await admin.client.call('adminAccounts', { sort: 'phone' })).code).toBe(400);
    expect((await admin.client.call('adminCreateAccount', { login: `zz-list-a.${kind}`, name: '重名', staff_role: 'ops' })).msg).toBe('该账号名已被使用');
    expect((await admin.client.call('adminCreateAccount', { login: 'x', name: '太短', staff_role: 'ops' })).code).toBe(400);
    expect((await admin.client.call('adminCreateAccount', { login: `norole.${kind}`, name: '无角色' })).code).toBe(400);
    expect((await admin.client.call('adminCreateAccount', { login: `badphone.${kind}`, name: '号码', phone: '12345', staff_role: 'ops' })).msg).toBe('手机号格式不正确');
  });

  it('records the gateway policy\'s refusals', async () => {
    const a = await account({ brand: brandIds[0] });
    expect(await a.client.call('adminRefused', { field: 'Query.auditEvents' })).toEqual({ code: 200, msg: 'success', data: null });
    expect((await a.client.call('adminRefused', { field: 'bad field!' })).code).toBe(400);
    expect((await auditRows('authz.refused')).filter((r) => r.actor_account === a.id).map((r) => [r.outcome, r.detail.field])).toEqual([['refused', 'Query.auditEvents']]);
  });

  it('never writes a phone number into the audit trail', async () => {
    // Everything above ran with phone numbers on accounts, resets sent and accounts listed.
    const rows = await db.query<{ text: string }>('select row_to_json(e)::text as text from audit_event e');
    expect(rows.length).toBeGreaterThan(50);
    for (const r of rows) expect(r.text).not.toMatch(/1[3-9]\d{9}/);
    for (const r of rows) expect(r.text).not.toMatch(/\d{3}\*{4}\d{4}/);
  });
});
