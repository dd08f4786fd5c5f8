// No full phone number in the upstream's log: request targets are masked.
import { expect, it } from 'vitest';
import { buildUpstream } from './app';
import type { Database } from './db/database';

it('the upstream logs request targets with phone numbers masked', async () => {
  const lines: string[] = [];
  const app = await buildUpstream({ db: {} as Database, logger: { level: 'info', stream: { write: (l: string) => void lines.push(l) } } });
  try {
    await app.inject({ url: '/no/such/route?mobile=13812345678' });
  } finally {
    await app.close();
  }
  const log = lines.join('');
  expect(log).toContain('138****5678');
  expect(log).not.toContain('13812345678');
});
