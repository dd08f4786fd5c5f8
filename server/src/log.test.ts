// No full phone number in either log: request targets are masked.
import { expect, it } from 'vitest';
import { buildGateway } from './app';
import { loadConfig } from './config';
import { startFakeUpstream } from './test/fakeUpstream';

const targets = ['/media/x.svg?mobile=13812345678', '/?mobile=13812345678', '/api.php/index/__test/smsOutbox?mobile=13812345678', '/graphql?x=13812345678'];

it('the gateway logs request targets with phone numbers masked', async () => {
  const upstream = await startFakeUpstream();
  const lines: string[] = [];
  const app = await buildGateway(loadConfig({ UPSTREAM_URL: upstream.url, NODE_ENV: 'development', LOG_LEVEL: 'info' }), { logStream: { write: (l) => void lines.push(l) } });
  try {
    for (const url of targets) await app.inject({ url });
  } finally {
    await app.close();
    await upstream.close();
  }
  const log = lines.join('');
  expect(log).toContain('138****5678');
  expect(log).not.toContain('13812345678');
});
