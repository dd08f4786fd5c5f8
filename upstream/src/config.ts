import { fileURLToPath } from 'node:url';
import { z } from 'zod';

// The one module that reads process.env (DESIGN.md "Configuration").
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
});

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
