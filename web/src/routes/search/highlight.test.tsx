import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { highlight } from './highlight';

const html = (text: string, keyword: string) => renderToStaticMarkup(<p>{highlight(text, keyword)}</p>);

it('marks every occurrence, case-insensitively, keeping the original case', () => {
  expect(html('火锅店开火锅', '火锅')).toBe('<p><mark class="sj-hit">火锅</mark>店开<mark class="sj-hit">火锅</mark></p>');
  expect(html('KFC kfc', 'kfc')).toBe('<p><mark class="sj-hit">KFC</mark> <mark class="sj-hit">kfc</mark></p>');
});

it('escapes a keyword that looks like markup', () => {
  expect(html('a <b> c', '<b>')).toBe('<p>a <mark class="sj-hit">&lt;b&gt;</mark> c</p>');
  expect(html('no match', '<script>')).toBe('<p>no match</p>');
});

it('leaves text alone for an empty keyword or no match', () => {
  expect(html('火锅', ' ')).toBe('<p>火锅</p>');
  expect(html('火锅', 'huoguo')).toBe('<p>火锅</p>');
});

it('marks each word of a keyword of several words', () => {
  const html = renderToStaticMarkup(<>{highlight('小肥羊火锅加盟店', '火锅 加盟')}</>);
  expect(html).toBe('小肥羊<mark class="sj-hit">火锅</mark><mark class="sj-hit">加盟</mark>店');
});
