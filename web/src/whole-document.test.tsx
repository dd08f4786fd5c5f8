// renderWholeDocument: the bytes of a document that rendered whole, and null — so the caller streams —
// for one that suspended or threw, in its shell or inside a Suspense boundary (where React marks the
// boundary for the browser and reports nothing). The marker is React's hydration format; should a React
// release change it, these tests fail before a page goes out half rendered.
import { Suspense, use } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CLIENT_RENDERED_BOUNDARY, renderWholeDocument, utf8Document } from './whole-document';

const page = (body: React.ReactNode) => (
  <html lang="zh-CN">
    <head>
      <title>测试</title>
    </head>
    <body>{body}</body>
  </html>
);
const never = new Promise<string>(() => undefined);
function Waits() {
  return <p>{use(never)}</p>;
}
function Throws(): React.ReactNode {
  throw new Error('render failed');
}

describe('renderWholeDocument', () => {
  it('gives the document with its doctype when everything rendered', () => {
    const bytes = renderWholeDocument(
      page(
        <Suspense fallback={<p>加载中</p>}>
          <p>投资有风险，选择需谨慎。</p>
        </Suspense>,
      ),
    );
    const html = bytes!.toString('utf8');
    expect(html.startsWith('<!DOCTYPE html><html lang="zh-CN"><head>')).toBe(true);
    expect(html).toContain('<p>投资有风险，选择需谨慎。</p>');
    expect(html).not.toContain('加载中');
    expect(html.endsWith('</body></html>')).toBe(true);
  });

  it('gives null when a boundary suspends (React would leave its fallback for the browser)', () => {
    expect(renderWholeDocument(page(<Suspense fallback={<p>加载中</p>}><Waits /></Suspense>))).toBeNull();
  });

  it('gives null when a boundary throws', () => {
    expect(renderWholeDocument(page(<Suspense fallback={<p>加载中</p>}><Throws /></Suspense>))).toBeNull();
  });

  it('gives null when the shell suspends or throws', () => {
    expect(renderWholeDocument(page(<Waits />))).toBeNull();
    expect(renderWholeDocument(page(<Throws />))).toBeNull();
  });

  it('is not fooled by the marker as text: text is escaped', () => {
    const html = renderWholeDocument(page(<p>{CLIENT_RENDERED_BOUNDARY}</p>))!.toString('utf8');
    expect(html).toContain('&lt;!--$!--&gt;');
  });
});

describe('renderWholeDocument of a large page (decision 0135)', () => {
  // A page past 64K UTF-16 characters, in thousands of React pieces, as the home page is.
  const rows = Array.from({ length: 3000 }, (_, i) => (
    <li key={i} className="sj-row">
      品牌{i}：<a href={`/shangji/${i}`}>投资5-10万</a>
    </li>
  ));
  const big = page(<ul>{rows}</ul>);

  it('gives the same bytes as one string of the whole document would', () => {
    const whole = renderToString(big);
    expect(whole.length).toBeGreaterThan(65_536);
    expect(renderWholeDocument(big)!.equals(Buffer.from(`<!DOCTYPE html>${whole}`))).toBe(true);
  });

  it('gets React’s string in parts none of which is a large object (the react-dom patch is applied)', () => {
    const parts: string[] = [];
    const rest = renderToString(big, { parts } as Parameters<typeof renderToString>[1]);
    expect(parts.length).toBeGreaterThan(3);
    expect(Math.max(...parts.map((p) => p.length), rest.length)).toBeLessThan(32_768);
    expect(parts.join('') + rest).toBe(renderToString(big));
  });

  it('hears from React, not from a search of the page, that a boundary was left for the browser', () => {
    const render = (tree: React.ReactNode) => {
      const options = { parts: [] as string[], clientRendered: undefined as boolean | undefined };
      renderToString(tree, options as Parameters<typeof renderToString>[1]);
      return options.clientRendered;
    };
    expect(render(big)).toBe(false);
    expect(render(page(<Suspense fallback={<p>加载中</p>}><Throws /></Suspense>))).toBe(true);
    expect(render(page(<Suspense fallback={<p>加载中</p>}><Waits /></Suspense>))).toBe(true);
  });
});

describe('renderWholeDocument’s encoding', () => {
  const utf8 = (tree: React.ReactNode) => Buffer.from(`<!DOCTYPE html>${renderToString(tree)}`);

  it('writes every character as UTF-8: Chinese, an emoji (a surrogate pair), a lone surrogate', () => {
    const tree = page(<p>{'投资有风险 😀 \ud800 end'}</p>);
    expect(renderWholeDocument(tree)!.equals(utf8(tree))).toBe(true);
  });

  it('encodes a page of millions of characters, one piece of React longer than a part', () => {
    const huge = page(<pre>{'甲'.repeat(3_000_000)}</pre>);
    expect(renderWholeDocument(huge)!.equals(utf8(huge))).toBe(true);
  });

  it('encodes as Node encodes the whole string: Chinese, characters beyond the BMP, long pages', () => {
    const long = Array.from({ length: 3000 }, (_, i) => <p key={i}>{`第${i}家门店 🍜 <开业> & "火爆"`}</p>);
    const tree = page(<main>{long}</main>);
    expect(renderWholeDocument(tree)!.equals(Buffer.from(`<!DOCTYPE html>${renderToString(tree)}`, 'utf8'))).toBe(true);
  });

  it('writes a lone surrogate (text cut inside a pair) as U+FFFD, as Node does, instead of failing', () => {
    const cut = '门店🍜'.slice(0, 3);
    expect(utf8Document(['<p>', cut, '</p>', 'ascii only']).toString('utf8')).toBe('<!DOCTYPE html><p>门店\uFFFD</p>ascii only');
    expect(renderWholeDocument(page(<p>{cut}</p>))!.equals(Buffer.from(`<!DOCTYPE html>${renderToString(page(<p>{cut}</p>))}`, 'utf8'))).toBe(true);
  });

  it('gives each document its own bytes: a short page after a long one carries nothing of it', () => {
    const long = utf8Document(['<p>', '投资有风险'.repeat(20_000), '</p>']);
    const short = utf8Document(['<p>短</p>']);
    expect(short.toString('utf8')).toBe('<!DOCTYPE html><p>短</p>');
    expect(long.toString('utf8')).toBe(`<!DOCTYPE html><p>${'投资有风险'.repeat(20_000)}</p>`);
  });
});
