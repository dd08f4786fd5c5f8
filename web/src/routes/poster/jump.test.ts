import { describe, expect, it } from 'vitest';
import { playableInBrowser, posterLinkHref, videoFormat } from './jump';

describe('poster item addresses', () => {
  it('sends an outside address through the jump page as UTF-8 base64', () => {
    const href = posterLinkHref('https://例子.example.com/品牌?a=1');
    expect(href.startsWith('/jumpwebsite?url=')).toBe(true);
    const b64 = decodeURIComponent(href.slice('/jumpwebsite?url='.length));
    expect(Buffer.from(b64, 'base64').toString('utf8')).toBe('https://例子.example.com/品牌?a=1');
  });
  it('keeps a site path as it is', () => {
    expect(posterLinkHref('/shangji/3')).toBe('/shangji/3');
    expect(posterLinkHref('//evil.example.com/x')).toMatch(/^\/jumpwebsite\?url=/);
  });
  it('plays only what a browser can play, and names the other formats', () => {
    expect(playableInBrowser('https://v.example.com/a/intro.MP4')).toBe(true);
    for (const ext of ['swf', 'avi', 'flv', 'mkv', 'rmvb']) {
      expect(playableInBrowser(`https://v.example.com/a/intro.${ext}`)).toBe(false);
      expect(videoFormat(`https://v.example.com/a/intro.${ext}`)).toBe(ext.toUpperCase());
    }
    expect(playableInBrowser('not a url')).toBe(false);
  });
});
