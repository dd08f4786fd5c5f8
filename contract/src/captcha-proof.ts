// The image captcha's proof of work (docs/decisions/0098), as the upstream and every form name it: one
// wording for "the security check did not complete", which the upstream answers when a code is asked
// without a solution and the forms show when the browser could not solve one. Its remedy is the same on
// both sides: a new image (and with it a new challenge). Imported by subpath (no zod in the pages' bundle).
export const POW_NOT_VERIFIED = '安全验证未完成，请刷新图片验证码后重试';

/**
 * The upstream's code for "this browser session has not proven this phone" (an enquiry in returning mode, a
 * 我的咨询 call after the proof ended): the forms start over at the captcha and SMS code on the code,
 * never on the wording of the message.
 */
export const NOT_VERIFIED_CODE = 401;
