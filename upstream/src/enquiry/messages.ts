import { POW_NOT_VERIFIED } from '@shangji/contract/captcha-proof';
import { BadRequest } from '../http/envelope';

/** What the enquiry calls answer; the front end shows `msg` as is (SPEC §4, §8). */
export const enquiryMessages = {
  // SPEC §5, character for character, in the spec's order.
  nameRequired: '请输入您的姓名',
  mobileRequired: '请输入您的手机号',
  mobileInvalid: '请输入正确的手机号码',
  captchaRequired: '请输入图片验证码',
  smsCodeInvalid: '请输入正确的手机验证码',
  // Ours (the spec does not give these).
  captchaWrong: '图片验证码错误或已失效，请刷新图片后重试',
  smsCodeExpired: '手机验证码已失效，请重新获取',
  nameTooLong: '姓名不能超过20个字',
  addressTooLong: '所在地区不能超过100个字',
  contentTooLong: '留言内容不能超过500个字',
  fieldTooLong: '提交的内容过长，请检查后重试',
  noBrand: '该项目不存在或已下架',
  invalid: '参数错误',
  tooSoon: '验证码发送过于频繁，请60秒后再试',
  numberHourly: '该手机号获取验证码过于频繁，请1小时后再试',
  numberDaily: '该手机号今日获取验证码次数已达上限，请明天再试',
  ipDaily: '您今日获取验证码次数过多，请明天再试',
  prefixDaily: '您所在的网络今日获取验证码次数过多，请明天再试',
  globalDaily: '今日短信发送量已达上限，请明天再试或拨打客服热线',
  smsFailed: '短信发送失败，请稍后再试',
  notVerified: '请先获取并填写手机验证码后再提交',
  enquiriesDaily: '该手机号今日提交次数过多，请明天再试',
  // Consent per enquiry and the caps that protect the enquirer (docs/decisions/0079).
  consentRequired: '请阅读并勾选同意将您的信息提供给接收方，再提交',
  consentOutdated: '授权说明已更新，请刷新页面，阅读后重新勾选同意',
  brandsDaily: '同一手机号每天最多咨询5个不同品牌，请明天再试',
  doNotContact: '该手机号已设置"请勿联系"，如需咨询，请先在「我的咨询」（/wode/zixun）取消该设置',
  inProgress: '您的请求正在处理中，请稍后再试',
  keyConflict: '该请求已在其他页面提交，请刷新页面后重新填写',
  // The forms' own wording when they could not solve one (contract/src/captcha-proof.ts): one remedy, a new image.
  powMissing: POW_NOT_VERIFIED,
  powWrong: '安全验证未通过，请刷新图片验证码后重试',
  sent: '验证码已发送，请注意查收',
  verified: '验证通过',
  submitted: '提交成功，我们会尽快与您联系',
  // 我的咨询 (docs/decisions/0092).
  myNotProven: '请先验证手机号：获取并填写短信验证码后即可查看您的咨询',
  myExpired: '验证已超过15分钟，请重新获取短信验证码',
  myProven: '验证成功',
  myListed: 'success',
  myBadId: '咨询编号有误，请刷新页面后重试',
  myNoIds: '请选择要删除的咨询',
  myNotFound: '没有找到这条咨询：它可能已被删除，或不是用当前验证的手机号提交的。请刷新页面后重试',
  myWithdrawn: '已撤回：这条咨询不会再提供给接收方',
  myAlreadyWithdrawn: '这条咨询此前已撤回，不会再提供给接收方',
  myDncOn: '已设置"请勿联系"：该手机号的咨询不再提供给任何接收方，也不再接受新的咨询',
  myDncOff: '已取消"请勿联系"',
  myEnded: '已退出"我的咨询"',
} as const;

/** After a delete: how many of the number's enquiries were erased. */
export const deletedMessage = (n: number) => `已删除${n}条咨询，其中的姓名、手机号等个人信息已清除`;

/** An expected refusal: answered as code 400 with a Chinese msg inside HTTP 200, like the original API. */
export class EnquiryRefusal extends BadRequest {}

/**
 * guestBook (returning mode) from a session that has not proven this phone: code 401, so the form
 * starts over on the code, not on the wording of the message (contract/src/captcha-proof.ts).
 */
export { NOT_VERIFIED_CODE } from '@shangji/contract/captcha-proof';

/**
 * An idempotency key replayed from a session that did not make it (docs/decisions/0082): code 409, a
 * conflict, with nothing of the first attempt's outcome and no session cookie.
 */
export const KEY_CONFLICT_CODE = 409;

/** A repeat within 30 days: when the same number reached the same brand, and where to see it. */
export function repeatMessage(sentAt: Date): string {
  const t = new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false }).format(sentAt).replaceAll('/', '-');
  return `您已于${t}向该品牌提交过咨询，30天内不会重复发送。如需查看或撤回，请到「我的咨询」（/wode/zixun）。`;
}
