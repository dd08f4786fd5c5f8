import { describe, expect, it } from 'vitest';
import { codeAnswered, codeFailed } from './code-answer';

describe('获取验证码 outcomes, shared by both screens', () => {
  it('starts the 60-second countdown when the code is sent, with the upstream message', () => {
    expect(codeAnswered({ ok: true, message: '验证码已发送' })).toEqual({ event: { type: 'CODE_SENT', seconds: 60 }, notice: ['success', '验证码已发送'], newCaptcha: false });
  });
  it('shows a refusal as a warning and renews the captcha it used up', () => {
    expect(codeAnswered({ ok: false, message: '图片验证码错误' })).toEqual({ event: { type: 'CODE_REFUSED' }, notice: ['warning', '图片验证码错误'], newCaptcha: true });
  });
  it('SPEC §8: a failed request shows only the inline error, leading space included; an empty answer says 系统繁忙', () => {
    expect(codeFailed(false)).toEqual({ event: { type: 'CODE_FAILED', error: ' 系统参数错误' }, notice: null, newCaptcha: false });
    expect(codeAnswered(null).notice).toEqual(['error', '系统繁忙！请稍后再试！']);
    expect(codeFailed(true).event).toEqual({ type: 'CODE_FAILED', error: '' });
  });
});
