// Every page kind passes the Nu HTML checker (vnu-jar, run offline on the JDK) with 0 errors: desktop and
// mobile, as a browser and as a crawler, in both render paths (decision 0114) — the document sent whole in
// one pass, and the one streamed (its shell first, late sections and their scripts after it). The streamed
// documents come from a second gateway over a slow upstream (support/slow-upstream.ts).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { isStreamed, startSlowGateway, type SlowGateway } from './support/slow-upstream';

const skipReason = inject('skipReason');
const java = spawnSync('java', ['-version']);
const noJava = java.error || java.status !== 0 ? 'java is missing (apt-get install openjdk-17-jre-headless): the Nu HTML checker test is skipped' : '';
if (noJava) console.warn(noJava);

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const BAIDU = 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)';
const SEARCH = `q=${encodeURIComponent('火锅')}`;

/** One page of each kind of the desktop site (web/src/routes.tsx). */
const DESKTOP = ['/', '/shangji', '/shangji/all', '/shangji/1', '/comment/1', '/haibao/1', '/map/1', '/news', '/news/all', '/news/1',
  '/zhuanti', '/zhuanti/all', '/zhuanti/1', '/top', '/top/1', '/vip', `/search?model=zhaoshang&${SEARCH}`, '/brandmarket', '/brandentry',
  '/marketing', '/serviceoffers', '/aboutus', '/servicestatement', '/privacypolicy', '/privacypolicy/2019-10-16', '/protection',
  '/wode/zixun', '/cache', '/sitemap', '/duibi', '/no/such/page'];
/** One page of each kind of the mobile site (web/src/mobile/routes.tsx). */
const MOBILE = ['/', '/shangji', '/shangji/all', '/shangji/1', '/comment/1', '/news', '/news/all', '/news/1', '/zhuanti', '/zhuanti/all',
  '/zhuanti/1', '/top', '/top/1', '/vip', '/duibi', '/wode/zixun', `/search?${SEARCH}`, '/aboutus', '/servicestatement', '/privacypolicy',
  '/privacypolicy/2019-10-16', '/protection', '/brandentry', '/brandmarket', '/serviceoffers', '/marketing', '/sitemap', '/haibao/1', '/map/1',
  '/no/such/page'];

interface Document {
  name: string;
  status: number;
  html: string;
}

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/** Runs the checker once over every document; its errors by document name. */
function check(documents: Document[]): Map<string, string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'vnu-'));
  try {
    const files = documents.map((d, i) => {
      const file = join(dir, `${String(i).padStart(3, '0')}.html`);
      writeFileSync(file, d.html);
      return file;
    });
    const jar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
    const run = spawnSync('java', ['-jar', jar, '--format', 'json', '--errors-only', ...files], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    // The report goes to stderr; the exit status is 1 when there is an error.
    const report = JSON.parse(run.stderr) as { messages: VnuMessage[] };
    const errors = new Map(documents.map((d) => [d.name, [] as string[]]));
    for (const m of report.messages) {
      if (m.type !== 'error' && m.type !== 'non-document-error') continue;
      const index = Number(/(\d{3})\.html$/.exec(m.url ?? '')?.[1] ?? NaN);
      const name = documents[index]?.name ?? 'checker';
      if (!errors.has(name)) errors.set(name, []);
      errors.get(name)!.push(`${m.message} [line ${m.lastLine ?? '?'}: ${(m.extract ?? '').replace(/\s+/g, ' ').slice(0, 160)}]`);
    }
    return errors;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function get(url: string, userAgent: string): Promise<{ status: number; html: string }> {
  const res = await fetch(url, { headers: { 'user-agent': userAgent } });
  return { status: res.status, html: await res.text() };
}

describe.skipIf(Boolean(skipReason || noJava))('Nu HTML checker', () => {
  const baseUrl = inject('baseUrl');
  const mobileSiteUrl = inject('mobileSiteUrl');
  const upstreamUrl = inject('upstreamUrl');
  const siteUrl = inject('siteUrl');
  const documents: Document[] = [];
  let errors = new Map<string, string[]>();
  let slow: SlowGateway | undefined;
  const icons: { href: string; status: number; type: string }[] = [];

  beforeAll(async () => {
    // One pass: the test stack's gateway, every deferred query answered from its caches or fast enough.
    for (const [site, base, paths] of [['desktop', baseUrl, DESKTOP], ['mobile', mobileSiteUrl, MOBILE]] as const) {
      for (const [who, ua] of [['browser', BROWSER], ['Baiduspider', BAIDU]] as const) {
        for (const path of paths) {
          // Asked twice: the second answer is the whole document (or the page cache's copy of it).
          await get(base + path, ua);
          documents.push({ name: `${site} ${who} ${path}`, ...(await get(base + path, ua)) });
        }
      }
    }
    // The mobile pages' icons, asked of the mobile origin.
    const home = documents.find((d) => d.name === 'mobile browser /')!;
    for (const [, href] of home.html.matchAll(/<link rel="(?:icon|apple-touch-icon)"[^>]*href="([^"]+)"/g)) {
      const res = await fetch(new URL(href!, mobileSiteUrl));
      icons.push({ href: href!, status: res.status, type: res.headers.get('content-type') ?? '' });
      await res.arrayBuffer();
    }
    // Streamed: a gateway of its own over a slow upstream, each page asked once by a browser. The mobile
    // pages first: the desktop brand page's deferred queries are more than the mobile one's, so they still
    // miss the gateway's upstream cache when the mobile page has filled it.
    slow = await startSlowGateway(upstreamUrl, siteUrl);
    for (const [site, base, paths] of [['mobile', slow.mobileSiteUrl, MOBILE], ['desktop', slow.baseUrl, DESKTOP]] as const) {
      for (const path of paths) {
        documents.push({ name: `${site} browser streamed ${path}`, ...(await get(base + path, BROWSER)) });
      }
    }
    errors = check(documents);
  }, 600_000);

  afterAll(async () => {
    await slow?.stop();
  });

  it('streamed the brand pages of the slow gateway (so the streamed path is what was checked)', () => {
    for (const site of ['desktop', 'mobile']) {
      const page = documents.find((d) => d.name === `${site} browser streamed /shangji/1`);
      expect(page && isStreamed(page.html), site).toBe(true);
    }
  });

  it.each([
    ...['browser', 'Baiduspider'].flatMap((who) => DESKTOP.map((path) => `desktop ${who} ${path}`)),
    ...['browser', 'Baiduspider'].flatMap((who) => MOBILE.map((path) => `mobile ${who} ${path}`)),
    ...DESKTOP.map((path) => `desktop browser streamed ${path}`),
    ...MOBILE.map((path) => `mobile browser streamed ${path}`),
  ])('%s: 0 errors', (name) => {
    const document = documents.find((d) => d.name === name);
    expect(document?.status, name).toBe(name.endsWith('/no/such/page') ? 404 : 200);
    expect(errors.get(name) ?? [], name).toEqual([]);
  });

  it('links icons the mobile origin serves (no data: URL)', () => {
    expect(icons.length).toBeGreaterThan(0);
    for (const icon of icons) {
      expect(icon.href, icon.href).not.toMatch(/^data:/);
      expect(icon.status, icon.href).toBe(200);
      expect(icon.type, icon.href).toMatch(/^image\//);
    }
  });

  it('the checker itself reported nothing it could not place', () => {
    expect(errors.get('checker') ?? []).toEqual([]);
  });
});
