import { createHmac, randomUUID } from 'node:crypto';
import type { SmsProvider } from './provider';

export interface AliyunSmsConfig {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  endpoint?: string;
}

/** RFC 3986 encoding as Aliyun's RPC signature (version 1.0) wants it. */
export function aliyunPercentEncode(s: string): string {
  return encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Signature 1.0 (HMAC-SHA1) of an RPC GET request: sorted, encoded query, then `GET&%2F&<query>`. */
export function aliyunSign(params: Record<string, string>, accessKeySecret: string, method = 'GET'): string {
  const canonical = Object.keys(params)
    .sort()
    .map((k) => `${aliyunPercentEncode(k)}=${aliyunPercentEncode(params[k]!)}`)
    .join('&');
  const stringToSign = `${method}&${aliyunPercentEncode('/')}&${aliyunPercentEncode(canonical)}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign).digest('base64');
}

/** Alibaba Cloud SMS (dysmsapi 2017-05-25, SendSms) with a template holding `${code}`. */
export class AliyunSmsProvider implements SmsProvider {
  readonly name = 'aliyun';
  constructor(
    private readonly cfg: AliyunSmsConfig,
    private readonly fetchFn: typeof fetch = fetch,
  ) {}

  async send(mobile: string, _text: string, vars: { code: string }): Promise<{ ref: string }> {
    const params: Record<string, string> = {
      AccessKeyId: this.cfg.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: mobile,
      RegionId: 'cn-hangzhou',
      SignName: this.cfg.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: randomUUID(),
      SignatureVersion: '1.0',
      TemplateCode: this.cfg.templateCode,
      TemplateParam: JSON.stringify({ code: vars.code }),
      Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
    };
    const signature = aliyunSign(params, this.cfg.accessKeySecret);
    const query = [`Signature=${aliyunPercentEncode(signature)}`, ...Object.entries(params).map(([k, v]) => `${aliyunPercentEncode(k)}=${aliyunPercentEncode(v)}`)].join('&');
    const res = await this.fetchFn(`${this.cfg.endpoint ?? 'https://dysmsapi.aliyuncs.com'}/?${query}`, { signal: AbortSignal.timeout(5000) });
    const body = (await res.json().catch(() => ({}))) as { Code?: string; Message?: string; BizId?: string };
    if (body.Code !== 'OK') throw new Error(`aliyun SendSms refused: ${body.Code ?? res.status} ${body.Message ?? ''}`.trim());
    return { ref: `aliyun:${body.BizId ?? ''}` };
  }
}
