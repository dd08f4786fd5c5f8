import type { UpstreamConfig } from '../config';
import type { Queryable } from '../db/database';
import { AliyunSmsProvider } from './aliyun';
import { OutboxSmsProvider } from './outbox';
import type { SmsLog, SmsProvider } from './provider';
import { TencentSmsProvider } from './tencent';

/** SMS_PROVIDER picks the adapter; loadConfig has already refused a provider without its keys. */
export function smsProviderFromConfig(config: UpstreamConfig, db: Queryable, log: SmsLog, now: () => number): SmsProvider {
  switch (config.SMS_PROVIDER) {
    case 'aliyun':
      return new AliyunSmsProvider({
        accessKeyId: config.ALIYUN_ACCESS_KEY_ID!,
        accessKeySecret: config.ALIYUN_ACCESS_KEY_SECRET!,
        signName: config.ALIYUN_SMS_SIGN_NAME!,
        templateCode: config.ALIYUN_SMS_TEMPLATE_CODE!,
      });
    case 'tencent':
      return new TencentSmsProvider({
        secretId: config.TENCENT_SECRET_ID!,
        secretKey: config.TENCENT_SECRET_KEY!,
        sdkAppId: config.TENCENT_SMS_SDK_APP_ID!,
        signName: config.TENCENT_SMS_SIGN_NAME!,
        templateId: config.TENCENT_SMS_TEMPLATE_ID!,
      });
    default:
      return new OutboxSmsProvider(db, log, now);
  }
}
