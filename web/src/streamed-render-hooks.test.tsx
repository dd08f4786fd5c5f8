// A streamed render (render-document.tsx: a page whose sections are still loading) must not leave Node's
// promise hooks on. React's Node build ran its work inside an AsyncLocalStorage, and on Node 20 the first
// run of one turns promise hooks on for the rest of the process: from a gateway's first streamed page on,
// every promise of every request paid for them (~2% of a brand page's render in the profile, more in V8's
// calls into them). patches/react-dom+19.3.1.patch takes the storage out; this fails without it.
import { executionAsyncId } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { Suspense, use } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

/** The async id a promise callback runs under: 0 while no promise hook is on (Node tracks none). */
const promiseAsyncId = () => Promise.resolve().then(() => executionAsyncId());

function Later({ value }: { value: Promise<string> }) {
  return <p>{use(value)}</p>;
}

describe('a streamed render', () => {
  it('streams the late section and leaves promise hooks off', async () => {
    expect(await promiseAsyncId()).toBe(0);
    const value = new Promise<string>((resolve) => setTimeout(() => resolve('投资有风险，选择需谨慎。'), 10));
    const chunks: string[] = [];
    await new Promise<void>((resolve, reject) => {
      const sink = new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(chunk.toString('utf8'));
          done();
        },
      });
      sink.on('finish', resolve);
      const stream = renderToPipeableStream(
        <main>
          <Suspense fallback={<p>加载中</p>}>
            <Later value={value} />
          </Suspense>
        </main>,
        { onShellReady: () => stream.pipe(sink), onShellError: reject },
      );
    });
    const html = chunks.join('');
    expect(html).toContain('加载中');
    expect(html).toContain('投资有风险，选择需谨慎。');
    expect(await promiseAsyncId()).toBe(0);
  });
});
