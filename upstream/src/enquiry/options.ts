import type { UpstreamConfig } from '../config';
import type { SmsProvider } from '../sms/provider';

/** Every number the enquiry write path enforces (docs/decisions/0011-enquiry-abuse-limits.md). */
export interface EnquiryLimits {
  captchaTtlMs: number;
  codeTtlMs: number;
  /** Guesses allowed against one SMS code. */
  codeMaxChecks: number;
  /**
   * Per number and requesting network (docs/decisions/0098): one code per gap, and at most
   * `numberHourly` an hour, `numberDaily` in 24 hours. They lock out the asker's network, not the
   * number for everyone.
   */
  numberGapMs: number;
  numberHourly: number;
  numberDaily: number;
  /**
   * Per number from all networks together in 24 hours (no number is bombed from many networks); its
   * last fifth only for networks that have not asked for that number in the window.
   */
  numberDailyAll: number;
  ipDaily: number;
  /** Per network (IPv4 /24, IPv6 /64) in 24 hours: one network's share of the global budget. */
  prefixDaily: number;
  /** In all per 24 hours; its last fifth only for networks that bought no code in the window. */
  globalDaily: number;
  /** Unproven sessions kept per client address (IPv6: per /64); minting more forgets the oldest. */
  sessionsPerAddress: number;
  /** How long a phone verified by code counts as verified for its session ('returning' mode). */
  verifiedTtlMs: number;
  enquiriesPerNumberDaily: number;
  /** Different brands one number may reach in 24 hours (the same brand: once in 30 days). */
  brandsPerNumberDaily: number;
  /** How long a 我的咨询 proof lasts for its session (docs/decisions/0092). */
  myProofTtlMs: number;
}

export const defaultLimits = (config: UpstreamConfig): EnquiryLimits => ({
  captchaTtlMs: 5 * 60_000,
  codeTtlMs: 5 * 60_000,
  codeMaxChecks: 5,
  numberGapMs: 60_000,
  numberHourly: 5,
  numberDaily: 10,
  numberDailyAll: 20,
  ipDaily: config.SMS_IP_DAILY_CAP,
  prefixDaily: config.SMS_PREFIX_DAILY_CAP,
  globalDaily: config.SMS_GLOBAL_DAILY_CAP,
  sessionsPerAddress: config.ENQUIRY_SESSIONS_PER_ADDRESS,
  verifiedTtlMs: 24 * 3600_000,
  enquiriesPerNumberDaily: 20,
  brandsPerNumberDaily: 5,
  myProofTtlMs: 15 * 60_000,
});

/** What buildUpstream callers (main, tests) may set; everything defaults from loadConfig(). */
export interface EnquiryOptions {
  config?: UpstreamConfig;
  /** Milliseconds since the epoch; tests move it instead of sleeping. */
  now?: () => number;
  sms?: SmsProvider;
  limits?: Partial<EnquiryLimits>;
}
