// SideCard, EmptyState and SafeHtml as a visitor (or a crawler) receives them.
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState';
import { SafeHtml } from './SafeHtml';
import { SideCard } from './SideCard';

const html = (node: React.ReactNode) =>
  renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>).replaceAll(' data-discover="true"', '');

describe('SideCard', () => {
  it('is a labelled section with a heading and an optional more link', () => {
    const out = html(<SideCard title="热门品牌" moreTo="/top"><p>x</p></SideCard>);
    expect(out).toMatch(/^<section class="sj-card sj-side-card" aria-label="热门品牌">/);
    expect(out).toContain('<h2 class="sj-card-title">热门品牌</h2>');
    expect(out).toContain('<a class="sj-more" href="/top">更多<span class="sj-sr-only">热门品牌</span></a>');
    expect(out).toContain('<p>x</p>');
    expect(html(<SideCard title="猜你喜欢">y</SideCard>)).not.toContain('<a');
  });
});

describe('EmptyState', () => {
  it('shows the text and the suggestion links', () => {
    const out = html(<EmptyState text="暂无你要找的专题" links={[{ label: '推荐热门专题', to: '/zhuanti' }]} />);
    expect(out).toContain('<p>暂无你要找的专题</p>');
    expect(out).toContain('<a class="sj-link" href="/zhuanti">推荐热门专题</a>');
  });
});

describe('SafeHtml', () => {
  it('renders the sanitised HTML as is', () => {
    expect(html(<SafeHtml html="<p>加盟<b>优势</b></p>" />)).toBe('<div class="sj-html"><p>加盟<b>优势</b></p></div>');
  });
  it('shows a muted 暂无内容 when empty', () => {
    for (const empty of [null, undefined, '', '  ']) expect(html(<SafeHtml html={empty} />)).toBe('<p class="sj-muted">暂无内容</p>');
  });
});
