// Baseline process for P6f: the least a gateway in front of the upstream can do for P6's request. It reads
// the POST body, asks the upstream's zhaoshang/show for the id in its variables over an undici pool (as the
// gateway's upstream client does), parses the answer and sends a few of its fields back as JSON. No
// GraphQL, no cache, no hooks. Its p50 minus the upstream's is what one more Node.js hop costs on the host
// (two more wake-ups, reads and writes on loopback), under any gateway's P6 figure.
// Usage: node --import tsx pass-through.ts <upstream url>; prints the port on stdout once listening.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { Pool } from 'undici';
import { spawnBaseline, type Baseline } from './static-server';

/** Starts the pass-through process in front of `upstreamUrl` and resolves once it listens. */
export function startPassThrough(upstreamUrl: string): Promise<Baseline> {
  return spawnBaseline(fileURLToPath(import.meta.url), [upstreamUrl]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const pool = new Pool(process.argv[2]!, { connections: 8 });
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const { variables } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { variables: { id: string } };
      void pool
        .request({ method: 'GET', path: `/index.php/v1/zhaoshang/show?id=${encodeURIComponent(variables.id)}`, headers: { accept: 'application/json' } })
        .then((answer) => answer.body.json() as Promise<{ data: { id: number; title: string; shopnum: number; content: string } | null }>)
        .then(({ data }) => {
          const body = JSON.stringify({ data: { brand: data && { id: String(data.id), name: data.title, shopCount: data.shopnum, introHtml: data.content } } });
          res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
          res.end(body);
        })
        .catch(() => {
          res.writeHead(502);
          res.end();
        });
    });
  });
  server.listen(0, '127.0.0.1', () => console.log((server.address() as AddressInfo).port));
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}
