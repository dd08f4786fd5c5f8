// Exactly once when an upstream process dies mid-write (docs/decisions/0082): two upstream processes over
// one real PostgreSQL, a flood of enquiries from clients that retry with the same Idempotency-Key until
// they learn the outcome (as the form does), and one upstream killed with SIGKILL in the middle of it,
// then started again. Every acknowledged enquiry must be stored exactly once, none lost, none stuck.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../upstream/src/db/postgres';
import { prepareDatabase } from '../../upstream/src/db/prepare';
import { brandConsentText, CONSENT_VERSION } from '@shangji/contract';
import { enquiryMessages as m } from '../../upstream/src/enquiry/messages';
import { enquiryPaths as p } from '../../upstream/src/routes/enquiry';
import { TEST_SEED } from '../../upstream/src/test/harness';
import { freePort, repoRoot, waitHealthy } from '../support/stack';

const url = process.env.TEST_DATABASE_URL;
const schema = `crash_${process.pid}_${randomBytes(3).toString('hex')}`;
const CLIENTS = 12;
// Each phone writes to ENQUIRIES_PER_PHONE different brands: a number reaches at most 5 brands a day and
// one brand once in 30 days (upstream/src/enquiry/flow.ts), so a phone's enquiries go to brands 1..5.
const PHONES_PER_CLIENT = 4;
const ENQUIRIES_PER_PHONE = 5;
const KILL_AFTER_ACKS = 70;

type Body = { code: number; msg: string; data: unknown };

class Upstream {
  child!: ChildProcess;
  constructor(readonly port: number) {}
  get base() {
    return `http://127.0.0.1:${this.port}`;
  }
  async start(dbUrl: string) {
    this.child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: `${repoRoot}upstream`,
      env: {
        ...process.env,
        DATABASE_URL: dbUrl,
        UPSTREAM_PORT: String(this.port),
        NODE_ENV: 'development',
        POW_COST: '0',
        SMS_IP_DAILY_CAP: '100000',
        SMS_GLOBAL_DAILY_CAP: '100000',
        SEED_SCALE: 'small',
        SEED: String(TEST_SEED),
        LOG_LEVEL: 'error',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitHealthy(`${this.base}/healthz`, 90, this.child, `upstream :${this.port}`);
  }
  kill() {
    this.child.kill('SIGKILL');
    return new Promise((r) => this.child.once('exit', r));
  }
}

/** One browser talking to whichever upstream is up; keeps its sj_sid cookie. */
class Client {
  cookie = '';
  constructor(
    readonly upstreams: Upstream[],
    readonly n: number,
  ) {}
  home = 0;

  /** One HTTP exchange; when a process answers nothing (dead), the client moves to the other one. */
  async send(method: 'GET' | 'POST', path: string, fields?: Record<string, string | number>, key?: string): Promise<{ status: number; text: string }> {
    const u = this.upstreams[this.home % this.upstreams.length]!;
    const res = await fetch(u.base + path, {
      method,
      headers: {
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(fields ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...(key ? { 'idempotency-key': key } : {}),
        // Each client is its own address (the upstream believes X-Forwarded-For from loopback).
        'x-forwarded-for': `10.9.${this.n}.1`,
      },
      body: fields ? new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString() : undefined,
      signal: AbortSignal.timeout(5000),
    }).catch((error: unknown) => {
      this.home++;
      throw error;
    });
    for (const c of res.headers.getSetCookie()) {
      const sid = /^sj_sid=([^;]+)/.exec(c);
      if (sid) this.cookie = `sj_sid=${sid[1]}`;
    }
    return { status: res.status, text: await res.text() };
  }

  /** A new captcha image for this session (retried like the rest). */
  async image(): Promise<void> {
    for (let attempt = 0; attempt < 200; attempt++) {
      const ok = await this.send('GET', p.captcha).then((r) => r.status === 200, () => false);
      if (ok) return;
      await new Promise((r) => setTimeout(r, 150));
    }
    throw new Error('no captcha');
  }

  /** Retries until an answer arrives (network errors and 5xx are "unknown outcome": same key again). */
  async until(method: 'GET' | 'POST', path: string, fields?: Record<string, string | number>, key?: string): Promise<Body> {
    for (let attempt = 0; ; attempt++) {
      try {
        const res = await this.send(method, path, fields, key);
        if (res.status === 200) {
          const body = JSON.parse(res.text) as Body;
          if (body.msg !== m.inProgress) return body;
        }
      } catch {
        /* the process died or stalled: the outcome is unknown */
      }
      if (attempt > 200) throw new Error(`no answer from ${path} after ${attempt} tries`);
      await new Promise((r) => setTimeout(r, 150));
    }
  }
}

describe.skipIf(!url)('an upstream killed during an enquiry flood (PostgreSQL)', () => {
  const ups: Upstream[] = [];
  let admin: pg.Client;
  let dbUrl: string;
  let brands: { id: number; title: string; mid: number | null; company: string; isvip: number; phone: string | null }[];

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    const db = await openPostgres({ url: url!, schema, max: 2 });
    await prepareDatabase(db, { seed: TEST_SEED, scale: 'small' });
    brands = await db.query('select id, title, mid, company, isvip, phone from brand order by id limit 5');
    await db.close();
    const sep = url!.includes('?') ? '&' : '?';
    dbUrl = `${url}${sep}options=${encodeURIComponent(`-c search_path=${schema},public`)}`;
    for (let i = 0; i < 2; i++) ups.push(new Upstream(await freePort()));
    await Promise.all(ups.map((u) => u.start(dbUrl)));
  }, 240_000);

  afterAll(async () => {
    for (const u of ups) if (u.child && u.child.exitCode === null) await u.kill();
    await admin?.query(`drop schema if exists ${schema} cascade`);
    await admin?.end();
  });

  it('stores every acknowledged enquiry exactly once, loses none and leaves no key in progress', async () => {
    const startedAt = Math.floor(Date.now() / 1000);
    const acked = new Set<string>();
    const sent = new Set<string>();
    let killed: Promise<void> | null = null;
    const code = async (c: Client, mobile: string): Promise<string> => {
      for (;;) {
        await c.image();
        const answer = (await c.until('GET', p.testCaptchaAnswer)).data as string;
        const res = await c.until('POST', p.sendCode, { account: mobile, code: answer, type: 'img' }, `sms-${randomBytes(12).toString('base64url')}`);
        // A captcha consumed by a killed attempt: ask for a new one, as the visitor would.
        if (res.code !== 200 && res.msg !== m.tooSoon) {
          expect([m.captchaWrong]).toContain(res.msg);
          continue;
        }
        // A code sent by an attempt that died before answering counts (60 s gap): it is in the outbox.
        const body = (await c.until('GET', `${p.testSmsOutbox}?mobile=${mobile}`)).data as string | null;
        const delivered = body ? /\d{6}/.exec(body) : null;
        if (delivered) return delivered[0];
        // Unless that attempt died after reserving the code and before sending it: the number then waits out
        // the gap the message names, as its visitor would, and asks again.
        expect(res.msg).toBe(m.tooSoon);
        await new Promise((r) => setTimeout(r, 61_000));
      }
    };
    const flood = Array.from({ length: CLIENTS }, async (_, n) => {
      const c = new Client(ups, n);
      c.home = n;
      for (let ph = 0; ph < PHONES_PER_CLIENT; ph++) {
        const mobile = `139${String(n * 100 + ph).padStart(8, '0')}`;
        const smsCode = await code(c, mobile);
        for (let e = 0; e < ENQUIRIES_PER_PHONE; e++) {
          const key = `crash-${n}-${ph}-${e}-${randomBytes(6).toString('hex')}`;
          sent.add(key);
          const brand = brands[e]!;
          // The consent the form shows for this brand's recipient, ticked (docs/decisions/0079-consent-per-enquiry.md).
          const consent = { consent_text: brandConsentText(brand), consent_version: CONSENT_VERSION };
          const fields = { aid: brand.id, ...consent, cid: 1, typeid: 1, entrance: 1, name: '王五', mobile, content: key, ...(e === 0 ? { code: smsCode } : {}) };
          const res = await c.until('POST', e === 0 ? p.enquiryFirst : p.enquiryReturning, fields, key);
          expect(res, `${key}: ${res.msg}`).toMatchObject({ code: 200, msg: m.submitted });
          acked.add(key);
          if (acked.size === KILL_AFTER_ACKS && !killed) {
            // Mid-flood: one process dies with requests in flight, then comes back.
            killed = ups[0]!.kill().then(() => ups[0]!.start(dbUrl));
          }
        }
      }
    });
    await Promise.all(flood);
    await killed;
    expect(killed).not.toBeNull();

    const rows = await admin.query<{ content: string; n: number }>(`select content, count(*)::int as n from ${schema}.enquiry where content like 'crash-%' group by content`);
    const stored = new Map(rows.rows.map((r) => [r.content, r.n]));
    // None lost: every key sent was acknowledged in the end; stored once each; nothing else stored.
    expect(acked.size).toBe(CLIENTS * PHONES_PER_CLIENT * ENQUIRIES_PER_PHONE);
    expect([...sent].filter((k) => !acked.has(k))).toEqual([]);
    expect([...acked].filter((k) => stored.get(k) !== 1)).toEqual([]);
    expect(stored.size).toBe(acked.size);
    // None stuck: no key is left in progress.
    const open = await admin.query<{ n: number }>(`select count(*)::int as n from ${schema}.idempotent_request where code is null`);
    expect(open.rows[0]!.n).toBe(0);
    // The ticker announced each phone once that day, however many enquiries it made.
    const ticker = await admin.query<{ n: number }>(`select count(*)::int as n from ${schema}.guestbook_ticker where name = '王**' and addtime >= $1`, [startedAt]);
    expect(ticker.rows[0]!.n).toBe(CLIENTS * PHONES_PER_CLIENT);
  }, 300_000);
});
