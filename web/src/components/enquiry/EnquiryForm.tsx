// The enquiry (guestbook) form of SPEC §4–§5, inline on brand pages and inside the popup. First time:
// image captcha → SMS code (60 s countdown) → guestBookCode. Returning (this browser session already
// enquired): name and phone pre-filled, phone read-only, no captcha or code, guestBook.
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { EnquiryCaptchaDocument, EnquiryCitiesDocument, SendSmsCodeDocument, SubmitEnquiryDocument } from './documents';
import { withSearchKeyword } from '../../data/tracking';
import { newAttemptKey, solvePow } from './pow';
import { useEnquiry, type EnquiryTarget } from './context';
import { checkGetCode, checkSubmit, MARKETING_QUICK_MESSAGES, messages, QUICK_MESSAGES, RESEND_SECONDS } from './validate';
import { palette } from '../../palette';

// The upstream's answer when this session has not verified the phone (decision 0011): start over.
const NOT_VERIFIED = '请先获取并填写手机验证码后再提交';

interface City {
  name: string;
  children: { name: string }[];
}

// The form's own rules as a hoisted stylesheet (docs/decisions/0043): plain CSS costs the render nothing,
// where a Chakra `css` object was resolved and serialized by Emotion on every render (on the brand page the
// largest Chakra cost). Colours from the palette, as in the pages' own stylesheets.
const FORM_CSS = `
.sj-eq-form .sj-eq-row{display:flex;align-items:flex-start;gap:10px;margin-bottom:12px}
.sj-eq-form .sj-eq-label{width:84px;flex-shrink:0;text-align:right;line-height:36px;color:#555}
.sj-eq-form .sj-eq-req::before{content:"*";color:${palette.redText};margin-right:2px}
.sj-eq-form input,.sj-eq-form select,.sj-eq-form textarea{border:1px solid #d9d9d9;border-radius:2px;padding-inline:10px;height:36px;background:white;font-size:14px;min-width:0}
.sj-eq-form input:focus,.sj-eq-form select:focus,.sj-eq-form textarea:focus{border-color:${palette.red};outline:none;box-shadow:0 0 0 2px rgba(228,57,60,.15)}
.sj-eq-form input[readonly]{background:#f5f5f5;color:#666}
.sj-eq-form textarea{height:auto;padding-block:8px;resize:vertical;width:100%}
.sj-eq-form .sj-eq-presets{display:flex;flex-wrap:wrap;gap:6px;margin-bottom:8px}
.sj-eq-form .sj-eq-presets button{border:1px solid #eee;background:#f7f7f7;border-radius:12px;padding-inline:10px;height:24px;font-size:12px;color:#666;cursor:pointer}
@media (hover:hover){.sj-eq-form .sj-eq-presets button:hover:not(:disabled){border-color:${palette.redText};color:${palette.redText}}}
.sj-eq-form .sj-eq-captcha{height:36px;width:120px;border:1px solid #d9d9d9;cursor:pointer;background:#fafafa;padding:0}
.sj-eq-form .sj-eq-captcha img{height:34px;width:118px;display:block}
.sj-eq-form .sj-eq-code-btn{min-width:130px;white-space:nowrap}
.sj-eq-form .sj-eq-code-btn:disabled,.sj-eq-form .sj-eq-submit:disabled{background:#ccc;color:white;cursor:not-allowed}
.sj-eq-form .sj-eq-inline-error{color:${palette.redText};font-size:12px;line-height:36px}
`;

export function EnquiryForm({ target, popup = false, onDone }: { target: EnquiryTarget | null; popup?: boolean; onDone?: () => void }) {
  const client = useApolloClient();
  const { enquirer, setEnquirer, notify } = useEnquiry();
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const returning = enquirer !== null;

  const [name, setName] = useState('');
  const [mobile, setMobile] = useState('');
  const [province, setProvince] = useState('');
  const [city, setCity] = useState('');
  const [content, setContent] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [captchaImage, setCaptchaImage] = useState<string | null>(null);
  // The captcha's proof of work, solving in the background; null when the upstream asks for none.
  const powRef = useRef<{ solution: Promise<string | null>; abort: AbortController } | null>(null);
  // Idempotency keys: one per attempt, kept only while an attempt's outcome is unknown so that the
  // retry carries the same key and the upstream stores or sends nothing twice.
  const smsKeyRef = useRef<string | null>(null);
  const submitKeyRef = useRef<string | null>(null);
  const [cities, setCities] = useState<City[]>([]);
  const [countdown, setCountdown] = useState(0);
  const [sending, setSending] = useState(false);
  const [codeError, setCodeError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  // Hydration makes no GraphQL request (DESIGN "A page request"): the captcha and the city tree load
  // once the form is on screen or focused; the popup is opened on purpose, so it loads at once.
  const [engaged, setEngaged] = useState(popup);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const el = formRef.current;
    if (engaged || !el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setEngaged(true));
    io.observe(el);
    return () => io.disconnect();
  }, [engaged]);

  // Returning mode: the last enquirer's name and phone.
  useEffect(() => {
    if (enquirer) {
      setName(enquirer.name);
      setMobile(enquirer.mobile);
    }
  }, [enquirer]);

  const refreshCaptcha = useCallback(async () => {
    try {
      const { data } = await client.query({ query: EnquiryCaptchaDocument, fetchPolicy: 'no-cache' });
      setCaptchaImage(data?.enquiryCaptcha.image ?? null);
      powRef.current?.abort.abort();
      const challenge = data?.enquiryCaptcha.pow;
      if (challenge) {
        const abort = new AbortController();
        powRef.current = { solution: solvePow(challenge, abort.signal), abort };
      } else powRef.current = null;
      // A new captcha is a new attempt.
      smsKeyRef.current = null;
    } catch {
      setCaptchaImage(null);
    }
  }, [client]);

  useEffect(() => {
    if (engaged && target && !returning) void refreshCaptcha();
  }, [engaged, target, returning, refreshCaptcha]);

  useEffect(() => {
    if (!engaged || !target) return;
    let live = true;
    client
      .query({ query: EnquiryCitiesDocument })
      .then(({ data }) => live && setCities((data?.cities ?? []) as City[]))
      .catch(() => live && setCities([]));
    return () => {
      live = false;
    };
  }, [client, engaged, target]);

  useEffect(() => {
    if (countdown <= 0) return;
    const t = setTimeout(() => setCountdown((n) => n - 1), 1000);
    return () => clearTimeout(t);
  }, [countdown]);

  // SPEC §4: the form is shown only when there is a brand (aid) to enquire about, or it is a 品牌营销
  // lead (typeid 2), which is about no brand.
  const marketing = target?.typeId === 2;
  if (!target || (!target.brandId && !marketing)) return null;

  const values = { name, mobile, captcha, smsCode };

  async function getCode() {
    setCodeError('');
    const problem = checkGetCode(values);
    if (problem) return notify('warning', problem);
    setSending(true);
    try {
      const pow = powRef.current ? await powRef.current.solution : null;
      if (powRef.current && !pow) {
        notify('warning', messages.powUnavailable);
        return;
      }
      smsKeyRef.current ??= newAttemptKey();
      const { data } = await client.mutate({
        mutation: SendSmsCodeDocument,
        variables: { phone: mobile.trim(), captcha: captcha.trim(), pow, idempotencyKey: smsKeyRef.current },
      });
      const r = data?.sendSmsCode;
      if (!r) throw new Error('no answer');
      smsKeyRef.current = null;
      if (r.ok) {
        notify('success', r.message);
        setCountdown(RESEND_SECONDS);
      } else {
        notify('warning', r.message);
        // The upstream spends the captcha on every attempt: a new image for the next one.
        setCaptcha('');
        void refreshCaptcha();
      }
    } catch (error) {
      setCodeError(` ${messages.requestFailed}`);
      // Honest about a timeout: the SMS may be on its way. The key is kept, so a retry sends none twice.
      if (outcomeUnknown(error)) notify('warning', messages.outcomeUnknownSms);
      else smsKeyRef.current = null;
    } finally {
      setSending(false);
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (submitting || !target) return;
    const problem = checkSubmit(values, returning);
    if (problem) return notify('warning', problem);
    setSubmitting(true);
    submitKeyRef.current ??= newAttemptKey();
    try {
      const { data } = await client.mutate({
        mutation: SubmitEnquiryDocument,
        variables: {
          input: {
            brandId: marketing ? null : target.brandId,
            categoryId: target.categoryId,
            merchantId: target.merchantId,
            investment: target.investment,
            title: target.title,
            url: withSearchKeyword(target.url),
            typeId: marketing ? 2 : 1,
            entrance: 1,
            name: name.trim(),
            mobile: mobile.trim(),
            address: [province, city].filter(Boolean).join('-'),
            content: content.trim(),
            smsCode: returning ? null : smsCode.trim(),
            idempotencyKey: submitKeyRef.current,
          },
        },
      });
      const r = data?.submitEnquiry;
      if (!r) throw new Error('no answer');
      submitKeyRef.current = null;
      if (r.ok) {
        notify('success', r.message);
        setEnquirer({ name: name.trim(), mobile: mobile.trim() });
        setProvince('');
        setCity('');
        setContent('');
        setCaptcha('');
        setSmsCode('');
        setCountdown(0);
        onDone?.();
      } else {
        notify('warning', r.message);
        if (returning && r.message === NOT_VERIFIED) setEnquirer(null);
      }
    } catch (error) {
      // Honest about a timeout: it may have been stored. The key is kept, so a retry cannot store twice.
      if (outcomeUnknown(error)) notify('error', `${messages.requestFailed}。${messages.outcomeUnknown}`);
      else {
        submitKeyRef.current = null;
        notify('error', messages.requestFailed);
      }
    } finally {
      setSubmitting(false);
    }
  }

  const cityOptions = cities.find((c) => c.name === province)?.children ?? [];

  return (
    <form className="sj-eq-form" data-testid={popup ? 'enquiry-form-popup' : 'enquiry-form'} data-mode={returning ? 'returning' : 'first'} aria-label="在线留言" noValidate onSubmit={submit} onFocus={() => setEngaged(true)} ref={formRef}>
      <style href="sj-enquiry-form" precedence="default">
        {FORM_CSS}
      </style>
      {popup ? null : (
        <p className="sj-muted" style={{ marginBottom: 12, fontSize: 13 }}>
          您正在咨询「{target.title}」{target.investment ? `，投资金额：${target.investment}` : ''}。留下联系方式，品牌方将尽快与您联系。
        </p>
      )}
      <div className="sj-eq-row">
        <label className="sj-eq-label sj-eq-req" htmlFor={id('name')}>
          姓名
        </label>
        <input id={id('name')} name="name" autoComplete="name" maxLength={20} placeholder="请输入您的姓名" value={name} onChange={(e) => setName(e.target.value)} style={{ width: 220 }} />
      </div>
      <div className="sj-eq-row">
        <label className="sj-eq-label sj-eq-req" htmlFor={id('mobile')}>
          手机号
        </label>
        <input
          id={id('mobile')}
          name="mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={11}
          placeholder="请输入您的手机号"
          value={mobile}
          readOnly={returning}
          aria-readonly={returning || undefined}
          onChange={(e) => setMobile(e.target.value)}
          style={{ width: 220 }}
        />
      </div>
      <div className="sj-eq-row" role="group" aria-labelledby={id('region-label')}>
        <span className="sj-eq-label" id={id('region-label')}>
          所在地区
        </span>
        <select aria-label="省份" value={province} onChange={(e) => (setProvince(e.target.value), setCity(''))} style={{ width: 140 }}>
          <option value="">请选择省份</option>
          {cities.map((c) => (
            <option key={c.name} value={c.name}>
              {c.name}
            </option>
          ))}
        </select>
        <select aria-label="城市" value={city} onChange={(e) => setCity(e.target.value)} disabled={!cityOptions.length} style={{ width: 140 }}>
          <option value="">请选择城市</option>
          {cityOptions.map((c) => (
            <option key={c.name} value={c.name}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div className="sj-eq-row">
        <label className="sj-eq-label" htmlFor={id('content')}>
          留言内容
        </label>
        <div style={{ flex: 1 }}>
          <div className="sj-eq-presets" role="group" aria-label="快捷留言">
            {(marketing ? MARKETING_QUICK_MESSAGES : QUICK_MESSAGES).map((q) => (
              <button key={q} type="button" onClick={() => setContent(q)} aria-pressed={content === q}>
                {q}
              </button>
            ))}
          </div>
          <textarea id={id('content')} name="content" rows={3} maxLength={500} placeholder="请输入留言内容，或点击上方快捷留言" value={content} onChange={(e) => setContent(e.target.value)} />
        </div>
      </div>
      {returning ? null : (
        <>
          <div className="sj-eq-row">
            <label className="sj-eq-label sj-eq-req" htmlFor={id('captcha')}>
              图片验证码
            </label>
            <input id={id('captcha')} name="captcha" autoComplete="off" maxLength={8} placeholder="请输入图片验证码" value={captcha} onChange={(e) => setCaptcha(e.target.value)} style={{ width: 150 }} />
            {/* Named by its content (the image's alt or the visible words), so what is seen is what is announced. */}
            <button type="button" className="sj-eq-captcha" onClick={() => void refreshCaptcha()} title="看不清？点击换一张">
              {captchaImage ? <img src={captchaImage} alt="图片验证码，看不清？点击图片换一张" data-testid="captcha-image" /> : <span className="sj-muted">点击获取</span>}
            </button>
          </div>
          <div className="sj-eq-row">
            <label className="sj-eq-label sj-eq-req" htmlFor={id('sms')}>
              手机验证码
            </label>
            <input id={id('sms')} name="smsCode" inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder="请输入手机验证码" value={smsCode} onChange={(e) => setSmsCode(e.target.value)} style={{ width: 150 }} />
            <button type="button" className="sj-btn sj-btn-outline sj-eq-code-btn" onClick={() => void getCode()} disabled={sending || countdown > 0} aria-live="polite">
              {countdown > 0 ? `重新获取(${countdown}秒)` : '获取验证码'}
            </button>
            {codeError ? (
              <span className="sj-eq-inline-error" role="alert">
                {codeError}
              </span>
            ) : null}
          </div>
        </>
      )}
      <div className="sj-eq-row">
        <span className="sj-eq-label" aria-hidden="true" />
        <div>
          <button type="submit" className="sj-btn sj-eq-submit" disabled={submitting} aria-busy={submitting || undefined} style={{ minWidth: 160 }}>
            {submitting ? '提交中...' : '同意并提交'}
          </button>
          <p className="sj-muted" style={{ marginTop: 8 }}>
            提交即视为同意
            {/* A plain link: the popup is rendered above the router (EnquiryProvider wraps it). */}
            <a href="/privacypolicy" className="sj-link">
              《隐私政策》
            </a>
            {marketing ? '，您的信息仅用于我们的品牌营销顾问与您联系。' : '，您的信息仅用于品牌方与您联系。'}
          </p>
        </div>
      </div>
    </form>
  );
}

/**
 * Whether a failed call may still have taken effect upstream: the gateway timed out waiting, or no
 * answer reached the browser at all. A refusal or an unreachable upstream is a definite failure.
 */
function outcomeUnknown(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((e) => e.extensions?.code === 'UPSTREAM_TIMEOUT' || e.extensions?.code === 'UPSTREAM_BAD_RESPONSE');
  return true;
}
