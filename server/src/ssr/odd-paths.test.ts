// Odd request targets never answer 500 (`GET //` once did), and the page cache key ignores
// query parameters no route reads (a unique ?x= bypassed the cache).
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../test/fakeUpstream';
import { startGateway, type TestGateway } from '../test/gateway';
import { pageCacheKey } from './page-cache';

function rawGet(port: number, target: string, host = 'x'): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    socket.on('data', (b) => (data += b.toString('latin1')));
    socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0)));
    socket.on('error', reject);
    socket.write(Buffer.concat([Buffer.from('GET '), Buffer.from(target, 'utf8'), Buffer.from(` HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`)]));
  });
}

describe('odd paths', () => {
  let upstream: FakeUpstream;
  let gw: TestGateway;
  let port: number;
  beforeAll(async () => {
    upstream = await startFakeUpstream();
    gw = await startGateway(upstream.url, { env: { NODE_ENV: 'production' } });
    await gw.app.listen({ port: 0, host: '127.0.0.1' });
    port = (gw.app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await gw.app.close();
    await upstream.close();
  });

  const targets = ['//', '///', '//evil.example.com/', '//shangji/1', '/\\', '/%', '/%zz', '/%00', '/%E4', '/..', '/a/../..', '/?%', '/??', '/#x', '/.%2e/', '/' + 'a'.repeat(4000), '/shangji/1//', '/@evil', '/:80'];
  it.each(targets)('GET %s answers without a 500', async (target) => {
    const status = await rawGet(port, target);
    expect(status).toBeGreaterThanOrEqual(200);
    expect(status).toBeLessThan(500);
  });

  it('ignores an unusable Host header', async () => {
    expect(await rawGet(port, '/nothing', 'a b')).toBeLessThan(500);
  });
});

describe('page cache key', () => {
  it('keeps the path and the parameters routes read, sorted, and drops the rest', () => {
    expect(pageCacheKey('/shangji/1')).toBe('/shangji/1');
    expect(pageCacheKey('/shangji/1?x=1')).toBe('/shangji/1');
    expect(pageCacheKey('/shangji/1?utm_source=a&show=1&x=2')).toBe('/shangji/1?show=1');
    expect(pageCacheKey('/search?model=news&q=%E5%A5%B6&p=2')).toBe(pageCacheKey('/search?p=2&q=%E5%A5%B6&model=news'));
    expect(pageCacheKey('/cache?yeshili=ok')).toBe('/cache?yeshili=ok');
  });
});
