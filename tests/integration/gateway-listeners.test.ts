// The built gateway listens on its mobile and back-office ports before its main port (server/src/main.ts,
// docs/decisions/0150): when one of them is taken the process exits 1 and its /healthz never answered, so
// neither a load balancer nor the test stack takes a gateway serving only its desktop for a healthy one.
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../../server/src/test/fakeUpstream';
import { freePort, runWorkspace } from '../support/stack';

let upstream: FakeUpstream;
let holder: Server;
let takenPort: number;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  takenPort = await freePort();
  holder = createServer();
  await new Promise<void>((resolve) => holder.listen(takenPort, '127.0.0.1', resolve));
});

afterAll(async () => {
  await new Promise((resolve) => holder.close(resolve));
  await upstream.close();
});

describe.each(['MOBILE_PORT', 'ADMIN_PORT'])('a gateway whose %s is taken', (name) => {
  it('exits 1 without its main port ever answering /healthz', async () => {
    const port = await freePort();
    const child = runWorkspace(`gateway (${name} taken)`, 'server', {
      UPSTREAM_URL: upstream.url,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      MOBILE_PORT: '0',
      ADMIN_PORT: '0',
      [name]: String(takenPort),
      LOG_LEVEL: 'warn',
    });
    let output = '';
    child.stderr!.on('data', (b: Buffer) => (output += b.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    // Asked every 10 ms until the process ends: an answer in between is the half-started gateway.
    let answered = 0;
    let done = false;
    void exited.then(() => (done = true));
    while (!done) {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(1000) }).catch(() => null);
      if (res?.ok) answered++;
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(await exited).toBe(1);
    expect(output).toContain('EADDRINUSE');
    expect(answered).toBe(0);
  });
});
