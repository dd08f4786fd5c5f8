// No full phone number in the upstream's log: request targets are masked.
import { expect, it } from 'vitest';
import { buildUpstream } from './app';
import type { Database } from './db/database';

it('the upstream logs request targets with phone numbers masked', async () => {
  const lines: string[] = [];
  const app = await buildUpstream({ db: {} as Database, logger: { level: 'info', stream: { write: (l: string) => void lines.push(l) } } });
  try {
    await app.inject({ url: '/no/such/route?mobile=13812345678' });
    // Every line is masked as written (contract/src/log-mask.ts), whatever the format.
    for (const f of ['+86 138-1234-5678', '138 1234 5678', '%2B8613812345678', 'mobile=138%201234%205678']) app.log.info({ mobile: f }, `sms to ${f}`);
  } finally {
    await app.close();
  }
  const log = lines.join('');
  expect(log).toContain('138****5678');
  expect(log.replace(/%[0-9A-Fa-f]{2}|[^0-9\n]/g, '')).not.toContain('13812345678');
});
