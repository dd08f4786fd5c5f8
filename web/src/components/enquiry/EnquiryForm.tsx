// The enquiry (guestbook) form of SPEC §4–§5, inline on brand pages and inside the popup. First time:
// image captcha → SMS code (60 s countdown) → guestBookCode. Returning (this browser session already
// enquired): name and phone pre-filled, phone read-only, no captcha or code, guestBook. Every enquiry
// carries its own consent naming who receives it (an unticked checkbox, docs/decisions/0079); the
// steps are the reducer of machine.ts.
import { NOT_VERIFIED_CODE } from '@shangji/contract/captcha-proof';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useId, useReducer, useRef, useState, type FormEvent } from 'react';
import { consentText, MY_ENQUIRIES_PATH } from '@shangji/contract/consent';
import { CombinedGraphQLErrors, ServerParseError } from '@apollo/client/errors';
import { EnquiryCitiesDocument, SendSmsCodeDocument, SubmitEnquiryDocument } from './documents';
import { codeAnswered, codeFailed, type CodeOutcome } from './code-answer';
import { enquiryInput } from './enquiry-input';
import { newAttemptKey } from './pow';
import { useCaptchaProof } from './useCaptchaProof';
import { useEnquiry, type EnquiryTarget } from './context';
import { checkConsent, checkGetCode, checkSubmit, messages, QUICK_MESSAGES } from './validate';
import { enquiryReducer, initialEnquiryState, type Fields } from './machine';
import { Sheet } from '../Sheet';
import sheet from './EnquiryForm.css.ts?sheet';

// The upstream's code when this browser session has not proven the phone (returning mode): start over.

interface City {
  name: string;
  children: { name: string }[];
}

export function EnquiryForm({ target, popup = false, onDone }: { target: EnquiryTarget | null; popup?: boolean; onDone?: () => void }) {
  const client = useApolloClient();
  const { enquirer, setEnquirer, notify } = useEnquiry();
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const returning = enquirer !== null;

  // Every step of the flow lives in the reducer (machine.ts); the component runs its side effects.
  const [state, dispatch] = useReducer(enquiryReducer, initialEnquiryState);
  const { fields, step, countdown, consent } = state;
  const { name, mobile, province, city, content, captcha, smsCode } = fields;
  const set = (field: keyof Fields) => (e: { target: { value: string } }) => dispatch({ type: 'FIELD', field, value: e.target.value });
  const [cities, setCities] = useState<City[]>([]);
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
    if (enquirer) dispatch({ type: 'PREFILL', name: enquirer.name, mobile: enquirer.mobile });
  }, [enquirer]);

  // A new image captcha and, when the upstream asks for one, its proof of work solving in the background
  // (the one captcha client: useCaptchaProof.ts); the answer typed for the old image no longer counts.
  const captchaProof = useCaptchaProof();
  const { renew: renewCaptcha } = captchaProof;
  const refreshCaptcha = useCallback(async () => {
    if (await renewCaptcha()) dispatch({ type: 'CAPTCHA_RENEWED' });
  }, [renewCaptcha]);

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
    const t = setTimeout(() => dispatch({ type: 'TICK' }), 1000);
    return () => clearTimeout(t);
  }, [countdown]);

  // SPEC §4: the form is shown only when there is a brand (aid) to enquire about, or it is a 品牌营销
  // lead (typeid 2), which is about no brand.
  const marketing = target?.typeId === 2;
  if (!target || (!target.brandId && !marketing)) return null;

  // The consent for this one enquiry, word for word what is stored with it (contract/src/consent.ts).
  const consentWording = consentText(target.recipient, target.title, target.recipientContact);
  const values = { name, mobile, captcha, smsCode };

  /** 获取验证码's outcome applied (code-answer.ts, the same on the mobile page). */
  function settle(o: CodeOutcome) {
    dispatch(o.event);
    if (o.notice) notify(...o.notice);
    if (o.newCaptcha) void refreshCaptcha();
  }

  async function getCode() {
    if (step !== 'filling' && step !== 'submitted') return;
    const problem = checkGetCode(values);
    if (problem) return notify('warning', problem);
    const proof = await captchaProof.proof();
    if (!proof.ok) return notify('warning', proof.message);
    const { pow } = proof;
    const key = state.smsKey ?? newAttemptKey();
    dispatch({ type: 'GET_CODE', key });
    try {
      const { data } = await client.mutate({
        mutation: SendSmsCodeDocument,
        variables: { phone: mobile.trim(), captcha: captcha.trim(), pow, idempotencyKey: key },
      });
      settle(codeAnswered(data?.sendSmsCode));
    } catch (error) {
      settle(codeFailed(emptyAnswer(error)));
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!target || (step !== 'filling' && step !== 'submitted')) return;
    const problem = checkSubmit(values, returning) ?? checkConsent(consent, target.recipient);
    if (problem) return notify('warning', problem);
    // The key of an attempt whose answer never came is sent again (machine.ts).
    const key = state.submitKey ?? newAttemptKey();
    dispatch({ type: 'SUBMIT', key });
    try {
      const { data } = await client.mutate({
        mutation: SubmitEnquiryDocument,
        variables: { input: enquiryInput(target, { name, mobile, province, city, content, smsCode }, returning, key) },
      });
      const r = data?.submitEnquiry;
      if (!r) {
        dispatch({ type: 'SUBMIT_FAILED' });
        return notify('error', messages.emptyResponse);
      }
      if (r.ok) {
        notify('success', r.message);
        setEnquirer({ name: name.trim(), mobile: mobile.trim() });
        dispatch({ type: 'SUBMITTED' });
        onDone?.();
      } else if (r.code === NOT_VERIFIED_CODE) {
        // This session no longer vouches for the phone: back to first-time mode (captcha and code).
        notify('warning', r.message);
        dispatch({ type: 'NOT_VERIFIED' });
        setEnquirer(null);
      } else {
        notify('warning', r.message);
        dispatch({ type: 'SUBMIT_REFUSED' });
      }
    } catch (error) {
      // SPEC §8: 系统参数错误 (系统繁忙！请稍后再试！ for an empty answer). It may have been stored: the
      // key is kept, so the retry cannot store it twice.
      dispatch({ type: 'SUBMIT_FAILED' });
      notify('error', emptyAnswer(error) ? messages.emptyResponse : messages.requestFailed);
    }
  }

  const cityOptions = cities.find((c) => c.name === province)?.children ?? [];

  return (
    <form className="sj-eq-form" data-testid={popup ? 'enquiry-form-popup' : 'enquiry-form'} data-mode={returning ? 'returning' : 'first'} data-step={step} aria-label="在线留言" noValidate onSubmit={submit} onFocus={() => setEngaged(true)} ref={formRef}>
      <Sheet sheet={sheet} />
      {popup ? null : (
        <p className="sj-muted sj-eq-intro">
          您正在咨询「{target.title}」{target.investment ? `，投资金额：${target.investment}` : ''}。留下联系方式，{target.recipient}将与您联系。
        </p>
      )}
      <div className="sj-eq-row">
        <label className="sj-eq-label sj-eq-req" htmlFor={id('name')}>
          姓名
        </label>
        <input id={id('name')} name="name" autoComplete="name" maxLength={20} placeholder="请输入您的姓名" value={name} onChange={set('name')} className="sj-eq-w220" />
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
          onChange={set('mobile')}
          className="sj-eq-w220"
        />
      </div>
      <div className="sj-eq-row" role="group" aria-labelledby={id('region-label')}>
        <span className="sj-eq-label" id={id('region-label')}>
          所在地区
        </span>
        <select aria-label="省份" value={province} onChange={set('province')} className="sj-eq-w140">
          <option value="">请选择省份</option>
          {cities.map((c) => (
            <option key={c.name} value={c.name}>
              {c.name}
            </option>
          ))}
        </select>
        <select aria-label="城市" value={city} onChange={set('city')} disabled={!cityOptions.length} className="sj-eq-w140">
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
        <div className="sj-eq-fill">
          <div className="sj-eq-presets" role="group" aria-label="快捷留言">
            {QUICK_MESSAGES.map((q) => (
              <button key={q} type="button" onClick={() => dispatch({ type: 'FIELD', field: 'content', value: q })} aria-pressed={content === q}>
                {q}
              </button>
            ))}
          </div>
          <textarea id={id('content')} name="content" rows={3} maxLength={500} placeholder="请输入留言内容，或点击上方快捷留言" value={content} onChange={set('content')} />
        </div>
      </div>
      {returning ? null : (
        <>
          <div className="sj-eq-row">
            <label className="sj-eq-label sj-eq-req" htmlFor={id('captcha')}>
              图片验证码
            </label>
            <input id={id('captcha')} name="captcha" autoComplete="off" maxLength={8} placeholder="请输入图片验证码" value={captcha} onChange={set('captcha')} className="sj-eq-w150" />
            {/* Named by its content (the image's alt or the visible words), so what is seen is what is announced. */}
            <button type="button" className="sj-eq-captcha" onClick={() => void refreshCaptcha()} title="看不清？点击换一张">
              {captchaProof.image ? <img src={captchaProof.image} alt="图片验证码，看不清？点击图片换一张" data-testid="captcha-image" /> : <span className="sj-muted">点击获取</span>}
            </button>
          </div>
          <div className="sj-eq-row">
            <label className="sj-eq-label sj-eq-req" htmlFor={id('sms')}>
              手机验证码
            </label>
            <input id={id('sms')} name="smsCode" inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder="请输入手机验证码" value={smsCode} onChange={set('smsCode')} className="sj-eq-w150" />
            <button type="button" className="sj-btn sj-btn-outline sj-eq-code-btn" onClick={() => void getCode()} disabled={step === 'requestingCode' || countdown > 0} aria-live="polite">
              {countdown > 0 ? `重新获取(${countdown}秒)` : '获取验证码'}
            </button>
            {state.codeError ? (
              <span className="sj-eq-inline-error" role="alert">
                {state.codeError}
              </span>
            ) : null}
          </div>
        </>
      )}
      <div className="sj-eq-row">
        <span className="sj-eq-label" aria-hidden="true" />
        <div className="sj-eq-consent">
          {/* The separate consent for this one enquiry (PIPL Art. 23): unticked, naming the recipient,
              the purpose and how long it is kept; its words are stored with the enquiry. */}
          <input type="checkbox" id={id('consent')} name="consent" checked={consent} onChange={(e) => dispatch({ type: 'CONSENT', checked: e.target.checked })} aria-describedby={id('consent-more')} />
          <label htmlFor={id('consent')} data-testid="enquiry-consent">
            {consentWording}
          </label>
          <p id={id('consent-more')} className="sj-muted">
            接收方：<strong>{target.recipient}</strong>。不勾选则不会提交，也不会提供给任何人。详见
            {/* A plain link: the popup is rendered above the router (EnquiryProvider wraps it). */}
            <a href="/privacypolicy" className="sj-link">
              《隐私政策》
            </a>
            ；提交后可在
            <a href={MY_ENQUIRIES_PATH} className="sj-link">
              我的咨询
            </a>
            查看、撤回或删除。
          </p>
        </div>
      </div>
      <div className="sj-eq-row">
        <span className="sj-eq-label" aria-hidden="true" />
        <div>
          <button type="submit" className="sj-btn sj-eq-submit" disabled={step === 'submitting'} aria-busy={step === 'submitting' || undefined}>
            {step === 'submitting' ? '提交中...' : '同意并提交'}
          </button>
        </div>
      </div>
    </form>
  );
}

/** An answer without a body, the gateway's or the upstream's (SPEC §7: 'a response without a body shows system busy'). */
function emptyAnswer(error: unknown): boolean {
  if (ServerParseError.is(error)) return !error.bodyText.trim();
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.empty === true);
}
