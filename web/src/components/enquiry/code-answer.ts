// What 获取验证码's answer does to the enquiry form, on both screens (EnquiryForm.tsx, the mobile page's
// mobile/client/enquiry.ts): the machine's event (machine.ts), the notice to show, and whether the captcha
// image must be renewed (a refused request used it up). Each screen only sends the request and applies this.
import type { EnquiryEvent } from './machine';
import { messages, RESEND_SECONDS } from './validate';

export type CodeNotice = ['success' | 'warning' | 'error', string];

export interface CodeOutcome {
  event: EnquiryEvent;
  notice: CodeNotice | null;
  newCaptcha: boolean;
}

/** The answer that came: sent (the countdown starts), refused (its message, a new image), or empty. */
export function codeAnswered(r: { ok: boolean; message: string } | null | undefined): CodeOutcome {
  if (!r) return { event: { type: 'CODE_FAILED', error: '' }, notice: ['error', messages.emptyResponse], newCaptcha: false };
  if (r.ok) return { event: { type: 'CODE_SENT', seconds: RESEND_SECONDS }, notice: ['success', r.message], newCaptcha: false };
  return { event: { type: 'CODE_REFUSED' }, notice: ['warning', r.message], newCaptcha: true };
}

/**
 * No answer came (SPEC §8: the inline error ' 系统参数错误' only, its leading space included; the key is kept,
 * so a retry sends nothing twice), or an empty one, which is also told as a notice.
 */
export function codeFailed(emptyAnswer: boolean): CodeOutcome {
  return emptyAnswer
    ? { event: { type: 'CODE_FAILED', error: '' }, notice: ['error', messages.emptyResponse], newCaptcha: false }
    : { event: { type: 'CODE_FAILED', error: ` ${messages.requestFailed}` }, notice: null, newCaptcha: false };
}
