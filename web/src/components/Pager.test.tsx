import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Pager } from './Pager';

const render = (url: string, page: number, pageCount: number) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[url]}>
      <Pager page={page} pageCount={pageCount} />
    </MemoryRouter>,
  ).replaceAll(' data-discover="true"', ''); // React Router's marker for its own link discovery

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
const numbers = (html: string) => [...html.matchAll(/class="sj-pager-num"[^>]*>(\d+)</g)].map((m) => Number(m[1]));

describe('Pager', () => {
  it('renders nothing for a single page', () => {
    expect(render('/news/all', 1, 1)).toBe('');
  });

  it('on the first page: first and previous inert, seven numbers, current marked', () => {
    const html = render('/news/all', 1, 20);
    expect(html).toMatch(/^<nav aria-label="分页" class="sj-pager">/);
    expect(html).toContain('<span class="sj-pager-step" aria-disabled="true">首页</span>');
    expect(html).toContain('<span class="sj-pager-step" aria-disabled="true">上一页</span>');
    expect(numbers(html)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(html).toContain('<span aria-current="page" class="sj-pager-num">1</span>');
    expect(html).toContain('<a class="sj-pager-step" href="/news/all?p=2">下一页</a>');
    expect(html).toContain('<a class="sj-pager-step" href="/news/all?p=20">尾页</a>');
  });

  it('in the middle: window from current − 3, links keep the other parameters', () => {
    const html = render('/search?model=news&q=tea&p=10', 10, 20);
    expect(numbers(html)).toEqual([7, 8, 9, 10, 11, 12, 13]);
    expect(hrefs(html)).toEqual([
      '/search?model=news&q=tea',
      '/search?model=news&q=tea&p=9',
      '/search?model=news&q=tea&p=7',
      '/search?model=news&q=tea&p=8',
      '/search?model=news&q=tea&p=9',
      '/search?model=news&q=tea&p=11',
      '/search?model=news&q=tea&p=12',
      '/search?model=news&q=tea&p=13',
      '/search?model=news&q=tea&p=11',
      '/search?model=news&q=tea&p=20',
    ]);
  });

  it('carries only the parameters pages read: a kw or a tracking tag never enters its links', () => {
    const html = render('/news/all?kw=ad-word&utm_source=x&p=3', 3, 20);
    expect(hrefs(html)).toContain('/news/all?p=4');
    for (const href of hrefs(html)) expect(href).not.toMatch(/kw=|utm_source=/);
  });

  it('on the last page: next and last inert', () => {
    const html = render('/news/all?p=20', 20, 20);
    expect(numbers(html)).toEqual([17, 18, 19, 20]);
    expect(html).toContain('<span class="sj-pager-step" aria-disabled="true">下一页</span>');
    expect(html).toContain('<span class="sj-pager-step" aria-disabled="true">尾页</span>');
  });

  it('treats a page past the end as the last page', () => {
    const html = render('/news/all?p=99', 99, 5);
    expect(html).toContain('<span aria-current="page" class="sj-pager-num">5</span>');
    expect(numbers(html)).toEqual([2, 3, 4, 5]);
  });
});
