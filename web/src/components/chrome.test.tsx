// The shared chrome as rendered on the server: plain anchors (they navigate client-side through the
// chrome's delegated click handler) with the current section marked, and the enquiry ticker's first rows.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { EnquiryTicker } from './EnquiryTicker';
import { isCurrentSection, SiteHeader } from './SiteHeader';

const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
const at = (path: string, node: React.ReactNode) =>
  renderToStaticMarkup(
    <ApolloProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
    </ApolloProvider>,
  );

function currentNav(path: string): string[] {
  const nav = at(path, <SiteHeader />).split('aria-label="主导航"')[1]!;
  return [...nav.matchAll(/<a href="([^"]+)"([^>]*)>/g)].filter((m) => m[2]!.includes('aria-current="page"')).map((m) => m[1]!);
}

describe('SiteHeader', () => {
  it('marks the current section of the main navigation, as NavLink did', () => {
    expect(currentNav('/')).toEqual(['/']);
    expect(currentNav('/shangji/12')).toEqual(['/shangji']);
    expect(currentNav('/shangji')).toEqual(['/shangji']);
    // 头条 is /news only: its think-tank list /news/zhidao is a section of its own.
    expect(currentNav('/news')).toEqual(['/news']);
    expect(currentNav('/news/zhidao')).toEqual(['/news/zhidao']);
    expect(currentNav('/news/12')).toEqual([]);
    expect(currentNav('/shangjiabc')).toEqual([]);
    expect(currentNav('/aboutus')).toEqual([]);
  });

  it('renders its links as plain anchors, without router attributes', () => {
    const out = at('/aboutus', <SiteHeader hotSearches={[{ id: '1', title: '奶茶' }]} />);
    expect(out).toContain('<a href="/brandentry" class="sj-entry-banner">');
    expect(out).toContain(`<a href="/search?model=zhaoshang&amp;q=${encodeURIComponent('奶茶')}">奶茶</a>`);
    expect(out).not.toContain('data-discover');
  });

  it('isCurrentSection ignores case, as React Router does', () => {
    expect(isCurrentSection('/ShangJi/1', '/shangji', false)).toBe(true);
    expect(isCurrentSection('/', '/', true)).toBe(true);
    expect(isCurrentSection('/vip', '/', true)).toBe(false);
  });
});

describe('EnquiryTicker', () => {
  const items = Array.from({ length: 30 }, (_, i) => ({ __typename: 'TickerItem' as const, id: String(i), maskedName: '张**', title: `品牌${i}`, time: '2026-01-01' }));

  it('sends the five rows in view and the next one; the others join after mount', () => {
    const out = at('/', <EnquiryTicker items={items} />);
    expect(out.match(/<li/g)).toHaveLength(6);
    expect(out).toContain('<li><span class="sj-red">张**</span> 咨询了 品牌0<span class="sj-muted sj-ticker-time">2026-01-01</span></li>');
    // The sixth row waits hidden below the box (not read out) until it slides in.
    expect(out).toContain('<li class="sj-ticker-off"><span class="sj-red">张**</span> 咨询了 品牌5');
    expect(out).not.toContain('品牌6');
  });

  it('shows 暂无留言 without rows', () => {
    expect(at('/', <EnquiryTicker items={[]} />)).toBe('<p class="sj-muted">暂无留言</p>');
  });
});
