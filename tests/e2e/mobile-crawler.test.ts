// A crawler on the mobile site gets the whole document in one pass, as on the desktop (decision 0114):
// every section inline — the brand page's public record (合规护照, 开店费用) included, never its loading
// placeholder — even when the gateway's upstream is slow enough that a browser's page streams; and the
// page cache never keeps (or replays) a crawler's page with the placeholder.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { isStreamed, startSlowGateway, type SlowGateway } from './support/slow-upstream';

const skipReason = inject('skipReason');
const BROWSER = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36';
const BAIDU = 'Mozilla/5.0 (Linux;u;Android 4.2.2;zh-cn;) AppleWebKit/534.46 (KHTML,like Gecko) Version/5.1 Mobile Safari/10600.6.3 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)';
const PLACEHOLDER = '正在读取公开记录…';

describe.skipIf(Boolean(skipReason))('a crawler on the mobile site', () => {
  const upstreamUrl = inject('upstreamUrl');
  const siteUrl = inject('siteUrl');
  let slow: SlowGateway;

  beforeAll(async () => {
    slow = await startSlowGateway(upstreamUrl, siteUrl);
  });
  afterAll(async () => {
    await slow?.stop();
  });

  it('gets the brand page whole, its public record inline, from a render and from the page cache', async () => {
    for (const round of ['render', 'cache']) {
      const res = await fetch(`${slow.mobileSiteUrl}/shangji/1`, { headers: { 'user-agent': BAIDU } });
      expect(res.status, round).toBe(200);
      if (round === 'cache') expect(res.headers.get('x-page-cache'), round).toMatch(/hit/);
      const html = await res.text();
      expect(html, round).not.toContain(PLACEHOLDER);
      expect(isStreamed(html), round).toBe(false);
      // The record's sections, in place in the document (not in a hidden segment moved by script).
      expect(html, round).toMatch(/<details id="passport" open=""><summary>合规护照<\/summary>/);
      expect(html, round).toContain('<summary>开店费用</summary>');
      expect(html.indexOf('id="passport"'), round).toBeLessThan(html.indexOf('id="enquiry"'));
    }
  });

  it('while a browser on the same slow gateway is sent the shell first and the record streamed after it', async () => {
    const res = await fetch(`${slow.mobileSiteUrl}/shangji/2`, { headers: { 'user-agent': BROWSER } });
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(isStreamed(html)).toBe(true);
    expect(html).toContain(PLACEHOLDER);
    // The crawler's copy of the same page, asked after the browser's was stored, is its own and whole.
    const bot = await (await fetch(`${slow.mobileSiteUrl}/shangji/2`, { headers: { 'user-agent': BAIDU } })).text();
    expect(bot).not.toContain(PLACEHOLDER);
    expect(isStreamed(bot)).toBe(false);
    expect(bot).toContain('<summary>合规护照</summary>');
  });

  it('gets every other mobile page kind whole as well', async () => {
    for (const path of ['/', '/shangji', '/shangji/all', '/comment/1', '/news', '/news/1', '/zhuanti', '/zhuanti/1', '/top', '/top/1', '/vip', `/search?q=${encodeURIComponent('火锅')}`, '/brandentry', '/brandmarket', '/haibao/1', '/map/1', '/sitemap']) {
      const res = await fetch(slow.mobileSiteUrl + path, { headers: { 'user-agent': BAIDU } });
      expect(res.status, path).toBe(200);
      expect(isStreamed(await res.text()), path).toBe(false);
    }
  });
});
