// Baseline: a plain node:http server answering fixed bytes, the fastest a Node process can serve them.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export async function serveBytes(body: Buffer, contentType: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
    res.end(body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) };
}
