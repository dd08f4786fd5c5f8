// Crawls the site's internal links from / over plain HTTP (the server-rendered HTML, deferred sections
// included, as a search engine would fetch it; no browser) and fails on any link that answers 404 or 5xx.
// Pages other engineers are still building are listed in PENDING_ROUTES: a link to them may answer the
// deliberate not-found page (404 'This page could not be found'), never a 500. The list must shrink as
// they land: an entry whose pages all answer 200 fails the test until it is removed.
import { describe, expect, inject, it } from 'vitest';

const skipReason = inject('skipReason');

/** Route prefixes whose pages are being built on other branches (none left). */
export const PENDING_ROUTES: ReadonlyArray<{ prefix: string; page: string }> = [
];

/** Pages to fetch in all; pages of one shape (/shangji/N, /shangji/slug, /news/N …) at most PER_SHAPE. */
const MAX_PAGES = 300;
const PER_SHAPE = 80;
const CONCURRENCY = 4;
const NOT_FOUND_TEXT = 'This page could not be found';

function pendingOf(path: string) {
  return PENDING_ROUTES.find((r) => path === r.prefix || path.startsWith(`${r.prefix}/`) || path.startsWith(`${r.prefix}?`));
}

/** /shangji/12?p=2 → /shangji/N; /shangji/canyin-3 → /shangji/slug: one budget per kind of page. */
function shapeOf(path: string): string {
  const [pathname = '/'] = path.split('?');
  return pathname.replace(/\/\d+(?=\/|$)/g, '/N').replace(/\/(?!N(?:\/|$))[^/]+(?=\/|$)/g, (seg, offset: number) => (offset === 0 ? seg : '/slug'));
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };

/** Internal link targets of an HTML document: <a href> starting with one slash; fragments dropped. */
export function internalLinks(html: string): string[] {
  const out = new Set<string>();
  for (const m of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
    const href = (m[1] ?? '').replace(/&(amp|quot|#x27|#39|lt|gt);/g, (e) => ENTITIES[e] ?? e);
    if (!href.startsWith('/') || href.startsWith('//')) continue;
    const path = href.split('#')[0] ?? '';
    if (path) out.add(path);
  }
  return [...out];
}

interface Visit {
  path: string;
  status: number;
  from: string;
  body: string;
}

describe.skipIf(Boolean(skipReason))('internal link crawl', () => {
  const baseUrl = inject('baseUrl');

  it(
    `finds no dead internal link within ${MAX_PAGES} pages from /`,
    async () => {
      const seen = new Map<string, string>([['/', '(start)']]);
      const queue: string[] = ['/'];
      const perShape = new Map<string, number>();
      const visits: Visit[] = [];

      async function visit(path: string) {
        const res = await fetch(baseUrl + path, { redirect: 'manual' });
        const body = await res.text();
        visits.push({ path, status: res.status, from: seen.get(path) ?? '', body: res.status >= 400 ? body : '' });
        if (res.status !== 200) return;
        for (const link of internalLinks(body)) {
          if (seen.has(link)) continue;
          seen.set(link, path);
          const shape = shapeOf(link);
          const n = perShape.get(shape) ?? 0;
          if (n >= PER_SHAPE) continue;
          perShape.set(shape, n + 1);
          queue.push(link);
        }
      }

      while (queue.length && visits.length < MAX_PAGES) {
        const batch = queue.splice(0, Math.min(CONCURRENCY, MAX_PAGES - visits.length));
        await Promise.all(batch.map(visit));
      }

      const report = (v: Visit) => `${v.status} ${v.path} (linked from ${v.from})`;
      const crashed = visits.filter((v) => v.status >= 500);
      const dead = visits.filter((v) => v.status === 404 && !pendingOf(v.path));
      // A pending page may be missing, but only as the router's deliberate not-found page.
      const pendingBroken = visits.filter((v) => v.status === 404 && pendingOf(v.path) && !v.body.includes(NOT_FOUND_TEXT));
      const odd = visits.filter((v) => v.status !== 200 && v.status !== 404 && !(v.status >= 300 && v.status < 400) && v.status < 500);
      expect(crashed.map(report), 'pages answering 5xx').toEqual([]);
      expect(dead.map(report), 'dead internal links').toEqual([]);
      expect(pendingBroken.map(report), 'pending pages must 404 as not found').toEqual([]);
      expect(odd.map(report), 'unexpected statuses').toEqual([]);

      // The allowlist shrinks as pages land: an entry that was crawled and answered only 200 must go.
      const landed = PENDING_ROUTES.filter((r) => {
        const hits = visits.filter((v) => pendingOf(v.path) === r);
        return hits.length > 0 && hits.every((v) => v.status !== 404);
      }).map((r) => r.prefix);
      expect(landed, 'remove these from PENDING_ROUTES: their pages now answer').toEqual([]);

      const pendingHits = [...new Set(visits.filter((v) => v.status === 404).map((v) => pendingOf(v.path)?.prefix))];
      console.info(
        `[crawl] ${visits.length} pages, ${new Set(visits.map((v) => shapeOf(v.path))).size} shapes; pending 404s under: ${pendingHits.join(', ') || 'none'}`,
      );
      expect(visits.length).toBeGreaterThanOrEqual(Math.min(MAX_PAGES, 200));
    },
    240_000,
  );
});
