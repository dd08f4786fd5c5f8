// The cache plan against the code and the docs: every file it names exists, the page cache keeps as many
// pages as it says, and docs/architecture.md describes every cache it lists.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { caches, PAGE_CACHE_MAX_ENTRIES } from './cache-plan';
import { PageCache } from './ssr/page-cache';

const root = fileURLToPath(new URL('../../', import.meta.url));

describe('the cache plan', () => {
  it.each(caches.map((c) => [c.name, c] as const))('%s names files that exist', (_name, c) => {
    const files = [...c.where.matchAll(/[\w/.-]+\.tsx?\b/g)].map((m) => m[0]);
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) expect(existsSync(root + f), f).toBe(true);
  });

  it(`the page cache keeps ${PAGE_CACHE_MAX_ENTRIES} pages, dropping the oldest stored`, () => {
    const pages = new PageCache(60_000);
    const page = { status: 200, headers: { 'content-type': 'text/html' }, body: Buffer.from('<!doctype html><p>x</p>') };
    for (let i = 0; i <= PAGE_CACHE_MAX_ENTRIES; i++) pages.set(`web /p/${i}`, page);
    expect(pages.get('web /p/0')).toBeUndefined();
    expect(pages.get('web /p/1')).toBeDefined();
    expect(pages.get(`web /p/${PAGE_CACHE_MAX_ENTRIES}`)).toBeDefined();
  });

  it('docs/architecture.md describes every cache', () => {
    const doc = readFileSync(root + 'docs/architecture.md', 'utf8');
    for (const c of caches) expect(doc, c.name).toContain(`**${c.name}**`);
  });
});
