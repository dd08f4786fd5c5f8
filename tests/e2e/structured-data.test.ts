// Structured data as search engines read it: the home page names the site and its search (WebSite +
// SearchAction), and every breadcrumb item but the last carries a URL that answers 200.
import { describe, expect, inject, it } from 'vitest';

const skipReason = inject('skipReason');

type Json = Record<string, unknown>;

function jsonLd(html: string): Json[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as Json);
}

describe.skipIf(Boolean(skipReason))('structured data', () => {
  const baseUrl = inject('baseUrl');
  const siteUrl = inject('siteUrl');
  const local = (url: string) => baseUrl + url.slice(siteUrl.length);

  it('home: WebSite with a SearchAction whose address is a working search', async () => {
    const site = jsonLd(await (await fetch(`${baseUrl}/`)).text()).find((j) => j['@type'] === 'WebSite') as
      | { name: string; url: string; potentialAction: { '@type': string; target: { urlTemplate: string }; 'query-input': string } }
      | undefined;
    expect(site).toMatchObject({ name: '商机网', url: `${siteUrl}/`, potentialAction: { '@type': 'SearchAction', 'query-input': 'required name=search_term_string' } });
    const template = site!.potentialAction.target.urlTemplate;
    expect(template).toContain('{search_term_string}');
    const res = await fetch(local(template.replace('{search_term_string}', encodeURIComponent('火锅'))));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('共找到');
  });

  it.each(['/search?model=zhaoshang&q=%E7%81%AB%E9%94%85', '/search?model=news&q=%E5%8A%A0%E7%9B%9F', '/news/all', '/shangji/all'])(
    '%s: every breadcrumb item but the last has a URL that answers 200',
    async (path) => {
      const list = jsonLd(await (await fetch(baseUrl + path)).text()).find((j) => j['@type'] === 'BreadcrumbList') as
        | { itemListElement: { position: number; name: string; item?: string }[] }
        | undefined;
      expect(list).toBeDefined();
      const items = list!.itemListElement;
      expect(items.map((i) => i.position)).toEqual(items.map((_, i) => i + 1));
      for (const item of items.slice(0, -1)) {
        expect(item.item, item.name).toMatch(new RegExp(`^${siteUrl}/`));
        expect((await fetch(local(item.item!))).status, item.item).toBe(200);
      }
    },
  );
});
