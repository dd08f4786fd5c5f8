// The page host over a stub schema: status codes, what the first bytes carry, deferred chunks,
// crawler documents, per-request Emotion styles and the page cache.
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig } from '../config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPages } from './register';
import { stubSchema } from './stub-schema';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const BOT = 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)';

async function build(pageCacheTtlMs = 0, onOperation: () => void = () => {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await registerPages(app, {
    schema: stubSchema,
    createContext: () => {
      onOperation();
      return {};
    },
    config: { siteUrl: 'https://www.site.test', mobileSiteUrl: 'https://m.site.test', production: true, links: loadConfig({}).links },
    pageCacheTtlMs,
  });
  return app;
}

describe('page host', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(async () => {
    await app.close();
  });

  it('renders a brand with its head before any script and deferred chunks before </body>', async () => {
    const res = await app.inject({ method: 'GET', url: '/shangji/1?show=1', headers: { 'user-agent': BROWSER } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    const head = html.slice(0, html.indexOf('<script'));
    expect(head).toContain('<title>品牌1号火锅加盟费多少钱');
    expect(head).toContain('<link rel="canonical" href="https://www.site.test/shangji/1"/>');
    expect(head).toContain('<link rel="alternate" media="only screen and (max-width: 640px)" href="https://m.site.test/shangji/1"/>');
    expect(html.endsWith('</body></html>')).toBe(true);
    expect(html).toContain('window.__SJ_STATE__=');
    // Each query result travels once: in the bootstrap state or in a streamed chunk, never both, and there is
    // no normalised cache or loader data beside them.
    for (const field of ['introHtml', 'similarBrands', 'randomBrands', 'nearbyShops']) {
      expect(html.split(`"${field}":`).length - 1, field).toBe(1);
    }
    expect(html).not.toContain('ROOT_QUERY');
    expect(html).toMatch(/__SJ_D\.r\("BrandNearbyShops:[^)]*",\{"data":/);
  });

  it('answers 404 with the error page for an unknown brand, and "could not be found" for unmatched routes', async () => {
    const missing = await app.inject({ method: 'GET', url: '/shangji/5000' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('您访问的页面出错了');
    expect(missing.body).toContain('返回首页');
    const unmatched = await app.inject({ method: 'GET', url: '/nothing/here' });
    expect(unmatched.statusCode).toBe(404);
    expect(unmatched.body).toContain('This page could not be found');
  });

  it('answers a failing critical query with the error page and status 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/shangji/666' });
    expect(res.statusCode).toBe(500);
    expect(res.body).toContain('您访问的页面出错了');
    expect(res.body).toContain('投资有风险，选择需谨慎');
  });

  it('answers an upstream outage on the critical query with a friendly 503 page and Retry-After', async () => {
    const res = await app.inject({ method: 'GET', url: '/shangji/503' });
    expect(res.statusCode).toBe(503);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.body).toContain('系统繁忙！请稍后再试！');
    expect(res.body).toContain('返回首页');
  });

  it('gives every error page a Chinese title and message, noindex and no canonical', async () => {
    for (const [url, status] of [['/shangji/5000', 404], ['/nothing/here', 404], ['/shangji/666', 500], ['/shangji/503', 503]] as const) {
      const res = await app.inject({ method: 'GET', url, headers: { 'user-agent': BROWSER } });
      expect(res.statusCode, url).toBe(status);
      const head = res.body.slice(0, res.body.indexOf('</head>'));
      const title = /<title>([^<]*)<\/title>/.exec(head)?.[1] ?? '';
      expect(title, url).toMatch(/^(404：)?您访问的页面(出错了|不存在)_/);
      expect(head, url).toContain('<meta name="robots" content="noindex"/>');
      expect(head, url).not.toContain('rel="canonical"');
      expect(head, url).not.toContain('rel="alternate"');
      // The error's own text (English, internal) is never shown (the hydration state may carry it).
      expect(res.body.replace(/<script[\s\S]*?<\/script>/g, ''), url).not.toContain('upstream unavailable');
    }
    const failed = await app.inject({ method: 'GET', url: '/shangji/666' });
    expect(failed.body).toContain('页面加载失败，请稍后刷新重试。');
    const unmatched = await app.inject({ method: 'GET', url: '/nothing/here' });
    expect(unmatched.body).toMatch(/<h1[^>]*>您访问的页面不存在<\/h1>/);
  });

  it('gives crawlers every deferred section inline', async () => {
    const res = await app.inject({ method: 'GET', url: '/shangji/1', headers: { 'user-agent': BOT } });
    expect(res.statusCode).toBe(200);
    expect(res.body.includes('<template id="B:')).toBe(false);
    expect(res.body).toContain('门店0');
  });

  it('sends a browser the page whole when its deferred queries settle within the ready window', async () => {
    // Brand 2 has no shops: every deferred query of its page answers at once (the stub's shops take 300 ms).
    const res = await app.inject({ method: 'GET', url: '/shangji/2', headers: { 'user-agent': BROWSER } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('"inlineDeferred":true');
    expect(res.body).toContain('"pending":[]');
    // No boundary streamed: no fallback, no hidden segment, no result script after the shell.
    expect(res.body).not.toContain('<template id="B:');
    expect(res.body).not.toContain('hidden id="S:');
    expect(res.body).not.toContain('__SJ_D.r(');
    expect(res.body).toContain('新闻0');
    // Rendered in one pass (web/src/whole-document.ts, decision 0114): one doctype, the boot scripts in the
    // tree — the payload's script, then the entry as a module that runs once the document is parsed.
    expect(res.body.startsWith('<!DOCTYPE html><html')).toBe(true);
    expect(res.body.split('<!DOCTYPE').length - 1).toBe(1);
    const boot = /"bootInTree":\{"entry":(null|"([^"]+)")\}/.exec(res.body);
    expect(boot).not.toBeNull();
    if (boot![2]) {
      const module = res.body.indexOf(`<script type="module" src="${boot![2]}"`);
      expect(module).toBeGreaterThan(res.body.indexOf('window.__SJ_STATE__='));
      expect(res.body.slice(module, res.body.indexOf('>', module))).not.toContain('async');
    }
    const slow = await app.inject({ method: 'GET', url: '/shangji/1', headers: { 'user-agent': BROWSER } });
    expect(slow.body).toContain('"inlineDeferred":false');
    // Streamed: React's own bootstrap, not the tree's.
    expect(slow.body).not.toContain('"bootInTree"');
    expect(slow.body.startsWith('<!DOCTYPE html><html')).toBe(true);
  });

  it('renders no per-request component styles: every rule is a sheet compiled at build time (decision 0108)', async () => {
    // Emotion (behind Chakra's style props) would write <style data-emotion="css …"> tags on each render; the
    // provider's empty global rule writes none (web/src/emotion-head.ts) or is moved into <head> (head-styles.ts).
    for (const url of ['/shangji/1', '/shangji/5000', '/aboutus']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.body, url).toContain('<style data-precedence');
      expect(res.body.match(/<style data-emotion="css [^"]+"/g) ?? [], url).toEqual([]);
    }
  });
});

describe('streaming', () => {
  it('flushes the shell (with the head) before a slow deferred section', async () => {
    const app = await build();
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const res = await fetch(`${address}/shangji/1`, { headers: { 'user-agent': BROWSER } });
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      let first = '';
      while (!first.includes('</head>')) {
        const { value, done } = await reader.read();
        if (done) break;
        first += decoder.decode(value, { stream: true });
      }
      // The stub's nearbyShops takes 300 ms: its result must not be in the shell (whose bootstrap state
      // only names it as pending), and the shell arrives whole, as one write.
      expect(first).toContain('<link rel="canonical"');
      expect(first).toMatch(/"pending":\[[^\]]*BrandNearbyShops:/);
      expect(first).not.toMatch(/__SJ_D\.r\("BrandNearbyShops:/);
      expect(first).toContain('<footer');
      let rest = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        rest += decoder.decode(value, { stream: true });
      }
      expect(rest).toMatch(/__SJ_D\.r\("BrandNearbyShops:[^)]*",\{"data":/);
      expect(rest.endsWith('</body></html>')).toBe(true);
    } finally {
      await app.close();
    }
  });
});

describe('page cache', () => {
  it('replays an anonymous page, but never one requested with a token', async () => {
    const app = await build(60_000);
    const a = await app.inject({ method: 'GET', url: '/shangji/7' });
    const b = await app.inject({ method: 'GET', url: '/shangji/7' });
    expect(a.headers['x-page-cache']).toBe('miss');
    expect(b.headers['x-page-cache']).toBe('hit');
    expect(b.body).toBe(a.body);
    const withToken = await app.inject({ method: 'GET', url: '/shangji/7', headers: { token: 't' } });
    expect(withToken.headers['x-page-cache']).toBe('miss');
    await app.close();
  });

  it('renders a page once for visitors who ask for it while it renders, and replays it to them', async () => {
    let operations = 0;
    const app = await build(60_000, () => operations++);
    // One visitor alone: the operations one render of this page runs (brand 1's shops take the stub 300 ms).
    await app.inject({ method: 'GET', url: '/shangji/11', headers: { 'user-agent': BROWSER } });
    const perRender = operations;
    expect(perRender).toBeGreaterThan(0);
    operations = 0;
    const answers = await Promise.all(Array.from({ length: 5 }, () => app.inject({ method: 'GET', url: '/shangji/13', headers: { 'user-agent': BROWSER } })));
    expect(operations).toBe(perRender);
    expect(answers.map((a) => a.headers['x-page-cache']).sort()).toEqual(['hit', 'hit', 'hit', 'hit', 'miss']);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    await app.close();
  });

  it('empties the page cache on /cache?yeshili=ok, at most once per page lifetime', async () => {
    const app = await build(60_000);
    await app.inject({ method: 'GET', url: '/shangji/9' });
    expect((await app.inject({ method: 'GET', url: '/shangji/9' })).headers['x-page-cache']).toBe('hit');
    // Without the parameter nothing is cleared.
    await app.inject({ method: 'GET', url: '/cache' });
    expect((await app.inject({ method: 'GET', url: '/shangji/9' })).headers['x-page-cache']).toBe('hit');
    const reset = await app.inject({ method: 'GET', url: '/cache?yeshili=ok' });
    expect(reset.statusCode).toBe(200);
    expect(reset.headers['x-page-cache']).toBe('miss');
    expect((await app.inject({ method: 'GET', url: '/shangji/9' })).headers['x-page-cache']).toBe('miss');
    expect((await app.inject({ method: 'GET', url: '/shangji/9' })).headers['x-page-cache']).toBe('hit');
    // A second reset within the lifetime is answered but clears nothing (the address is public).
    expect((await app.inject({ method: 'GET', url: '/cache?yeshili=ok' })).headers['x-page-cache']).toBe('miss');
    expect((await app.inject({ method: 'GET', url: '/shangji/9' })).headers['x-page-cache']).toBe('hit');
    await app.close();
  });

  it('is not bypassed by a query parameter no route reads', async () => {
    const app = await build(60_000);
    expect((await app.inject({ method: 'GET', url: '/shangji/8?x=1' })).headers['x-page-cache']).toBe('miss');
    expect((await app.inject({ method: 'GET', url: '/shangji/8?x=2' })).headers['x-page-cache']).toBe('hit');
    expect((await app.inject({ method: 'GET', url: '/shangji/8?show=1' })).headers['x-page-cache']).toBe('miss');
    await app.close();
  });
});
