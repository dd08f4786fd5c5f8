// The enquiry form's checks (SPEC §5): in the spec's order, with its messages character for character.

/** Mainland mobile numbers: 13x, 15x, 18x, 145/147, 170/176/177/178, 197, then 8 digits (SPEC §5). */
export const MOBILE_PATTERN = /^1(?:3\d|5\d|8\d|4[57]|7[0678]|97)\d{8}$/;

export const messages = {
  nameRequired: '请输入您的姓名',
  mobileRequired: '请输入您的手机号',
  mobileInvalid: '请输入正确的手机号码',
  captchaRequired: '请输入图片验证码',
  smsCodeRequired: '请输入正确的手机验证码',
  /** SPEC §8: an enquiry request that failed (no answer, network). */
  requestFailed: '系统参数错误',
  /** SPEC §7, §8: an answer without a body. */
  emptyResponse: '系统繁忙！请稍后再试！',
} as const;

export interface EnquiryValues {
  name: string;
  mobile: string;
  captcha: string;
  smsCode: string;
}

function checkPerson(v: EnquiryValues): string | null {
  if (!v.name.trim()) return messages.nameRequired;
  if (!v.mobile.trim()) return messages.mobileRequired;
  if (!MOBILE_PATTERN.test(v.mobile.trim())) return messages.mobileInvalid;
  return null;
}

/** Get-code needs name, phone and the image captcha, in that order. */
export function checkGetCode(v: EnquiryValues): string | null {
  return checkPerson(v) ?? (v.captcha.trim() ? null : messages.captchaRequired);
}

/** Submit: name, phone, phone pattern, then (first time only) the image captcha and the SMS code. */
export function checkSubmit(v: EnquiryValues, returning: boolean): string | null {
  const person = checkPerson(v);
  if (person || returning) return person;
  if (!v.captcha.trim()) return messages.captchaRequired;
  if (!v.smsCode.trim()) return messages.smsCodeRequired;
  return null;
}

/** After the spec's checks: the separate consent for this enquiry, naming who would receive it. */
export function checkConsent(consent: boolean, recipient: string): string | null {
  return consent ? null : `请阅读并勾选同意将您的姓名和手机号提供给${recipient}，再提交`;
}

/** The seven quick messages that fill the message box (SPEC §5). */
export const QUICK_MESSAGES = [
  '我对这个项目很感兴趣，请联系我',
  '请问我所在的地区有加盟商了吗？',
  '请问加盟的流程是怎样的？',
  '请问加盟后总部提供哪些支持？',
  '请尽快给我回电话，谢谢',
  '请问加盟大概需要多少费用？',
  '想了解详细的加盟资料，请与我联系',
] as const;

/** SPEC §9: the get-code button counts down 60 seconds after a successful send. */
export const RESEND_SECONDS = 60;
