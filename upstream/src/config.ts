import { fileURLToPath } from 'node:url';
import { z } from 'zod';

// The one module of the upstream that reads process.env (README "Configuration").
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

const schema = z.object({
  UPSTREAM_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  UPSTREAM_HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default(`${repoRoot}data/pglite`),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED: z.coerce.number().int().min(0).max(2 ** 32 - 1).default(1),
  SEED_SCALE: z.enum(['small', 'default', 'large']).default('default'),
  // How long a list's total is shared by its pages, in ms (0 = counted on every page; docs/decisions/0107).
  LIST_TOTAL_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  // The lead delivery worker's round, in ms (0 = off: this instance delivers nothing; docs/decisions/0117).
  LEAD_WORKER_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(1000),
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  // Addresses (comma-separated IPs/CIDRs, or loopback) whose X-Forwarded-For is believed: the gateway's.
  TRUST_PROXY: z.string().min(1).default('loopback'),
  // The back office's public address (its own origin, served by the gateway's ADMIN_PORT listener): the
  // enrolment and password-reset links the upstream and `npm run accounts` hand out (docs/decisions/0116).
  ADMIN_SITE_URL: z
    .string()
    .regex(/^https?:\/\/[^/\s]+\/?$/, 'must be an origin such as https://admin.example.com')
    .transform((u) => u.replace(/\/$/, ''))
    .default('http://localhost:3002'),
  // Enquiry write path (docs/decisions/0011-enquiry-abuse-limits.md).
  SMS_PROVIDER: z.enum(['outbox', 'aliyun', 'tencent']).default('outbox'),
  SMS_IP_DAILY_CAP: z.coerce.number().int().min(1).default(20),
  SMS_GLOBAL_DAILY_CAP: z.coerce.number().int().min(1).default(5000),
  // Per requesting network (IPv4 /24, IPv6 /64) a day: one network's share of the global cap (docs/decisions/0098).
  SMS_PREFIX_DAILY_CAP: z.coerce.number().int().min(1).default(50),
  // Sessions minted and not yet proven by an SMS code, kept per client address (IPv6: per /64; docs/decisions/0099).
  ENQUIRY_SESSIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(200),
  // Proof of work beside the image captcha (docs/decisions/0020, 0098): PBKDF2 iterations per attempt
  // (0 = off), the mean attempts a solver makes for a network that bought nothing in the last hour,
  // the most that mean is multiplied by as the network buys more, and the HMAC secret signing
  // challenges (unset: random per process; set one shared value when several upstream instances serve one site).
  POW_COST: z.coerce.number().int().min(0).max(100_000).default(3000),
  POW_ATTEMPTS: z.coerce.number().int().min(1).max(1_000_000).default(300),
  POW_MAX_FACTOR: z.coerce.number().int().min(1).max(1000).default(32),
  POW_SECRET: z.string().min(16).optional(),
  ALIYUN_ACCESS_KEY_ID: z.string().optional(),
  ALIYUN_ACCESS_KEY_SECRET: z.string().optional(),
  ALIYUN_SMS_SIGN_NAME: z.string().optional(),
  ALIYUN_SMS_TEMPLATE_CODE: z.string().optional(),
  TENCENT_SECRET_ID: z.string().optional(),
  TENCENT_SECRET_KEY: z.string().optional(),
  TENCENT_SMS_SDK_APP_ID: z.string().optional(),
  TENCENT_SMS_SIGN_NAME: z.string().optional(),
  TENCENT_SMS_TEMPLATE_ID: z.string().optional(),
}).superRefine((c, ctx) => {
  const needs = {
    outbox: [],
    aliyun: ['ALIYUN_ACCESS_KEY_ID', 'ALIYUN_ACCESS_KEY_SECRET', 'ALIYUN_SMS_SIGN_NAME', 'ALIYUN_SMS_TEMPLATE_CODE'],
    tencent: ['TENCENT_SECRET_ID', 'TENCENT_SECRET_KEY', 'TENCENT_SMS_SDK_APP_ID', 'TENCENT_SMS_SIGN_NAME', 'TENCENT_SMS_TEMPLATE_ID'],
  } as const;
  for (const key of needs[c.SMS_PROVIDER]) {
    if (!c[key]) ctx.addIssue({ code: 'custom', path: [key], message: `required when SMS_PROVIDER=${c.SMS_PROVIDER}` });
  }
});

/** Every environment variable the upstream reads (the README's configuration table names each one). */
export const upstreamVariables: readonly string[] = Object.keys(schema.shape);

export type UpstreamConfig = Readonly<z.infer<typeof schema>>;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): UpstreamConfig {
  const raw = Object.fromEntries(Object.keys(schema.shape).map((k) => [k, env[k] === '' ? undefined : env[k]]));
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid upstream configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
