// The admin listener's own routes, over a stand-in build: the HTML shell for every app route (its entry's
// CSS and module script, the script allowed by this response's nonce), the assets, the 503 without a
// build, robots.txt; and the account calls refused to any client that is not the admin listener's.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { buildSchema } from '../graphql/schema';
import { createUpstreamCache } from '../upstream/cache';
import { UpstreamClient } from '../upstream/client';
import { ADMIN_NOT_BUILT, buildAdminSite } from './site';
import Fastify from 'fastify';

let dir: string;
let site: FastifyInstance;
let missing: FastifyInstance;
const cache = createUpstreamCache({ memoryMaxBytes: 1024 * 1024 });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'admin-build-')) + '/';
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify({
    'src/admin/main.tsx': { file: 'main-abc.js', isEntry: true, imports: ['_vendor.js'], css: ['main-abc.css'] },
    '_vendor.js': { file: 'vendor-def.js', css: ['vendor-def.css'] },
  }));
  writeFileSync(join(dir, 'main-abc.js'), 'console.log("admin")');
  const config = loadConfig({ NODE_ENV: 'production', ADMIN_SITE_URL: 'https://admin.example.test' });
  const deps = { schema: buildSchema(), cache, logger: Fastify({ logger: false }).log, onceFields: [] };
  site = await buildAdminSite(config, { ...deps, clientDir: dir });
  missing = await buildAdminSite(config, { ...deps, clientDir: join(dir, 'nothing') + '/' });
});
afterAll(async () => {
  await site?.close();
  await missing?.close();
  rmSync(dir, { recursive: true, force: true });
});

it('every app route answers the shell: zh-CN, noindex, the entry’s CSS and script under this response’s nonce', async () => {
  for (const url of ['/', '/leads', '/leads/42?tab=events', '/enrol/abc']) {
    const res = await site.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    expect(html).toMatch(/^<!DOCTYPE html><html lang="zh-CN">/);
    expect(html).toContain('<title>商机网 · 后台</title>');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<link rel="stylesheet" href="/a-assets/main-abc.css">');
    expect(html).toContain('<link rel="stylesheet" href="/a-assets/vendor-def.css">');
    expect(html).toContain('<link rel="modulepreload" href="/a-assets/vendor-def.js">');
    const nonce = /<script type="module" nonce="([^"]+)" src="\/a-assets\/main-abc\.js"><\/script>/.exec(html)?.[1];
    expect(nonce).toBeTruthy();
    expect(String(res.headers['content-security-policy'])).toContain(`script-src 'self' 'nonce-${nonce}'`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
  }
  const a = (await site.inject({ method: 'GET', url: '/' })).body;
  const b = (await site.inject({ method: 'GET', url: '/' })).body;
  expect(a).not.toBe(b); // a fresh nonce each time
});

it('serves the build’s files at /a-assets/, no-store; a missing file is a 404, not the shell', async () => {
  const js = await site.inject({ method: 'GET', url: '/a-assets/main-abc.js' });
  expect(js.statusCode).toBe(200);
  expect(js.body).toBe('console.log("admin")');
  expect(js.headers['cache-control']).toBe('no-store');
  const none = await site.inject({ method: 'GET', url: '/a-assets/nope.js' });
  expect(none.statusCode).toBe(404);
  expect(none.body).not.toContain('<div id="root">');
});

it('without a build: a clear 503', async () => {
  const res = await missing.inject({ method: 'GET', url: '/leads' });
  expect(res.statusCode).toBe(503);
  expect(res.body).toBe(ADMIN_NOT_BUILT);
  expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
});

it('robots.txt disallows everything; /healthz answers', async () => {
  expect((await site.inject({ method: 'GET', url: '/robots.txt' })).body).toBe('User-agent: *\nDisallow: /\n');
  expect((await site.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ ok: true, site: 'admin' });
});

it('a client without an account (every public listener’s) refuses the back-office calls', async () => {
  const client = new UpstreamClient({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 100, cache });
  await expect(client.call('adminMe', {})).rejects.toMatchObject({ internal: expect.stringMatching(/only the admin listener/) });
});
