// Shared by the read pages' end-to-end tests (news, search, topics, rankings): open a page and collect
// its console errors and /graphql requests, and ask the gateway for test data.
import type { BrowserContext, Page } from 'playwright-core';

export interface OpenedPage {
  page: Page;
  errors: string[];
  graphql: string[];
}

export async function openPage(context: BrowserContext, baseUrl: string, path: string): Promise<OpenedPage> {
  const page = await context.newPage();
  const errors: string[] = [];
  const graphql: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('response', (r) => {
    if (r.status() >= 400) errors.push(`${r.status()} ${r.url()}`);
  });
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/graphql') graphql.push(r.postData() ?? r.url());
  });
  await page.goto(baseUrl + path, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
  return { page, errors, graphql };
}

/** One GraphQL query against the gateway; throws on errors so a test never runs on missing data. */
export async function gql<T>(baseUrl: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: unknown };
  if (!body.data || body.errors) throw new Error(`query failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** The document's head before the first script: what a crawler reads first. */
export async function headOf(baseUrl: string, path: string): Promise<{ status: number; head: string; html: string }> {
  const res = await fetch(baseUrl + path);
  const html = await res.text();
  return { status: res.status, head: html.slice(0, html.indexOf('<script')), html };
}
