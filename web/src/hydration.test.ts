import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { DEFERRED_RUNTIME, deferredScript, payloadJson, scriptJson, type HydrationPayload } from './hydration';

describe('scriptJson', () => {
  it('cannot close the script element or start a comment', () => {
    const json = scriptJson({ html: '</script><!-- x -->&', sep: '\u2028\u2029' });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ html: '</script><!-- x -->&', sep: '\u2028\u2029' });
  });
});

describe('deferredScript', () => {
  /** Runs inline scripts in a fresh global that is its own `window`, as in a browser. */
  const page = () => {
    const global: Record<string, unknown> = {};
    global.window = global;
    return { global, run: (code: string) => runInNewContext(code, global) };
  };
  type Registry = { d: Record<string, unknown>; w: Record<string, (v: unknown) => void> };

  it('delivers the result under its key, even before the bootstrap script defined the registry', () => {
    const { global, run } = page();
    run(deferredScript('a:b', { data: { n: '<b>' } }));
    expect((global.__SJ_D as Registry).d['a:b']).toEqual({ data: { n: '<b>' } });
  });

  it('hands the result to a loader already waiting for it, once', () => {
    const { global, run } = page();
    run(DEFERRED_RUNTIME);
    const got: unknown[] = [];
    (global.__SJ_D as Registry).w.k = (v) => got.push(v);
    run(deferredScript('k', { data: { x: 1 } }));
    expect(got).toEqual([{ data: { x: 1 } }]);
    expect((global.__SJ_D as Registry).w.k).toBeUndefined();
  });

  it('cannot close its script element', () => {
    expect(deferredScript('</script>', { data: { html: '</script><!--' } })).not.toMatch(/[<>]/);
  });
});

describe('payloadJson', () => {
  const config = { siteUrl: 'https://www.site.test', mobileSiteUrl: 'https://m.site.test', links: {} } as unknown as HydrationPayload['config'];
  it('is the payload as JSON, every field of it (the browser reads it back whole)', () => {
    const streamed: HydrationPayload = { results: { 'A:{}': { data: { x: '</script>' } } }, pending: ['B:{}'], config, inlineDeferred: false };
    expect(JSON.parse(payloadJson(streamed))).toEqual(streamed);
    const whole: HydrationPayload = { results: {}, pending: [], config, inlineDeferred: true, bootInTree: { entry: '/assets/entry.client-x.js' } };
    expect(JSON.parse(payloadJson(whole))).toEqual(whole);
    expect(JSON.parse(payloadJson({ ...whole, bootInTree: { entry: null } }))).toEqual({ ...whole, bootInTree: { entry: null } });
  });
});
