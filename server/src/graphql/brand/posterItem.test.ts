import { expect, it } from 'vitest';
import { gatewayOverFakeUpstream } from '../../test/gateway';
import { posterItemKind } from './posterItem';

it.each([
  ['https://v.example.com/a.mp4', 'VIDEO'],
  ['http://v.example.com/path/clip.RMVB?x=1', 'VIDEO'],
  ['https://v.example.com/a.swf', 'VIDEO'],
  ['https://v.example.com/a.flv', 'VIDEO'],
  ['https://v.example.com/a.avi', 'VIDEO'],
  ['https://v.example.com/a.mkv', 'VIDEO'],
  ['https://www.example.com/brand/1', 'LINK'],
  ['https://www.example.com/mp4', 'LINK'],
  ['', 'IMAGE'],
  ['海报文字', 'IMAGE'],
  ['javascript:alert(1)', 'IMAGE'],
  ['ftp://example.com/a.mp4', 'IMAGE'],
  // Site paths stay on our origin (the CSP's media-src 'self'): the sample clip plays, a page is a link.
  ['/media/video/intro.mp4', 'VIDEO'],
  ['/shangji/1', 'LINK'],
  ['//evil.example.com/a.mp4', 'IMAGE'],
])('poster text %j is %s', (text, kind) => {
  expect(posterItemKind(text).kind).toBe(kind);
});

const stack = gatewayOverFakeUpstream();

it('maps a poster and answers null for an unknown brand or a brand without one', async () => {
  const res = await stack.gw.query('query PosterQuery { poster(brandId: "1") { brand { name } items { imageUrl kind target } } none: poster(brandId: "2") { brand { name } } bad: poster(brandId: "x") { brand { name } } }');
  expect(res.errors).toBeUndefined();
  expect(res.data).toEqual({
    poster: {
      brand: { name: '蜜雪冰城' },
      items: [
        { imageUrl: '/media/poster/1-1.svg', kind: 'IMAGE', target: null },
        { imageUrl: '/media/poster/1-2.svg', kind: 'VIDEO', target: 'https://video.example.com/intro.MP4' },
        { imageUrl: '/media/poster/1-3.svg', kind: 'LINK', target: 'https://www.example.com/brand/1' },
        { imageUrl: '/media/poster/1-4.svg', kind: 'IMAGE', target: null },
      ],
    },
    none: null,
    bad: null,
  });
});
