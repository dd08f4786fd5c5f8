// Opens a page the way a visitor does and records what the browser did: console errors, failed responses and
// every /graphql request body. Resolves once the page has hydrated.
import type { BrowserContext, Page } from 'playwright-core';

export interface OpenedPage {
  page: Page;
  errors: string[];
  graphql: string[];
}

export interface OpenOptions {
  /** Count every response of status 400 or more (page, script, image, query) as an error too. */
  failedResponsesAreErrors?: boolean;
}

export async function openPage(
  context: BrowserContext,
  url: string,
  before?: (page: Page) => Promise<void>,
  options: OpenOptions = {},
): Promise<OpenedPage> {
  const page = await context.newPage();
  const errors: string[] = [];
  const graphql: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  if (options.failedResponsesAreErrors) {
    page.on('response', (r) => {
      if (r.status() >= 400) errors.push(`${r.status()} ${r.url()}`);
    });
  }
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/graphql') graphql.push(r.postData() ?? r.url());
  });
  await before?.(page);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
  return { page, errors, graphql };
}
