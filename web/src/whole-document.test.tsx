// renderWholeDocument: the bytes of a document that rendered whole, and null — so the caller streams —
// for one that suspended or threw, in its shell or inside a Suspense boundary (where React marks the
// boundary for the browser and reports nothing). The marker is React's hydration format; should a React
// release change it, these tests fail before a page goes out half rendered.
import { Suspense, use } from 'react';
import { describe, expect, it } from 'vitest';
import { CLIENT_RENDERED_BOUNDARY, renderWholeDocument } from './whole-document';

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
