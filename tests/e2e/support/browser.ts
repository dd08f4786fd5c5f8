// Browser and data helpers shared by the end-to-end tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

export const CHROMIUM = '/usr/bin/chromium';

/**
 * The flags every end-to-end browser runs with. The last three keep every tab of a browser in one renderer
 * process (site isolation off, one renderer at most) instead of starting a process per tab: the pages are
 * this machine's own origins, nothing cross-site is tested, and a fixed browse of ten pages took ~10% less
 * wall time and Chromium CPU so on a two-core host (docs/decisions/0151).
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  ...(process.env.E2E_CHROMIUM_ISOLATION === '1' ? [] : ['--disable-site-isolation-trials', '--disable-features=site-per-process', '--renderer-process-limit=1']),
];

export async function launchBrowser(): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'shangji-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    viewport: { width: 1300, height: 900 },
    locale: 'zh-CN',
    args: CHROMIUM_ARGS,
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One browser for the calling describe block: launched before its tests, closed after them. Read
 * `browser.context` inside a test (it is set once beforeAll has run).
 */
export function useBrowser(): { readonly context: BrowserContext } {
  let opened: Awaited<ReturnType<typeof launchBrowser>> | undefined;
  beforeAll(async () => {
    opened = await launchBrowser();
  });
  afterAll(async () => {
    await opened?.close();
  });
  return {
    get context() {
      if (!opened) throw new Error('useBrowser: the browser is not launched yet (read context inside a test)');
      return opened.context;
    },
  };
}

export interface BrandFlags {
  id: string;
  name: string;
  certified: boolean;
  claimed: boolean;
  shopCount: number | null;
}

/** Looks up the first brands by id (aliases, within the gateway's alias limit). */
export async function findBrands(baseUrl: string, ids: number[]): Promise<BrandFlags[]> {
  const fields = ids.map((id) => `b${id}: brand(id: "${id}") { id name certified claimed shopCount }`).join('\n');
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: `query E2EBrandFlags {\n${fields}\n}` }),
  });
  const body = (await res.json()) as { data?: Record<string, BrandFlags | null> };
  return Object.values(body.data ?? {}).filter((b): b is BrandFlags => b !== null);
}
