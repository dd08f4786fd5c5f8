import { describe, expect, it } from 'vitest';
import { deferredChunk, isDeferredMarker, scriptJson } from './hydration';

describe('scriptJson', () => {
  it('cannot close the script element or start a comment', () => {
    const json = scriptJson({ html: '</script><!-- x -->&', sep: '\u2028\u2029' });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ html: '</script><!-- x -->&', sep: '\u2028\u2029' });
  });
});

describe('deferredChunk', () => {
  it('is one inline script resolving the key', () => {
    expect(deferredChunk('a:b', true, { n: '<b>' })).toBe('<script>window.__SJ_D.r("a:b",true,{"n":"\\u003cb\\u003e"})</script>');
  });
});

describe('isDeferredMarker', () => {
  it('recognises markers only', () => {
    expect(isDeferredMarker({ __sjDeferred: 'k' })).toBe(true);
    expect(isDeferredMarker({ id: 'k' })).toBe(false);
    expect(isDeferredMarker(null)).toBe(false);
  });
});
