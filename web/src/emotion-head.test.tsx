// A document rendered whole writes the Emotion rules its render inserted into <head>, once, and none in
// <body> (emotion-head.ts): the host no longer moves style tags around in the finished bytes.
/** @jsxImportSource @emotion/react */
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider, Global } from '@emotion/react';
import { describe, expect, it } from 'vitest';
import { rulesForHead } from './emotion-head';
import { renderWholeDocument } from './whole-document';

function page(cache: EmotionCache, body: React.ReactNode) {
  return (
    <CacheProvider value={cache}>
      <html lang="zh-CN">
        <head>
          <title>测试</title>
        </head>
        <body>
          <Global styles={{}} />
          {body}
        </body>
      </html>
    </CacheProvider>
  );
}

const split = (html: string) => ({ head: html.slice(0, html.indexOf('</head>')), body: html.slice(html.indexOf('</head>')) });

describe('rulesForHead', () => {
  it('puts a rule rendered at run time into <head> with its nonce, and writes no style tag in <body>', () => {
    const cache = createCache({ key: 'css', nonce: 'n0nce' });
    const html = renderWholeDocument(page(cache, <p css={{ color: 'rgb(1, 2, 3)' }}>投资有风险</p>), rulesForHead(cache))!.toString('utf8');
    const { head, body } = split(html);
    const className = /<p class="(css-[^"]+)">投资有风险<\/p>/.exec(body)?.[1];
    expect(className).toBeTruthy();
    const tag = /<style data-emotion="css ([^"]+)" nonce="n0nce">([^<]*)<\/style>/.exec(head);
    expect(tag).not.toBeNull();
    expect(`css-${tag![1]}`).toBe(className);
    expect(tag![2]).toContain(`.${className}{color:rgb(1, 2, 3);}`);
    expect(body).not.toContain('<style');
  });

  it('writes nothing when every rule is empty (the provider global of a page styled by compiled sheets)', () => {
    const cache = createCache({ key: 'css' });
    const html = renderWholeDocument(page(cache, <p className="sj-x">投资有风险</p>), rulesForHead(cache))!.toString('utf8');
    expect(html).not.toContain('<style');
    expect(html).toContain('<p class="sj-x">投资有风险</p>');
  });
});
