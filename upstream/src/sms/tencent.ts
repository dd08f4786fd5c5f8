import { createHash, createHmac } from 'node:crypto';
import type { SmsProvider } from './provider';

export interface TencentSmsConfig {
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  signName: string;
  templateId: string;
  region?: string;
  host?: string;
}

const sha256hex = (s: string) => createHash('sha256').update(s).digest('hex');
const hmac = (key: string | Buffer, s: string) => createHmac('sha256', key).update(s).digest();

/** TC3-HMAC-SHA256 Authorization header for a JSON POST to `host` (service `sms`). */
export function tencentAuthorization(opts: { secretId: string; secretKey: string; host: string; payload: string; timestamp: number; service?: string }): string {
  const service = opts.service ?? 'sms';
  const date = new Date(opts.timestamp * 1000).toISOString().slice(0, 10);
  const canonicalRequest = ['POST', '/', '', `content-type:application/json; charset=utf-8\nhost:${opts.host}\n`, 'content-type;host', sha256hex(opts.payload)].join('\n');
  const scope = `${date}/${service}/tc3_request`;
  const stringToSign = ['TC3-HMAC-SHA256', String(opts.timestamp), scope, sha256hex(canonicalRequest)].join('\n');
  const signing = hmac(hmac(hmac(`TC3${opts.secretKey}`, date), service), 'tc3_request');
  const signature = createHmac('sha256', signing).update(stringToSign).digest('hex');
  return `TC3-HMAC-SHA256 Credential=${opts.secretId}/${scope}, SignedHeaders=content-type;host, Signature=${signature}`;
}

/** Tencent Cloud SMS (API 2021-01-11, SendSms) with a template whose first parameter is the code. */
export class TencentSmsProvider implements SmsProvider {
  readonly name = 'tencent';
  constructor(
    private readonly cfg: TencentSmsConfig,
    private readonly fetchFn: typeof fetch = fetch,
  ) {}

  async send(mobile: string, _text: string, vars: { code: string }): Promise<{ ref: string }> {
    const host = this.cfg.host ?? 'sms.tencentcloudapi.com';
    const payload = JSON.stringify({
      PhoneNumberSet: [`+86${mobile}`],
      SmsSdkAppId: this.cfg.sdkAppId,
      SignName: this.cfg.signName,
      TemplateId: this.cfg.templateId,
      TemplateParamSet: [vars.code, '5'],
    });
    const timestamp = Math.floor(Date.now() / 1000);
    const res = await this.fetchFn(`https://${host}/`, {
      method: 'POST',
      headers: {
        Authorization: tencentAuthorization({ secretId: this.cfg.secretId, secretKey: this.cfg.secretKey, host, payload, timestamp }),
        'Content-Type': 'application/json; charset=utf-8',
        Host: host,
        'X-TC-Action': 'SendSms',
        'X-TC-Timestamp': String(timestamp),
        'X-TC-Version': '2021-01-11',
        'X-TC-Region': this.cfg.region ?? 'ap-guangzhou',
      },
      body: payload,
      signal: AbortSignal.timeout(5000),
    });
    const body = (await res.json().catch(() => ({}))) as {
      Response?: { Error?: { Code: string; Message: string }; SendStatusSet?: { Code: string; Message: string; SerialNo: string }[] };
    };
    const status = body.Response?.SendStatusSet?.[0];
    if (!status || status.Code !== 'Ok') {
      const err = body.Response?.Error ?? status;
      throw new Error(`tencent SendSms refused: ${err?.Code ?? res.status} ${err?.Message ?? ''}`.trim());
    }
    return { ref: `tencent:${status.SerialNo}` };
  }
}
