import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SiteConfigContext } from '../app-context';
import { Breadcrumb, type BreadcrumbItem } from './Breadcrumb';

function render(items: BreadcrumbItem[]): string {
  return renderToStaticMarkup(
    <SiteConfigContext.Provider value={{ siteUrl: 'https://www.example.com', mobileSiteUrl: 'https://m.example.com', links: { wechatQrUrl: '', miniProgramQrUrl: '', salesQrUrl: '', brandPortalUrl: '', merchantCenterUrl: '', courseUrl: '', claimUrl: '' } }}>
      <MemoryRouter>
        <Breadcrumb items={items} />
      </MemoryRouter>
    </SiteConfigContext.Provider>,
  ).replaceAll(' data-discover="true"', ''); // React Router's marker for its own link discovery
}

function jsonLd(html: string): { itemListElement: Array<{ position: number; name: string; item?: string }> } {
  const m = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  if (!m) throw new Error('no JSON-LD');
  return JSON.parse(m[1]!);
}

describe('Breadcrumb', () => {
  it('links every item but the last, which is the current page', () => {
    const html = render([{ label: '资讯', to: '/news' }, { label: '餐饮' }]);
    expect(html).toContain('<nav aria-label="面包屑"');
    expect(html).toContain('<a href="/">首页</a>');
    expect(html).toContain('<a href="/news">资讯</a>');
    expect(html).toContain('<span aria-current="page">餐饮</span>');
    expect(html.match(/aria-current/g)).toHaveLength(1);
  });

  it('emits a BreadcrumbList with absolute URLs', () => {
    const data = jsonLd(render([{ label: '资讯', to: '/news' }, { label: '餐饮' }]));
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'BreadcrumbList' });
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: '首页', item: 'https://www.example.com/' },
      { '@type': 'ListItem', position: 2, name: '资讯', item: 'https://www.example.com/news' },
      { '@type': 'ListItem', position: 3, name: '餐饮' },
    ]);
  });

  it('cannot be broken out of by a label', () => {
    const evil = '</script><script>alert(1)</script>&';
    const html = render([{ label: evil }]);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(jsonLd(html).itemListElement[1]!.name).toBe(evil);
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;'); // the visible label is escaped text
  });

  it('gives every item but the last a URL in the BreadcrumbList', () => {
    const data = jsonLd(render([{ label: '搜索' }, { label: '火锅' }]));
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: '首页', item: 'https://www.example.com/' },
      { '@type': 'ListItem', position: 2, name: '火锅' },
    ]);
  });
});
