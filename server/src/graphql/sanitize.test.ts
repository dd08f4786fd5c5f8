// Images in upstream HTML come only from the site's own media.
import { expect, it } from 'vitest';
import { safeHtml } from './sanitize';

const body = [
  '<p>正文</p>',
  '<img src="/media/news/9.svg" alt="配图">',
  '<img src="https://tracker.example.net/pixel.gif">',
  '<img src="http://evil.example.com/media/news/9.svg">',
  '<img src="//cdn.example.org/a.png">',
  '<img src="/media/../api.php/index/getCaptcha">',
  '<img src="data:image/svg+xml;base64,PHN2Zy8+">',
  '<img src="https://img.shangji.example/media/news/10.png">',
].join('');

it('keeps /media images and drops remote, protocol-relative, data and traversal ones', () => {
  expect(safeHtml(body)).toBe('<p>正文</p><img src="/media/news/9.svg" alt="配图" />');
});

it('also keeps media on the configured media origin, and only there', () => {
  expect(safeHtml(body, 'https://img.shangji.example')).toBe('<p>正文</p><img src="/media/news/9.svg" alt="配图" /><img src="https://img.shangji.example/media/news/10.png" />');
});
