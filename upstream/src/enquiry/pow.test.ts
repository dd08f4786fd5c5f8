// The proof of work gives a script no head start (docs/decisions/0098): its secret counter is drawn
// from 0 up, and the search space grows with the requester network's recent purchases.
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, it } from 'vitest';
import { acceptedFactor, counterBound, powChallenge, powFactor, powSolved, type PowSettings } from './pow';

const settings: PowSettings = { cost: 1, attempts: 10, maxFactor: 4, secret: 'a-test-secret-of-enough-length' };

/** Solves as the form does (counters 0, 1, 2, …) and returns the counter found and the payload. */
async function solve(s: PowSettings, captchaId: string, recent: number) {
  const b64 = await powChallenge(s, captchaId, 60_000, recent);
  const challenge = JSON.parse(Buffer.from(b64, 'base64url').toString('utf8')) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return { counter: solution!.counter, payload: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64url'), challenge };
}

describe('proof of work', () => {
  it('publishes no counter, minimum or range in the challenge', async () => {
    const { challenge } = await solve(settings, 'c1', 0);
    const text = JSON.stringify(challenge.parameters);
    expect(Object.keys(challenge.parameters).sort()).toEqual(['algorithm', 'cost', 'data', 'expiresAt', 'keyLength', 'keyPrefix', 'nonce', 'salt']);
    expect(challenge.parameters.data).toEqual({ cid: 'c1', f: 1 });
    expect(text).not.toMatch(/counter|min|max/i);
  });

  it('draws the counter uniformly from 0: small counters are as likely as any, none past the bound', async () => {
    const counters: number[] = [];
    for (let i = 0; i < 80; i++) counters.push((await solve(settings, `c${i}`, 0)).counter);
    const bound = counterBound(settings, 0);
    expect(bound).toBe(20);
    expect(Math.max(...counters)).toBeLessThan(bound);
    // A counter below half the mean would never appear if the range started at a published minimum:
    // (1 - 5/20)^80 is about 1e-10.
    expect(counters.filter((c) => c < 5).length).toBeGreaterThan(0);
    expect(counters.filter((c) => c >= 10).length).toBeGreaterThan(0);
  });

  it('grows the search space with the network\'s purchases in the last hour, up to the largest factor', async () => {
    expect([0, 1, 2, 3, 100].map((n) => powFactor(settings, n))).toEqual([1, 2, 3, 4, 4]);
    expect(counterBound(settings, 3)).toBe(80);
    const dear: number[] = [];
    for (let i = 0; i < 40; i++) dear.push((await solve(settings, `d${i}`, 3)).counter);
    expect(Math.max(...dear)).toBeLessThan(80);
    // (20/80)^40: never all inside the base range.
    expect(dear.filter((c) => c >= 20).length).toBeGreaterThan(0);
  });

  it('accepts a solution only for its captcha, its cost and its signature', async () => {
    const { payload } = await solve(settings, 'mine', 0);
    expect(await powSolved(settings, payload, 'mine')).toBe(true);
    expect(await powSolved(settings, payload, 'another')).toBe(false);
    expect(await powSolved({ ...settings, cost: 2 }, payload, 'mine')).toBe(false);
    expect(await powSolved({ ...settings, secret: 'another-secret-of-enough-length' }, payload, 'mine')).toBe(false);
    expect(await powSolved(settings, 'not-json', 'mine')).toBe(false);
  });

  it('refuses a challenge issued at less than half the factor the network pays now', async () => {
    expect([0, 1, 2, 3, 10].map((n) => acceptedFactor(settings, n))).toEqual([0, 1, 1, 2, 2]);
    const cheap = (await solve(settings, 'early', 0)).payload;
    // Issued at factor 1: still good after one or two more purchases, not after three.
    expect(await powSolved(settings, cheap, 'early', acceptedFactor(settings, 2))).toBe(true);
    expect(await powSolved(settings, cheap, 'early', acceptedFactor(settings, 3))).toBe(false);
    const dear = (await solve(settings, 'late', 3)).payload;
    expect(await powSolved(settings, dear, 'late', acceptedFactor(settings, 10))).toBe(true);
  });
});
