// 查看电话 behind limits (phone-reveal.ts, docs/decisions/0097), as a client of /graphql sees it: free
// reveals, then the captcha's proof, then none for the day; counted per address and per session; one
// per operation; never cached; and Brand.phone no longer exists to be harvested with aliases.
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { connectedRedisCache, gatewayOverFakeUpstream, startGateway, uniqueNamespace } from '../../test/gateway';
import { phoneRevealMessages as m } from './phone-reveal';

const stack = gatewayOverFakeUpstream({ env: { GATEWAY_TRUST_PROXY: '127.0.0.1', PHONE_REVEAL_FREE_PER_DAY: '2', PHONE_REVEAL_DAILY_CAP: '4' } });

const REVEAL = 'mutation R($id: ID!, $c: String, $p: String) { revealBrandPhone(brandId: $id, captcha: $c, pow: $p) { code message phone } }';
let n = 0;
const address = () => `192.0.2.${++n}`;
const session = () => `sj_sid=${'s'.repeat(8)}${Math.random().toString(36).slice(2).padEnd(12, '0')}`;

async function reveal(ip: string, { cookie, captcha, id = '1' }: { cookie?: string; captcha?: string; id?: string } = {}) {
  const res = await stack.gw.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
    payload: { query: REVEAL, variables: { id, c: captcha, p: captcha ? 'solved' : undefined } },
  });
  const body = res.json() as { data?: { revealBrandPhone: { code: string; message: string; phone: string | null } }; errors?: unknown[] };
  return { status: res.statusCode, cacheControl: res.headers['cache-control'], errors: body.errors, ...body.data?.revealBrandPhone };
}

describe('revealBrandPhone', () => {
  it('gives the free reveals, then asks for the captcha, then refuses for the day', async () => {
    const ip = address();
    for (let i = 0; i < 2; i++) expect(await reveal(ip)).toMatchObject({ code: 'SHOWN', phone: '400-000-0000' });
    const asked = await reveal(ip);
    expect(asked).toMatchObject({ code: 'CAPTCHA_REQUIRED', message: m.captchaRequired, phone: null });
    expect(asked.cacheControl).toBe('no-store');
    // A wrong captcha shows the upstream's message and does not count.
    expect(await reveal(ip, { captcha: '0000' })).toMatchObject({ code: 'CAPTCHA_WRONG', message: '图片验证码错误或已失效，请刷新图片后重试', phone: null });
    for (let i = 0; i < 2; i++) expect(await reveal(ip, { captcha: '1234' })).toMatchObject({ code: 'SHOWN', phone: '400-000-0000' });
    expect(await reveal(ip, { captcha: '1234' })).toMatchObject({ code: 'DAILY_LIMIT', message: m.dailyLimit, phone: null });
    // Another address is served.
    expect(await reveal(address())).toMatchObject({ code: 'SHOWN' });
  });

  it('counts an address whatever session cookies it sends, and a session whatever address it comes from', async () => {
    const ip = address();
    const shown: number[] = [];
    for (let i = 0; i < 6; i++) if ((await reveal(ip, { cookie: session(), captcha: '1234' })).code === 'SHOWN') shown.push(i);
    expect(shown).toHaveLength(4);
    const cookie = session();
    let fromMany = 0;
    for (let i = 0; i < 6; i++) if ((await reveal(address(), { cookie, captcha: '1234' })).code === 'SHOWN') fromMany++;
    expect(fromMany).toBe(4);
  });

  it('answers NONE (暂无电话) for a brand with no phone, uncounted', async () => {
    const ip = address();
    for (let i = 0; i < 5; i++) expect(await reveal(ip, { id: '999999' })).toMatchObject({ code: 'NONE', message: m.none, phone: null });
    expect(await reveal(ip)).toMatchObject({ code: 'SHOWN' });
  });

  it('is at most one per operation, and Brand.phone is gone', async () => {
    const aliases = await stack.gw.query('mutation { a: revealBrandPhone(brandId: "1") { phone } b: revealBrandPhone(brandId: "1") { phone } }', { headers: { 'x-forwarded-for': address() } });
    expect(aliases.data ?? null).toBeNull();
    expect(aliases.errors?.length).toBeGreaterThan(0);
    const old = await stack.gw.query('{ brand(id: "1") { phone } }');
    expect(old.status).toBe(400);
    expect(old.data ?? null).toBeNull();
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('revealBrandPhone on two gateways sharing Redis', () => {
  it('counts one allowance per address across instances', async () => {
    const env = { GATEWAY_TRUST_PROXY: '127.0.0.1', PHONE_REVEAL_FREE_PER_DAY: '1', PHONE_REVEAL_DAILY_CAP: '3' };
    const shared = uniqueNamespace();
    const caches = [await connectedRedisCache(redisUrl!, shared), await connectedRedisCache(redisUrl!, shared)];
    const [a, b] = [await startGateway(stack.upstream.url, { env, cache: caches[0] }), await startGateway(stack.upstream.url, { env, cache: caches[1] })];
    try {
      // Counts live a day in Redis: an address of its own per run.
      const ip = `2001:db8:${randomInt(1, 0xffff).toString(16)}:${randomInt(1, 0xffff).toString(16)}::1`;
      const ask = (gw: typeof a, captcha?: string) =>
        gw.query('mutation R($c: String) { revealBrandPhone(brandId: "1", captcha: $c) { code } }', { variables: { c: captcha }, headers: { 'x-forwarded-for': ip } });
      const codes: unknown[] = [];
      codes.push((await ask(a)).data?.revealBrandPhone);
      codes.push((await ask(b)).data?.revealBrandPhone);
      codes.push((await ask(b, '1234')).data?.revealBrandPhone);
      codes.push((await ask(a, '1234')).data?.revealBrandPhone);
      codes.push((await ask(b, '1234')).data?.revealBrandPhone);
      expect(codes).toEqual([{ code: 'SHOWN' }, { code: 'CAPTCHA_REQUIRED' }, { code: 'SHOWN' }, { code: 'SHOWN' }, { code: 'DAILY_LIMIT' }]);
    } finally {
      await a.app.close();
      await b.app.close();
      for (const c of caches) await c.disconnect();
    }
  });
});
