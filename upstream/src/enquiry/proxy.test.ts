// The upstream behind the gateway (docs/decisions/0014): X-Forwarded-For is believed only from loopback
// (or the configured proxies), so the per-IP SMS cap sees visitors, not the gateway; and the test-only
// outbox hook exists outside production only.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildUpstream } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/database';
import { prepareDatabase } from '../db/prepare';
import { enquiryPaths as p } from '../routes/enquiry';
import { openBackend, TEST_SEED } from '../test/harness';

let db: Database;
let dispose: () => Promise<void>;
let app: FastifyInstance;
beforeAll(async () => {
  ({ db, dispose } = await openBackend('pglite'));
  await prepareDatabase(db, { seed: TEST_SEED, scale: 'small' });
  app = await buildUpstream({ db });
});
afterAll(async () => {
  await app?.close();
  await db?.close();
  await dispose?.();
});

/** captcha → its answer → sendInfo, from `remoteAddress` claiming `forwardedFor`; the IP the code was counted against. */
async function sendFrom(remoteAddress: string, forwardedFor: string, mobile: string): Promise<string> {
  const img = await app.inject({ method: 'GET', url: p.captcha, remoteAddress });
  const sid = img.cookies.find((c) => c.name === 'sj_sid')!.value;
  const cookies = { sj_sid: sid };
  const answer = (await app.inject({ method: 'GET', url: p.testCaptchaAnswer, remoteAddress, cookies })).json<{ data: string }>().data;
  const res = await app.inject({
    method: 'POST',
    url: p.sendCode,
    remoteAddress,
    cookies,
    headers: { 'x-forwarded-for': forwardedFor, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ account: mobile, code: answer, type: 'img' }).toString(),
  });
  expect(res.json()).toMatchObject({ code: 200 });
  const [row] = await db.query<{ source_ip: string }>('select source_ip from sms_code where mobile = $1 order by created_at desc limit 1', [mobile]);
  return row!.source_ip;
}

it('believes X-Forwarded-For from the gateway on loopback, and not from anyone else', async () => {
  expect(await sendFrom('127.0.0.1', '203.0.113.7', '13900000001')).toBe('203.0.113.7');
  expect(await sendFrom('198.51.100.3', '203.0.113.8', '13900000002')).toBe('198.51.100.3');
});

it('answers the latest outbox text for a number outside production only', async () => {
  await sendFrom('127.0.0.1', '203.0.113.9', '13900000003');
  const res = await app.inject({ method: 'GET', url: `${p.testSmsOutbox}?mobile=13900000003` });
  expect(res.json<{ code: number; data: string }>().data).toMatch(/您的验证码是\d{6}/);
  const prod = await buildUpstream({ db, enquiry: { config: loadConfig({ NODE_ENV: 'production' }) } });
  try {
    expect((await prod.inject({ method: 'GET', url: `${p.testSmsOutbox}?mobile=13900000003` })).statusCode).toBe(404);
  } finally {
    await prod.close();
  }
});
