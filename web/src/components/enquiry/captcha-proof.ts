// One captcha + proof-of-work client for every form that asks for an SMS code or a phone (the enquiry
// form, the phone reveal and 我的咨询's proof on both sites): a new image, whose ALTCHA challenge
// (docs/decisions/0098) starts solving in the background while the visitor types, and the solution
// when the form sends. React forms use it through `useCaptchaProof`; the mobile site's scripts directly.
import { POW_NOT_VERIFIED } from '@shangji/contract/captcha-proof';
import { solvePow } from './pow';

/** What the captcha query answers: the image (a data: URL) and, when the upstream asks for one, its challenge. */
export interface CaptchaAnswer {
  image: string;
  pow?: string | null;
}

/** The proof to send with the answer: `pow` null when none was asked; not ok when it could not be solved. */
export type CaptchaProofResult = { ok: true; pow: string | null } | { ok: false; message: string };

export class CaptchaProof {
  private solving: { solution: Promise<string | null>; abort: AbortController } | null = null;
  private round = 0;

  /** `load` asks the gateway for a new captcha (rejects on failure). */
  constructor(private readonly load: () => Promise<CaptchaAnswer | null | undefined>) {}

  /**
   * A new image; the previous challenge's solving stops and this one's starts. Resolves to the image (null
   * when the answer held none), or to `undefined` when a newer renew() started meanwhile (its image wins).
   * Rejects when the captcha could not be loaded.
   */
  async renew(): Promise<string | null | undefined> {
    const round = ++this.round;
    this.stopSolving();
    const answer = await this.load();
    if (round !== this.round) return undefined;
    const challenge = answer?.pow;
    if (challenge) {
      const abort = new AbortController();
      this.solving = { solution: solvePow(challenge, abort.signal), abort };
    }
    return answer?.image ?? null;
  }

  /** The solution for the image shown (waits for the background solving to end). */
  async proof(): Promise<CaptchaProofResult> {
    const solving = this.solving;
    if (!solving) return { ok: true, pow: null };
    const pow = await solving.solution;
    return pow ? { ok: true, pow } : { ok: false, message: POW_NOT_VERIFIED };
  }

  /** Stops solving; a renew() still under way is ignored when it answers. */
  dispose(): void {
    this.round++;
    this.stopSolving();
  }

  private stopSolving() {
    this.solving?.abort.abort();
    this.solving = null;
  }
}
