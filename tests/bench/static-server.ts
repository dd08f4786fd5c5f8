// Baseline process: a plain node:http server answering one file's bytes, the fastest a Node process can
// serve them. Runs in a process of its own (never inside the load generator, which would share its CPU
// and flatter every ratio). Usage: node --import tsx static-server.ts <file> <content-type> [content-encoding];
// prints the port on stdout once listening. With a headers file (`--headers <file>`, JSON name → value) it
// answers those headers instead: the whole response a gateway sent, its headers as well as its body.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RequestSpec } from './load';

export interface Baseline {
  url: string;
  pid: number;
  close: () => Promise<void>;
}

/** The bytes a URL answers as they came over the wire (fetch would decode a compressed body). */
export function rawFetch(url: string, init: RequestSpec = {}): Promise<{ body: Buffer; contentType?: string; contentEncoding?: string; headers: Record<string, string | string[]> }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: init.method ?? 'GET', headers: init.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (b: Buffer) => chunks.push(b));
      res.on('end', () => {
        const headers = Object.fromEntries(Object.entries(res.headers).filter((e): e is [string, string | string[]] => e[1] !== undefined));
        resolve({ body: Buffer.concat(chunks), contentType: res.headers['content-type'], contentEncoding: res.headers['content-encoding'], headers });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

// Written by node:http itself for every answer (time and framing): never copied.
const FRAMING = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/**
 * Starts a baseline process serving `body` (already in `contentEncoding`, if given) and resolves once it
 * listens. `headers`: answer these (a response's own, framing left out) rather than the type and encoding.
 */
export async function serveBytes(body: Buffer, contentType: string, scratchDir: string, contentEncoding?: string, headers?: Record<string, string | string[]>): Promise<Baseline> {
  const file = join(scratchDir, `baseline-${Date.now()}-${Math.random().toString(36).slice(2)}`);
  writeFileSync(file, body);
  if (headers) {
    writeFileSync(`${file}.headers`, JSON.stringify(Object.fromEntries(Object.entries(headers).filter(([name]) => !FRAMING.has(name)))));
    return spawnBaseline(fileURLToPath(import.meta.url), [file, contentType, '--headers', `${file}.headers`]);
  }
  return spawnBaseline(fileURLToPath(import.meta.url), [file, contentType, ...(contentEncoding ? [contentEncoding] : [])]);
}

/**
 * Runs a baseline script (`node --import tsx <script> <args>`) in a process of its own: the script prints
 * its port on stdout once it listens, and exits on SIGTERM.
 */
export async function spawnBaseline(script: string, args: string[]): Promise<Baseline> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`baseline ${script} exited (${code})`)));
    child.stdout?.once('data', (b: Buffer) => resolve(Number(b.toString().trim())));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    close: () =>
      new Promise((r) => {
        child.removeAllListeners('exit');
        child.once('exit', () => r());
        child.kill('SIGTERM');
      }),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [file, contentType, third, headersFile] = process.argv.slice(2);
  const body = readFileSync(file!);
  const encoding: Record<string, string> = third && third !== '--headers' ? { 'content-encoding': third, vary: 'Accept-Encoding' } : {};
  const headers: Record<string, string | string[] | number> =
    third === '--headers' ? { ...(JSON.parse(readFileSync(headersFile!, 'utf8')) as Record<string, string | string[]>), 'content-length': body.length } : { 'content-type': contentType!, 'content-length': body.length, ...encoding };
  const server = createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(body);
  });
  server.listen(0, '127.0.0.1', () => console.log((server.address() as AddressInfo).port));
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}
