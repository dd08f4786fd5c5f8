// The upstream's test-only hooks (decisions 0011, 0014), read on a browser's session cookie: the captcha
// answer and the SMS outbox of that visitor, so end-to-end tests can go through the real enquiry flow.
import type { BrowserContext } from 'playwright-core';
import { expect } from 'vitest';

export function upstreamHooks(context: () => BrowserContext, baseUrl: string, upstreamUrl: string) {
  async function hook(path: string): Promise<string> {
    const sid = (await context().cookies(baseUrl)).find((c) => c.name === 'sj_sid')?.value;
    expect(sid, 'sj_sid cookie set through /graphql').toBeTruthy();
    const res = await fetch(`${upstreamUrl}/api.php/index/__test/${path}`, { headers: { cookie: `sj_sid=${sid}` } });
    const body = (await res.json()) as { code: number; data: string };
    expect(body.code).toBe(200);
    return body.data;
  }
  return {
    captchaAnswer: () => hook('captchaAnswer'),
    /** The six-digit code last sent to `mobile`. */
    smsCode: async (mobile: string) => /\d{6}/.exec(await hook(`smsOutbox?mobile=${mobile}`))![0],
    /**
     * Moves the upstream's enquiry clock forward (upstream/src/enquiry/test-clock.ts): a per-number gap
     * passes without the test sleeping through it. The whole site's write path moves with it.
     */
    advanceClock: async (ms: number) => {
      const res = await fetch(`${upstreamUrl}/api.php/index/__test/advanceClock`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `ms=${ms}` });
      expect(((await res.json()) as { code: number }).code).toBe(200);
    },
  };
}
