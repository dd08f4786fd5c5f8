/** Where SMS codes leave the system: an outbox table in development, a cloud provider in production. */
export interface SmsProvider {
  readonly name: string;
  /**
   * Sends `text` to `mobile`. Template-based providers (Aliyun, Tencent) send their approved template
   * filled with `vars.code` instead of the literal text. Throws when the provider refuses.
   */
  send(mobile: string, text: string, vars: { code: string }): Promise<{ ref: string }>;
}

export type SmsLog = (line: string) => void;
