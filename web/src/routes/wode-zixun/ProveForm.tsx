// Proving the number for 我的咨询 with the enquiry form's own steps: image captcha (and its proof of
// work), SMS code, then proveMyPhone. The same limits apply as on the form (upstream sendInfo). Styled by
// the page's sheet (styles.css.ts, rendered by route.tsx).
import { useApolloClient } from '@apollo/client/react';
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { SendSmsCodeDocument } from '../../components/enquiry/documents';
import { newAttemptKey } from '../../components/enquiry/pow';
import { useCaptchaProof } from '../../components/enquiry/useCaptchaProof';
import { MOBILE_PATTERN as MOBILE } from '../../components/enquiry/validate';
import type { MyEnquiryList_ListFragment } from '../../gql/graphql';
import { ProveMyPhoneDocument } from './documents';

const RESEND_SECONDS = 60;

export type Notify = (kind: 'success' | 'warning' | 'error', text: string) => void;

export function ProveForm({ onProven, notify }: { onProven: (list: MyEnquiryList_ListFragment) => void; notify: Notify }) {
  const client = useApolloClient();
  const uid = useId();
  const [mobile, setMobile] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [code, setCode] = useState('');
  const [countdown, setCountdown] = useState(0);
  const [busy, setBusy] = useState(false);
  // The enquiry form's captcha and proof of work (the one client: components/enquiry/useCaptchaProof.ts).
  // A refusal or a click on the image asks for the next; a new image voids the answer typed for the old one.
  const { image, renew, proof } = useCaptchaProof();
  const loadCaptcha = useCallback(async () => {
    if (!(await renew())) notify('error', '图片验证码加载失败，请检查网络后点击图片重试');
  }, [renew, notify]);
  const refreshCaptcha = useCallback(async () => {
    setCaptcha('');
    await loadCaptcha();
  }, [loadCaptcha]);
  // The first image (the answer field starts empty).
  useEffect(() => {
    void loadCaptcha();
  }, [loadCaptcha]);

  useEffect(() => {
    if (countdown <= 0) return;
    const t = setTimeout(() => setCountdown((n) => n - 1), 1000);
    return () => clearTimeout(t);
  }, [countdown]);

  async function getCode() {
    if (!mobile.trim()) return notify('warning', '请输入您的手机号');
    if (!MOBILE.test(mobile.trim())) return notify('warning', '请输入正确的手机号码');
    if (!captcha.trim()) return notify('warning', '请输入图片验证码');
    setBusy(true);
    try {
      const checked = await proof();
      if (!checked.ok) return notify('warning', checked.message);
      const { data } = await client.mutate({ mutation: SendSmsCodeDocument, variables: { phone: mobile.trim(), captcha: captcha.trim(), pow: checked.pow, idempotencyKey: newAttemptKey() } });
      const r = data?.sendSmsCode;
      if (r?.ok) {
        notify('success', r.message);
        setCountdown(RESEND_SECONDS);
      } else {
        notify('warning', r?.message ?? '请求失败，请稍后再试');
        void refreshCaptcha();
      }
    } catch {
      notify('error', '网络异常，验证码未能发送，请稍后再试');
    } finally {
      setBusy(false);
    }
  }

  async function prove(e: FormEvent) {
    e.preventDefault();
    if (!MOBILE.test(mobile.trim())) return notify('warning', '请输入正确的手机号码');
    if (!/^\d{6}$/.test(code.trim())) return notify('warning', '请输入正确的手机验证码');
    setBusy(true);
    try {
      const { data } = await client.mutate({ mutation: ProveMyPhoneDocument, variables: { phone: mobile.trim(), smsCode: code.trim() } });
      const r = data?.proveMyPhone;
      if (r?.ok && r.list) onProven(r.list);
      else notify('warning', r?.message ?? '请求失败，请稍后再试');
    } catch {
      notify('error', '网络异常，请稍后再试');
    } finally {
      setBusy(false);
    }
  }

  const id = (n: string) => `${uid}-${n}`;
  return (
    <form onSubmit={prove} aria-labelledby={id('title')} className="sj-prove">
      <h2 id={id('title')}>
        验证手机号
      </h2>
      <p className="sj-muted">输入提交咨询时填写的手机号，获取短信验证码后即可查看。验证有效期15分钟，只对本浏览器有效。</p>
      <label htmlFor={id('mobile')}>手机号</label>
      <input id={id('mobile')} name="mobile" type="tel" inputMode="numeric" autoComplete="tel" maxLength={11} value={mobile} onChange={(e) => setMobile(e.target.value)} className="sj-prove-mobile" />
      <label htmlFor={id('captcha')}>图片验证码</label>
      <div className="sj-prove-row">
        <input id={id('captcha')} name="captcha" autoComplete="off" maxLength={8} value={captcha} onChange={(e) => setCaptcha(e.target.value)} className="sj-prove-short" />
        <button type="button" onClick={() => void refreshCaptcha()} aria-label="看不清，换一张图片验证码" className="sj-prove-image">
          {image ? <img src={image} alt="图片验证码" width={120} height={40} data-testid="my-captcha" /> : <span className="sj-muted">加载中…</span>}
        </button>
      </div>
      <label htmlFor={id('code')}>短信验证码</label>
      <div className="sj-prove-row">
        <input id={id('code')} name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.target.value)} className="sj-prove-short" />
        <button type="button" className="sj-btn" onClick={() => void getCode()} disabled={busy || countdown > 0}>
          {countdown > 0 ? `${countdown}秒后重新获取` : '获取验证码'}
        </button>
      </div>
      <div className="sj-prove-submit">
        <button type="submit" className="sj-btn" disabled={busy}>
          验证并查看我的咨询
        </button>
      </div>
    </form>
  );
}
