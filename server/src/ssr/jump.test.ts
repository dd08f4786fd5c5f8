// The jump page over the fake upstream: redirects to what the upstream vouches for, refuses the rest.
import { describe, expect, it } from 'vitest';
import { gatewayOverFakeUpstream } from '../test/gateway';

import { decodeJumpParam } from './jump';
import { calls } from '@shangji/contract';

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
const b64url = (s: string) => Buffer.from(s, 'utf8').toString('base64url');

describe('decodeJumpParam', () => {
  it('decodes standard and URL-safe base64, with or without padding, and a + read as a space', () => {
    expect(decodeJumpParam(b64('https://www.example.com/ad/1'))).toBe('https://www.example.com/ad/1');
    expect(decodeJumpParam(b64url('https://x.example.com/?a=中文&b=~~~'))).toBe('https://x.example.com/?a=中文&b=~~~');
    expect(decodeJumpParam(b64('https://a.example.com').replace(/=+$/, ''))).toBe('https://a.example.com');
    const withPlus = b64('https://x.example.com/>>>');
    expect(withPlus).toContain('+');
    expect(decodeJumpParam(withPlus.replace(/\+/g, ' '))).toBe('https://x.example.com/>>>');
  });

  it('refuses what is not base64 or not text', () => {
    for (const bad of ['', '   ', 'not base64!', 'a', '%%%%', 'aGVsbG8===', Buffer.from([0xff, 0xfe, 0xfd]).toString('base64'), b64('a\nb'), 'x'.repeat(5000)]) {
      expect(decodeJumpParam(bad), bad.slice(0, 20)).toBeNull();
    }
  });
});

describe('/jumpwebsite', () => {
  const stack = gatewayOverFakeUpstream();
  const jump = (query: string) => stack.gw.app.inject({ method: 'GET', url: `/jumpwebsite${query}` });

  it('redirects (302) to the target the upstream resolved', async () => {
    const res = await jump(`?url=${encodeURIComponent(b64('https://www.example.com/ad/1'))}`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://www.example.com/ad/1');
    expect(res.headers['cache-control']).toBe('no-store');
    const seen = stack.upstream.seen.filter((s) => s.path === calls.skipAd.path).at(-1);
    expect(seen?.params.get('url')).toBe('https://www.example.com/ad/1');
  });

  it('accepts a friendly link given in URL-safe base64 without padding', async () => {
    const res = await jump(`?url=${b64url('https://a.example.com').replace(/=+$/, '')}`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://a.example.com/');
  });

  it('sends every refusal home: no parameter, empty, bad base64, unknown target, javascript:, data:', async () => {
    const cases = [
      '',
      '?url=',
      '?url=%%%',
      '?url=not+base64!',
      `?url=${encodeURIComponent(b64('https://evil.example.net/'))}`,
      `?url=${encodeURIComponent(b64('data:text/html,<script>alert(1)</script>'))}`,
      `?url=${encodeURIComponent(b64('//evil.example.net'))}`,
      `?url=${encodeURIComponent(b64('/shangji/1'))}`,
      `?url=a&url=b`,
    ];
    for (const q of cases) {
      const res = await jump(q);
      expect(res.statusCode, q).toBe(302);
      expect(res.headers.location, q).toBe('/');
    }
  });

  it('never redirects to javascript: even when the upstream answers it', async () => {
    // The fake upstream is made to "vouch" for a javascript: address; the resolver and the route refuse it.
    const res = await jump(`?url=${encodeURIComponent(b64('javascript:alert(1)'))}`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
  });

  it('goes home when the upstream is down', async () => {
    stack.upstream.behave(calls.skipAd.path, 'error500');
    try {
      const res = await jump(`?url=${encodeURIComponent(b64('https://www.example.com/ad/1'))}`);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/');
    } finally {
      stack.upstream.behave(calls.skipAd.path, 'ok');
    }
  });
});
