// The enquiry write path through the gateway, against the fake upstream: the visitor's cookie and
// address reach the upstream, its Set-Cookie reaches the visitor, nothing is cached, and one operation
// cannot multiply SMS sends.
import { describe, expect, it } from 'vitest';
import { gatewayOverFakeUpstream, startGateway } from '../../test/gateway';
import { calls } from '@shangji/contract';

const stack = gatewayOverFakeUpstream();

const SEND = 'mutation Send($phone: String!, $captcha: String!) { sendSmsCode(phone: $phone, captcha: $captcha) { ok code message } }';
const last = (path: string) => stack.upstream.seen.filter((s) => s.path === path).at(-1)!;

it('serves the captcha as a data URL and passes the upstream session cookie back to the browser, uncached', async () => {
  const res = await stack.gw.app.inject({ method: 'POST', url: '/graphql', payload: { query: 'query Captcha { enquiryCaptcha { image } }' } });
  expect(res.statusCode).toBe(200);
  const image = (res.json() as { data: { enquiryCaptcha: { image: string } } }).data.enquiryCaptcha.image;
  expect(image.startsWith('data:image/svg+xml;base64,')).toBe(true);
  expect(Buffer.from(image.split(',')[1]!, 'base64').toString()).toContain('<svg');
  expect(res.headers['set-cookie']).toContain('sj_sid=fake-session; Path=/; HttpOnly; SameSite=Lax');
  expect(res.headers['cache-control']).toBe('no-store');
});

it("forwards the visitor's cookie and address to the upstream", async () => {
  const res = await stack.gw.app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress: '203.0.113.9',
    headers: { cookie: 'sj_sid=abc; other=1' },
    payload: { query: SEND, variables: { phone: '13812345678', captcha: 'AB12' } },
  });
  expect(res.json()).toEqual({ data: { sendSmsCode: { ok: true, code: 200, message: '验证码已发送，请注意查收' } } });
  const seen = last(calls.sendCode.path);
  expect(seen.cookie).toBe('sj_sid=abc; other=1');
  expect(seen.forwardedFor).toBe('203.0.113.9');
  expect(Object.fromEntries(seen.params)).toEqual({ account: '13812345678', code: 'AB12', type: 'img' });
  expect(res.headers['cache-control']).toBe('no-store');
  // A cookie the visitor already holds is not reissued.
  expect(res.headers['set-cookie']).toBeUndefined();
});

it('never caches: two identical sends and two captchas are four upstream requests', async () => {
  const sends = stack.upstream.count(calls.sendCode.path);
  const captchas = stack.upstream.count(calls.captcha.path);
  for (let i = 0; i < 2; i++) {
    await stack.gw.query(SEND, { variables: { phone: '13812345678', captcha: 'AB12' } });
    await stack.gw.query('query Captcha { enquiryCaptcha { image } }');
  }
  expect(stack.upstream.count(calls.sendCode.path)).toBe(sends + 2);
  expect(stack.upstream.count(calls.captcha.path)).toBe(captchas + 2);
});

it("surfaces the upstream's Chinese msg with its code", async () => {
  const res = await stack.gw.query(SEND, { variables: { phone: '123', captcha: 'AB12' } });
  expect(res.data).toEqual({ sendSmsCode: { ok: false, code: 400, message: '请输入正确的手机号码' } });
});

it('refuses aliases or fragments that repeat sendSmsCode or submitEnquiry, before any upstream call', async () => {
  const before = stack.upstream.count(calls.sendCode.path);
  const aliased = await stack.gw.query(
    'mutation Bomb { a: sendSmsCode(phone: "13812345678", captcha: "x") { ok } b: sendSmsCode(phone: "13812345679", captcha: "x") { ok } }',
  );
  expect(aliased.status).toBe(400);
  expect(aliased.errors?.[0]?.extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED', limit: 'ONCE' });
  const viaFragments = await stack.gw.query(
    'mutation Frag { ...A ...B } fragment A on Mutation { a: sendSmsCode(phone: "13812345678", captcha: "x") { ok } } fragment B on Mutation { b: sendSmsCode(phone: "13812345678", captcha: "y") { ok } }',
  );
  expect(viaFragments.errors?.[0]?.extensions).toMatchObject({ limit: 'ONCE' });
  const enquiries = await stack.gw.query(
    'mutation Two { a: submitEnquiry(input: { brandId: "1", name: "张", mobile: "13812345678" }) { ok } b: submitEnquiry(input: { brandId: "2", name: "张", mobile: "13812345678" }) { ok } }',
  );
  expect(enquiries.errors?.[0]?.extensions).toMatchObject({ limit: 'ONCE' });
  expect(stack.upstream.count(calls.sendCode.path)).toBe(before);
});

it('refuses HTTP batching (an array of operations)', async () => {
  const before = stack.upstream.count(calls.sendCode.path);
  const op = { query: SEND, variables: { phone: '13812345678', captcha: 'AB12' } };
  const res = await stack.gw.app.inject({ method: 'POST', url: '/graphql', payload: [op, op, op] });
  expect(res.statusCode).toBe(400);
  expect(stack.upstream.count(calls.sendCode.path)).toBe(before);
});

it('sends guestBookCode with an SMS code and guestBook without, with the spec field names', async () => {
  const SUBMIT = 'mutation Submit($input: EnquiryInput!) { submitEnquiry(input: $input) { ok code message enquiry { id } } }';
  const input = { brandId: '1', categoryId: '12', merchantId: '0', investment: '10-20万', name: '张三', mobile: '13812345678', title: '蜜雪冰城', url: '/shangji/1', address: '广东-深圳', content: '我对这个项目很感兴趣，请联系我' };
  const first = await stack.gw.query(SUBMIT, { variables: { input: { ...input, smsCode: '123456' } } });
  expect(first.data).toEqual({ submitEnquiry: { ok: true, code: 200, message: '提交成功，我们会尽快与您联系', enquiry: { id: '41' } } });
  expect(Object.fromEntries(last(calls.enquiryFirst.path).params)).toEqual({
    aid: '1', cid: '12', money: '10-20万', typeid: '1', entrance: '1', name: '张三', mobile: '13812345678', title: '蜜雪冰城', url: '/shangji/1', address: '广东-深圳', content: '我对这个项目很感兴趣，请联系我', code: '123456',
  });
  const returning = await stack.gw.query(SUBMIT, { variables: { input } });
  expect(returning.data).toMatchObject({ submitEnquiry: { ok: true } });
  expect(last(calls.enquiryReturning.path).params.get('code')).toBeNull();
});

it('reports an unreachable upstream as an error (the form shows 系统参数错误)', async () => {
  stack.upstream.behave(calls.sendCode.path, 'error500');
  const res = await stack.gw.query(SEND, { variables: { phone: '13812345678', captcha: 'AB12' } });
  expect(res.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
  stack.upstream.behave(calls.sendCode.path, 'ok');
});

describe('the stored Enquiry', () => {
  const SUBMIT = `mutation Stored($input: EnquiryInput!) {
    submitEnquiry(input: $input) { ok enquiry { id brand { id name } brandName time region maskedPhone status } }
  }`;
  const input = { brandId: '1', name: '张三', mobile: '13812345678', address: '广东-深圳', smsCode: '123456' };

  it('comes back from submitEnquiry with brand, time, region, masked phone and status', async () => {
    const res = await stack.gw.query(SUBMIT, { variables: { input } });
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({
      submitEnquiry: {
        ok: true,
        enquiry: { id: '41', brand: { id: '1', name: '蜜雪冰城' }, brandName: '蜜雪冰城', time: '2025-11-22T08:26:40.000Z', region: '广东-深圳', maskedPhone: '138****5678', status: 'RECEIVED' },
      },
    });
    expect(JSON.stringify(res)).not.toContain('13812345678');
  });

  it('for a 品牌营销 lead (typeId 2, no brandId): sent with aid 0, and attached to no brand', async () => {
    const LEAD = `mutation Lead($input: EnquiryInput!) {
      submitEnquiry(input: $input) { ok enquiry { typeId brand { id } brandName } }
    }`;
    const shows = stack.upstream.count(calls.brandShow.path);
    const res = await stack.gw.query(LEAD, { variables: { input: { typeId: 2, name: '张三', mobile: '13812345678', title: '品牌营销', url: '/brandmarket', smsCode: '123456' } } });
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ submitEnquiry: { ok: true, enquiry: { typeId: 2, brand: null, brandName: '品牌营销' } } });
    expect(Object.fromEntries(last(calls.enquiryFirst.path).params)).toMatchObject({ aid: '0', typeid: '2', url: '/brandmarket' });
    // No brand is looked up for it.
    expect(stack.upstream.count(calls.brandShow.path)).toBe(shows);
  });

  it('is null for sendSmsCode and for a refusal', async () => {
    const sent = await stack.gw.query('mutation S { sendSmsCode(phone: "13812345678", captcha: "AB12") { ok enquiry { id } } }');
    expect(sent.data).toEqual({ sendSmsCode: { ok: true, enquiry: null } });
  });

  it('never carries a whole phone number: an upstream that sends one fails the call outside production', async () => {
    stack.upstream.behave(calls.enquiryFirst.path, 'unmasked');
    const res = await stack.gw.query(SUBMIT, { variables: { input } });
    stack.upstream.behave(calls.enquiryFirst.path, 'ok');
    expect(res.data).toBeNull();
    expect(res.errors?.[0]).toMatchObject({ extensions: { code: 'UPSTREAM_BAD_RESPONSE' } });
    const ext = res.errors?.[0]?.extensions as { call?: string; breaches?: string[] };
    expect(ext.call).toBe('enquiryFirst');
    expect(ext.breaches?.join('\n')).toContain('data.mobile');
    expect(JSON.stringify(res)).not.toContain('13812345678');
  });

  it('and in production answers the enquiry without the record rather than pass the number on', async () => {
    const prod = await startGateway(stack.upstream.url, { env: { NODE_ENV: 'production' } });
    stack.upstream.behave(calls.enquiryFirst.path, 'unmasked');
    const res = await prod.query(SUBMIT, { variables: { input } });
    stack.upstream.behave(calls.enquiryFirst.path, 'ok');
    await prod.app.close();
    expect(res.data).toEqual({ submitEnquiry: { ok: true, enquiry: null } });
  });
});
