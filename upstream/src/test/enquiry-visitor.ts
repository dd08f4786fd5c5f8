// One browser against an upstream built in-process, for the enquiry write path's tests: it keeps its
// sj_sid cookie and its IP, reads captcha answers through the test-only hook.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { brandConsentText, CONSENT_VERSION } from '@shangji/contract';
import { enquiryPaths as p } from '../routes/enquiry';

export type Body = { code: number; msg: string; data: unknown };

/** One browser: keeps its sj_sid cookie and its IP. */
export class Visitor {
  sid?: string;
  setCookie?: string;
  constructor(
    private readonly app: FastifyInstance,
    readonly ip: string,
  ) {}

  async inject(method: 'GET' | 'POST', url: string, fields?: Record<string, string | number>, headers: Record<string, string> = {}) {
    const res = await this.app.inject({
      method,
      url,
      remoteAddress: this.ip,
      cookies: (this.sid ? { sj_sid: this.sid } : {}) as Record<string, string>,
      ...(fields
        ? {
            payload: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
            headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
          }
        : { headers }),
    });
    const c = res.cookies.find((x) => x.name === 'sj_sid');
    if (c) {
      this.sid = c.value;
      this.setCookie = String(res.headers['set-cookie']);
    }
    return res;
  }

  async post(url: string, fields: Record<string, string | number>, headers: Record<string, string> = {}): Promise<Body> {
    const res = await this.inject('POST', url, fields, headers);
    expect(res.statusCode).toBe(200);
    return res.json() as Body;
  }

  /** A fresh captcha for this session; its answer through the test-only hook. */
  async captcha(): Promise<string> {
    const img = await this.inject('GET', p.captcha);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const res = await this.inject('GET', p.testCaptchaAnswer);
    return (res.json() as Body).data as string;
  }

  /** getCaptcha + sendInfo with the right answer. */
  async sendCode(mobile: string): Promise<Body> {
    const code = await this.captcha();
    return this.post(p.sendCode, { account: mobile, code, type: 'img' });
  }
}

/** A brand as the enquiry tests need it: the consent names its recipient. */
export type TestBrand = { id: number; mid: number | null; company: string; title: string };

/** A complete enquiry form for `brand`, its consent ticked as the form shows it. */
export function enquiryFields(mobile: string, brand: TestBrand, extra: Record<string, string | number> = {}): Record<string, string | number> {
  return {
    aid: brand.id,
    cid: 1,
    mid: '',
    money: '10-20万',
    typeid: 1,
    entrance: 1,
    name: '张三',
    mobile,
    title: brand.title,
    url: `https://www.example.cn/shangji/${brand.id}`,
    address: '广东省-深圳市-南山区',
    content: '我对这个项目很感兴趣',
    consent_text: brandConsentText(brand),
    consent_version: CONSENT_VERSION,
    ...extra,
  };
}
