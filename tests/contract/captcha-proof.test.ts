// The one captcha client: a new image starts its challenge solving, the solution is what the upstream
// verifies, a superseded load is ignored, and an unsolvable challenge is answered with the contract's
// wording (the upstream's own for a missing solution).
import { POW_NOT_VERIFIED } from '@shangji/contract/captcha-proof';
import { describe, expect, it } from 'vitest';
import { enquiryMessages } from '../../upstream/src/enquiry/messages';
import { powChallenge, powSolved } from '../../upstream/src/enquiry/pow';
import { CaptchaProof } from '../../web/src/components/enquiry/captcha-proof';

const settings = { cost: 10, attempts: 5, maxFactor: 2, secret: 'a-test-secret-of-enough-length' };

describe('CaptchaProof', () => {
  it('solves the challenge of the image shown, and the upstream accepts the solution', async () => {
    const challenge = await powChallenge(settings, 'captcha-1', 60_000);
    const captcha = new CaptchaProof(async () => ({ image: 'data:image/svg+xml,1', pow: challenge }));
    expect(await captcha.renew()).toBe('data:image/svg+xml,1');
    const proof = await captcha.proof();
    expect(proof.ok).toBe(true);
    if (proof.ok) expect(await powSolved(settings, proof.pow!, 'captcha-1')).toBe(true);
  });

  it('asks for nothing when the upstream sends no challenge', async () => {
    const captcha = new CaptchaProof(async () => ({ image: 'data:,x', pow: null }));
    await captcha.renew();
    expect(await captcha.proof()).toEqual({ ok: true, pow: null });
  });

  it('ignores a load that a newer one overtook', async () => {
    const answers: ((v: { image: string }) => void)[] = [];
    const captcha = new CaptchaProof(() => new Promise((resolve) => answers.push(resolve)));
    const first = captcha.renew();
    const second = captcha.renew();
    answers[1]!({ image: 'second' });
    answers[0]!({ image: 'first' });
    expect(await second).toBe('second');
    expect(await first).toBeUndefined();
  });

  it('names an unsolvable challenge as the upstream does', async () => {
    const captcha = new CaptchaProof(async () => ({ image: 'data:,x', pow: 'not-a-challenge' }));
    await captcha.renew();
    expect(await captcha.proof()).toEqual({ ok: false, message: POW_NOT_VERIFIED });
    expect(enquiryMessages.powMissing).toBe(POW_NOT_VERIFIED);
  });
});
