// The mobile site beside the gateway (docs/decisions/0100, 0101), over the fake upstream: the phone
// redirect with Vary, the 电脑版 choice, the page cache never handing a phone a desktop page it did not
// choose, and the mobile listener's own pages, policy and robots.txt.
import { describe, expect, it, vi } from 'vitest';
import { mobileSiteOf } from '../app';
import { gatewayOverFakeUpstream } from '../test/gateway';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const MOBILE = 'https://m.site.test';

const stack = gatewayOverFakeUpstream({
  env: { NODE_ENV: 'production', PAGE_CACHE_TTL_MS: '60000', SITE_URL: 'https://www.site.test', MOBILE_SITE_URL: MOBILE, PUBLIC_GRAPHQL_URL: 'https://api.site.test/graphql' },
});
const get = (url: string, headers: Record<string, string> = {}) => stack.gw.app.inject({ url, headers });

describe('desktop ↔ mobile pairing', () => {
  it('sends a phone to the mobile counterpart, query kept, and says the answer depends on the User-Agent', async () => {
    // A desktop visit first fills the page cache: the phone must still be redirected.
    const desktop = await get('/shangji/1', { 'user-agent': DESKTOP });
    expect(desktop.statusCode).toBe(200);
    expect(desktop.headers.vary).toMatch(/User-Agent/);
    expect(desktop.body).toContain(`<link rel="alternate" media="only screen and (max-width: 640px)" href="${MOBILE}/shangji/1"/>`);
    const phone = await get('/shangji/1?p=2', { 'user-agent': IPHONE });
    expect(phone.statusCode).toBe(302);
    expect(phone.headers.location).toBe(`${MOBILE}/shangji/1?p=2`);
    expect(phone.headers.vary).toMatch(/User-Agent/);
    expect(phone.headers['cache-control']).toBe('private, no-cache');
  });

  it('sends a phone opening the compare page on with its ids as written, and keeps other parameters beside 电脑版', async () => {
    // A comma is not re-encoded: an address without 电脑版 must never be taken for the choice.
    const phone = await get('/duibi?ids=1,2', { 'user-agent': IPHONE });
    expect(phone.statusCode).toBe(302);
    expect(phone.headers.location).toBe(`${MOBILE}/duibi?ids=1,2`);
    expect(phone.headers['set-cookie']).toBeUndefined();
    const choice = await get('/duibi?ids=1,2&view=pc', { 'user-agent': IPHONE });
    expect(choice.headers.location).toBe('/duibi?ids=1,2');
    expect(String(choice.headers['set-cookie'])).toMatch(/^sj_view=pc;/);
  });

  it('leaves a phone on a desktop page the mobile site does not have, and that page points at no mobile page', async () => {
    // /cache alone has no counterpart (web/src/routing/mobile-pairing.ts).
    const res = await get('/cache', { 'user-agent': IPHONE });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('max-width: 640px');
  });

  it('remembers 电脑版: a cookie, the clean address, then no redirect (also from the page cache)', async () => {
    const choice = await get('/shangji/1?view=pc', { 'user-agent': IPHONE });
    expect(choice.statusCode).toBe(302);
    expect(choice.headers.location).toBe('/shangji/1');
    expect(String(choice.headers['set-cookie'])).toMatch(/^sj_view=pc; Path=\/; Max-Age=\d+; SameSite=Lax/);
    for (let i = 0; i < 2; i++) {
      const page = await get('/shangji/1', { 'user-agent': IPHONE, cookie: 'sj_view=pc' });
      expect(page.statusCode).toBe(200);
      expect(page.headers.vary).toMatch(/User-Agent/);
    }
    expect((await get('/shangji/1', { 'user-agent': IPHONE })).statusCode).toBe(302);
  });
});

describe('the mobile listener', () => {
  const mobile = () => mobileSiteOf(stack.gw.app);

  it('renders the brand page with its canonical desktop link, the risk notice and 电脑版, allowing /graphql on the API origin', async () => {
    const res = await mobile().inject({ url: '/shangji/1', headers: { 'user-agent': IPHONE } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<link rel="canonical" href="https://www.site.test/shangji/1"/>');
    expect(res.body).toContain('data-graphql="https://api.site.test/graphql"');
    expect(res.body).toContain('投资有风险，选择需谨慎');
    expect(res.body).toContain('href="https://www.site.test/shangji/1?view=pc"');
    expect(String(res.headers['content-security-policy'])).toMatch(/connect-src 'self' https:\/\/api\.site\.test/);
    // A repeat is a page-cache replay of the mobile document, not the desktop's (a static page: over the
    // fake upstream the brand's public record fails, and a degraded page is never stored).
    const first = await mobile().inject({ url: '/aboutus' });
    const again = await mobile().inject({ url: '/aboutus' });
    expect(again.headers['x-page-cache']).toBe('hit');
    expect(again.body).toBe(first.body);
    expect(again.body).toContain('class="m-header"');
  });

  it('answers unknown pages with the Chinese 404 page and serves robots.txt', async () => {
    const warn = vi.spyOn(console, 'warn');
    const res = await mobile().inject({ url: '/no/such/page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('抱歉，您访问的页面不存在');
    // An unknown address is no event worth a line in the log (React Router warned of a route without a component).
    expect(warn.mock.calls.flat().join(' ')).not.toMatch(/Matched leaf route/);
    warn.mockRestore();
    const robots = await mobile().inject({ url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Sitemap: https://www.site.test/sitemap.xml');
  });
});
