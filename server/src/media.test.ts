// /media forwards media paths only: a traversal corpus, sent as raw bytes over
// a socket so no client library normalises it first, must answer 404 without any upstream request.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from './test/fakeUpstream';
import { startGateway, type TestGateway } from './test/gateway';

const targets = ['healthz', 'api.php/index/__test/captchaAnswer', 'api.php/index/__test/smsOutbox?mobile=13812345678', 'index.php/v1/zhaoshang/show?id=1'];
const climbs = [
  '..', '.%2e', '%2e.', '%2e%2e', '%2E%2E', '%252e%252e', '.%252e', '%25252e%25252e', '..%5C', '..%5c..%5c', '..\\', '..%255C',
  '%c0%ae%c0%ae', '%uff0e%uff0e', '%u002e%u002e', '%EF%BC%8E%EF%BC%8E', '．．', '..%00', '..;', '.../.', '..%2f', '%2e%2e%2f', '..%252f',
];
export const corpus = climbs.flatMap((c) => targets.flatMap((t) => [`/media/${c}/${t}`, `/media/brand/${c}/${c}/${t}`, `/media/${c}/${c}/${t}`]));

/** One raw HTTP/1.1 GET with `target` exactly as written; answers the status code. */
function rawGet(port: number, target: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    socket.on('data', (b) => (data += b.toString('latin1')));
    socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0)));
    socket.on('error', reject);
    socket.write(Buffer.concat([Buffer.from('GET '), Buffer.from(target, 'utf8'), Buffer.from(' HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')]));
  });
}

for (const mode of ['development', 'production'] as const) {
  describe(`in ${mode}`, () => {
    let upstream: FakeUpstream;
    let gw: TestGateway;
    let port: number;
    beforeAll(async () => {
      upstream = await startFakeUpstream();
      gw = await startGateway(upstream.url, { env: { NODE_ENV: mode } });
      await gw.app.listen({ port: 0, host: '127.0.0.1' });
      port = (gw.app.server.address() as { port: number }).port;
    });
    afterAll(async () => {
      await gw.app.close();
      await upstream.close();
    });

    it(`answers 404 to each of ${corpus.length} traversal attempts without any upstream request`, async () => {
      const answers: Record<string, number> = {};
      for (const target of corpus) answers[target] = await rawGet(port, target);
      const notFound = Object.fromEntries(corpus.map((t) => [t, 404]));
      // 400 would also be safe, but Fastify answers 404 for what it cannot route either way.
      expect(Object.fromEntries(Object.entries(answers).map(([t, s]) => [t, s === 400 ? 404 : s]))).toEqual(notFound);
      expect(upstream.seen.map((s) => s.path)).toEqual([]);
    });

    it('still relays a plain media path', async () => {
      expect(await rawGet(port, '/media/brand/1/thumb.svg')).toBe(200);
      expect(upstream.seen.at(-1)?.path).toBe('/media/brand/1/thumb.svg');
    });
  });
}
