import { describe, expect, it } from 'vitest';
import { deferredChunk, scriptJson } from './hydration';

describe('scriptJson', () => {
  it('cannot close the script element or start a comment', () => {
    const json = scriptJson({ html: '</script><!-- x -->&', sep: '\u2028\u2029' });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ html: '</script><!-- x -->&', sep: '\u2028\u2029' });
  });
});

describe('deferredChunk', () => {
  it('is one inline script delivering the result under its key', () => {
    expect(deferredChunk('a:b', { data: { n: '<b>' } })).toBe(
      '<script>window.__SJ_D.r("a:b",{"data":{"n":"\\u003cb\\u003e"}})</script>',
    );
  });
  it('carries the nonce, and a nonce cannot break out of its attribute', () => {
    expect(deferredChunk('k', { data: null }, 'abc"><x')).toMatch(/^<script nonce="abcx">/);
  });
});
