// The enquiry form of SPEC §4–§5 as server-rendered markup; mobile/client/enquiry.ts brings it to life
// with the desktop's own checks and state machine (components/enquiry/validate.ts, machine.ts). The
// phone field opens the number keyboard (inputmode tel); the consent names who receives the number.
import { consentText } from '@shangji/contract/consent';
import type { EnquiryTarget } from '../../../components/enquiry/context';
import { QUICK_MESSAGES } from '../../../components/enquiry/validate';
import { useBindings } from '../../assets';

export function EnquiryForm({ target }: { target: EnquiryTarget }) {
  useBindings('enquiry');
  return (
    <form id="enquiry" className="m-form" aria-labelledby="enquiry-title" noValidate data-enquiry={JSON.stringify(target)} data-step="filling" data-mode="first">
      {/* 品牌营销 (/brandmarket) names its form as the desktop's dialog does. */}
      <h2 id="enquiry-title">{target.heading ?? '在线咨询'}</h2>
      <p className="m-muted">
        您正在咨询「{target.title}」{target.investment ? `，投资金额：${target.investment}` : ''}。留下联系方式，{target.recipient}将与您联系。
      </p>
      <label htmlFor="eq-name" className="m-req">
        姓名
      </label>
      <input id="eq-name" name="name" autoComplete="name" maxLength={20} placeholder="请输入您的姓名" />
      <label htmlFor="eq-mobile" className="m-req">
        手机号
      </label>
      <input id="eq-mobile" name="mobile" type="tel" inputMode="tel" autoComplete="tel" maxLength={11} placeholder="请输入您的手机号" />
      <span className="m-label" id="eq-region">
        所在地区
      </span>
      <div className="m-row" role="group" aria-labelledby="eq-region">
        <select name="province" aria-label="省份" defaultValue="">
          <option value="">请选择省份</option>
        </select>
        <select name="city" aria-label="城市" defaultValue="" disabled>
          <option value="">请选择城市</option>
        </select>
      </div>
      <label htmlFor="eq-content">留言内容</label>
      <div className="m-presets" role="group" aria-label="快捷留言">
        {QUICK_MESSAGES.map((q) => (
          <button key={q} type="button" data-preset={q} aria-pressed="false">
            {q}
          </button>
        ))}
      </div>
      <textarea id="eq-content" name="content" rows={3} maxLength={500} placeholder="请输入留言内容，或点击上方快捷留言" />
      <div data-first-only="">
        <label htmlFor="eq-captcha" className="m-req">
          图片验证码
        </label>
        <div className="m-row">
          <input id="eq-captcha" name="captcha" autoComplete="off" maxLength={8} placeholder="请输入图片验证码" />
          <button type="button" className="m-captcha" data-captcha="" title="看不清？点击换一张">
            <span className="m-muted">点击获取</span>
          </button>
        </div>
        <label htmlFor="eq-sms" className="m-req">
          手机验证码
        </label>
        <div className="m-row">
          <input id="eq-sms" name="smsCode" inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder="请输入手机验证码" />
          <button type="button" className="m-button m-button-ghost" data-get-code="" aria-live="polite">
            获取验证码
          </button>
        </div>
        <p className="m-inline-error" role="alert" data-code-error="" hidden />
      </div>
      <div className="m-consent">
        <input type="checkbox" id="eq-consent" name="consent" aria-describedby="eq-consent-more" />
        <label htmlFor="eq-consent" data-testid="enquiry-consent">
          {consentText(target.recipient, target.title, target.recipientContact)}
        </label>
        <p id="eq-consent-more" className="m-muted">
          接收方：<strong>{target.recipient}</strong>。不勾选则不会提交，也不会提供给任何人。详见<a href="/privacypolicy">《隐私政策》</a>。
        </p>
      </div>
      <button type="submit" className="m-button m-submit">
        同意并提交
      </button>
      <noscript>
        <p className="m-muted">在线咨询需要开启浏览器脚本；也可拨打页面底部的电话咨询。</p>
      </noscript>
    </form>
  );
}
