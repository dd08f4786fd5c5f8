// SMS providers: signed requests of Alibaba Cloud and Tencent Cloud (checked against the vectors their
// documentation publishes), failures, and logs that never carry a full number or a code.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUpstream } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/database';
import { prepareDatabase } from '../db/prepare';
import { enquiryMessages as m } from '../enquiry/messages';
import { enquiryPaths as p } from '../routes/enquiry';
import { AliyunSmsProvider, aliyunSign } from './aliyun';
import { smsProviderFromConfig } from './from-config';
import { TencentSmsProvider, tencentAuthorization } from './tencent';
import { openBackend, TEST_SEED } from '../test/harness';

type Call = { url: string; init?: RequestInit };
const fakeFetch = (reply: unknown, calls: Call[]) =>
  (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init });
    return new Response(JSON.stringify(reply), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;

describe('Alibaba Cloud SMS', () => {
  it('signs like the documented example (signature 1.0, HMAC-SHA1)', () => {
    const params = {
      AccessKeyId: 'testId',
      Action: 'SendSms',
      Format: 'XML',
      OutId: '123',
      PhoneNumbers: '15300000001',
      RegionId: 'cn-hangzhou',
      SignName: '阿里云短信测试专用',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_71390007',
      TemplateParam: '{"customer":"test"}',
      Timestamp: '2017-07-12T02:42:19Z',
      Version: '2017-05-25',
    };
    expect(aliyunSign(params, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });

  it('sends the code as template parameter and reports refusals', async () => {
    const calls: Call[] = [];
    const cfg = { accessKeyId: 'id', accessKeySecret: 'secret', signName: '商机', templateCode: 'SMS_1' };
    const ok = new AliyunSmsProvider(cfg, fakeFetch({ Code: 'OK', BizId: 'b1' }, calls));
    expect(await ok.send('13800138000', 'text', { code: '012345' })).toEqual({ ref: 'aliyun:b1' });
    const url = new URL(calls[0]!.url);
    expect(url.host).toBe('dysmsapi.aliyuncs.com');
    expect(url.searchParams.get('PhoneNumbers')).toBe('13800138000');
    expect(url.searchParams.get('TemplateParam')).toBe('{"code":"012345"}');
    const params = Object.fromEntries([...url.searchParams].filter(([k]) => k !== 'Signature'));
    expect(url.searchParams.get('Signature')).toBe(aliyunSign(params, 'secret'));
    const refused = new AliyunSmsProvider(cfg, fakeFetch({ Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发流控' }, []));
    await expect(refused.send('13800138000', 'text', { code: '1' })).rejects.toThrow(/BUSINESS_LIMIT_CONTROL/);
  });
});

describe('Tencent Cloud SMS', () => {
  it('signs like the documented example (TC3-HMAC-SHA256)', () => {
    const auth = tencentAuthorization({
      secretId: 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3*******',
      secretKey: 'Gu5t9xGARNpq86cd98joQYCN3*******',
      host: 'cvm.tencentcloudapi.com',
      service: 'cvm',
      timestamp: 1551113065,
      payload: '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}',
    });
    expect(auth).toBe(
      'TC3-HMAC-SHA256 Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3*******/2019-02-25/cvm/tc3_request, SignedHeaders=content-type;host, Signature=2230eefd229f582d8b1b891af7107b91597240707d778ab3738f756258d7652c',
    );
  });

  it('posts SendSms with +86 and the code, and reports refusals', async () => {
    const calls: Call[] = [];
    const cfg = { secretId: 'sid', secretKey: 'skey', sdkAppId: '1400000000', signName: '商机', templateId: '100' };
    const ok = new TencentSmsProvider(cfg, fakeFetch({ Response: { SendStatusSet: [{ Code: 'Ok', Message: 'send success', SerialNo: 's1' }] } }, calls));
    expect(await ok.send('13800138000', 'text', { code: '654321' })).toEqual({ ref: 'tencent:s1' });
    const init = calls[0]!.init!;
    const headers = init.headers as Record<string, string>;
    expect(headers['X-TC-Action']).toBe('SendSms');
    expect(headers['X-TC-Version']).toBe('2021-01-11');
    expect(JSON.parse(String(init.body))).toMatchObject({ PhoneNumberSet: ['+8613800138000'], SmsSdkAppId: '1400000000', TemplateParamSet: ['654321', '5'] });
    expect(headers.Authorization).toBe(
      tencentAuthorization({ secretId: 'sid', secretKey: 'skey', host: 'sms.tencentcloudapi.com', payload: String(init.body), timestamp: Number(headers['X-TC-Timestamp']) }),
    );
    const refused = new TencentSmsProvider(cfg, fakeFetch({ Response: { SendStatusSet: [{ Code: 'LimitExceeded.PhoneNumberDailyLimit', Message: 'limit', SerialNo: '' }] } }, []));
    await expect(refused.send('13800138000', 'text', { code: '1' })).rejects.toThrow(/PhoneNumberDailyLimit/);
    const error = new TencentSmsProvider(cfg, fakeFetch({ Response: { Error: { Code: 'AuthFailure.SignatureFailure', Message: 'bad' } } }, []));
    await expect(error.send('13800138000', 'text', { code: '1' })).rejects.toThrow(/SignatureFailure/);
  });

  it('is chosen by SMS_PROVIDER', () => {
    const tencent = loadConfig({ SMS_PROVIDER: 'tencent', TENCENT_SECRET_ID: 'a', TENCENT_SECRET_KEY: 'b', TENCENT_SMS_SDK_APP_ID: 'c', TENCENT_SMS_SIGN_NAME: 'd', TENCENT_SMS_TEMPLATE_ID: 'e' });
    const noDb = {} as Database;
    expect(smsProviderFromConfig(tencent, noDb, () => {}, Date.now).name).toBe('tencent');
    const aliyun = loadConfig({ SMS_PROVIDER: 'aliyun', ALIYUN_ACCESS_KEY_ID: 'a', ALIYUN_ACCESS_KEY_SECRET: 'b', ALIYUN_SMS_SIGN_NAME: 'c', ALIYUN_SMS_TEMPLATE_CODE: 'd' });
    expect(smsProviderFromConfig(aliyun, noDb, () => {}, Date.now).name).toBe('aliyun');
    expect(smsProviderFromConfig(loadConfig({}), noDb, () => {}, Date.now).name).toBe('outbox');
  });
});

describe('sendInfo with the outbox and with a failing provider (pglite)', () => {
  let db: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dispose } = await openBackend('pglite'));
    await prepareDatabase(db, { seed: TEST_SEED, scale: 'small' });
  });
  afterAll(async () => {
    await db?.close();
    await dispose?.();
  });

  it('logs the number masked and never the code, even in production', async () => {
    let logs = '';
    const stream = new Writable({
      write(chunk, _enc, cb) {
        logs += String(chunk);
        cb();
      },
    });
    const prod = await buildUpstream({ db, logger: { level: 'info', stream }, enquiry: { config: loadConfig({ NODE_ENV: 'production', POW_COST: '0' }) } });
    // Production has no test hook: a development app over the same database issues the session's captcha.
    const dev = await buildUpstream({ db });
    try {
      const sid = (await prod.inject({ method: 'GET', url: p.captcha })).cookies.find((c) => c.name === 'sj_sid')!.value;
      await dev.inject({ method: 'GET', url: p.captcha, cookies: { sj_sid: sid } });
      const answer = ((await dev.inject({ method: 'GET', url: p.testCaptchaAnswer, cookies: { sj_sid: sid } })).json() as { data: string }).data;
      const res = await prod.inject({ method: 'POST', url: p.sendCode, cookies: { sj_sid: sid }, payload: { account: '13912345678', code: answer, type: 'img' } });
      expect(res.json()).toMatchObject({ code: 200, msg: m.sent });
      const [row] = await db.query<{ body: string }>('select body from sms_outbox where mobile = $1', ['13912345678']);
      const code = /\d{6}/.exec(row!.body)![0];
      expect(logs).toContain('139****5678');
      expect(logs).not.toContain('13912345678');
      expect(logs).not.toContain(code);
    } finally {
      await prod.close();
      await dev.close();
    }
  });

  it('answers a clear message when the provider fails, and logs no number', async () => {
    let logs = '';
    const stream = new Writable({
      write(chunk, _enc, cb) {
        logs += String(chunk);
        cb();
      },
    });
    const failing = { name: 'down', send: async () => Promise.reject(new Error('provider down')) };
    const app = await buildUpstream({ db, logger: { level: 'info', stream }, enquiry: { sms: failing } });
    try {
      const img = await app.inject({ method: 'GET', url: p.captcha });
      const sid = img.cookies.find((c) => c.name === 'sj_sid')!.value;
      const answer = ((await app.inject({ method: 'GET', url: p.testCaptchaAnswer, cookies: { sj_sid: sid } })).json() as { data: string }).data;
      const res = await app.inject({ method: 'POST', url: p.sendCode, cookies: { sj_sid: sid }, payload: { account: '13712345678', code: answer, type: 'img' } });
      expect(res.json()).toEqual({ code: 400, msg: m.smsFailed, data: null });
      expect(logs).toContain('137****5678');
      expect(logs).not.toContain('13712345678');
    } finally {
      await app.close();
    }
  });
});
