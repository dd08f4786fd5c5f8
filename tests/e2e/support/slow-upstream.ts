// A gateway of its own over the test stack's upstream, reached through a proxy that holds every upstream
// answer back: a page's deferred queries then miss the ready window (web/src/routing/settled.ts) and the
// page streams, as it does for a visitor whose sections are not in the gateway's caches.
import type { ChildProcess } from 'node:child_process';
import { createServer, request, type Server } from 'node:http';
import { freePort, startServer } from '../../support/stack';

export interface SlowGateway {
  baseUrl: string;
  mobileSiteUrl: string;
  stop: () => Promise<void>;
}

/** An HTTP proxy to `target` that holds every request back `delayMs` before passing it on. */
async function slowProxy(target: string, delayMs: number): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    setTimeout(() => {
      const upstream = request(new URL(req.url ?? '/', target), { method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    }, delayMs);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, server };
}

export async function startSlowGateway(upstreamUrl: string, siteUrl: string, delayMs = 300): Promise<SlowGateway> {
  const proxy = await slowProxy(upstreamUrl, delayMs);
  const mobilePort = await freePort();
  let child: ChildProcess | undefined;
  try {
    const server = await startServer(proxy.url, { SITE_URL: siteUrl, MOBILE_PORT: String(mobilePort), MOBILE_SITE_URL: `http://127.0.0.1:${mobilePort}` });
    child = server.child;
    return {
      baseUrl: server.baseUrl,
      mobileSiteUrl: `http://127.0.0.1:${mobilePort}`,
      stop: async () => {
        if (child?.exitCode === null) {
          const exited = new Promise((resolve) => child!.once('exit', resolve));
          child.kill('SIGTERM');
          await exited;
        }
        proxy.server.closeAllConnections();
        await new Promise<void>((resolve) => proxy.server.close(() => resolve()));
      },
    };
  } catch (error) {
    proxy.server.close();
    throw error;
  }
}

/** True when React streamed part of the document (a boundary's fallback, its late segment). */
export const isStreamed = (html: string) => html.includes('<template id="B:') || html.includes('<div hidden id="S:');
