import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BannerLink, isExternalHref, jumpHref, OutboundLink } from './OutboundLink';

const decode = (href: string) => Buffer.from(decodeURIComponent(href.split('url=')[1] ?? ''), 'base64').toString('utf8');

function html(node: React.ReactNode) {
  const router = createMemoryRouter([{ path: '/', element: node }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe('outbound links', () => {
  it('encode the target as UTF-8 base64 behind the jump page', () => {
    const href = jumpHref('https://www.example.com/广告?a=1&b=2');
    expect(href.startsWith('/jumpwebsite?url=')).toBe(true);
    // The parameter is escaped: no raw '+', '/' or '=' that a query parser could misread.
    expect(href.split('url=')[1]).toMatch(/^[A-Za-z0-9%]+$/);
    expect(decode(href)).toBe('https://www.example.com/广告?a=1&b=2');
  });

  it('open in a new tab, nofollow noopener', () => {
    const out = html(<OutboundLink href="https://a.example.com">A</OutboundLink>);
    expect(out).toContain('target="_blank"');
    expect(out).toContain('rel="nofollow noopener"');
    expect(out).toContain('href="/jumpwebsite?url=');
  });

  it('banner links: external through the jump page, site paths as router links, anything else unlinked', () => {
    expect(html(<BannerLink href="https://b.example.com/x">B</BannerLink>)).toContain('/jumpwebsite?url=');
    const internal = html(<BannerLink href="/shangji/12">C</BannerLink>);
    expect(internal).toContain('href="/shangji/12"');
    expect(internal).not.toContain('target=');
    const bad = html(<BannerLink href="javascript:alert(1)">D</BannerLink>);
    expect(bad).not.toContain('<a');
    expect(isExternalHref('//cdn.example.com/a')).toBe(true);
    expect(isExternalHref('/a')).toBe(false);
  });
});
