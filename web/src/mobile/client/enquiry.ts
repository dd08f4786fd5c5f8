// The mobile enquiry form's behaviour over its server-rendered markup (routes/brand-detail/EnquiryForm.tsx).
// The same flow as the desktop form (components/enquiry/EnquiryForm.tsx): the steps are the desktop's
// reducer (machine.ts), the checks and messages its validate.ts, the proof of work and attempt keys its
// pow.ts; only the drawing is plain DOM. First time: image captcha → SMS code (60 s) → submit with the
// code; returning (this tab's session already enquired): name and phone kept, no captcha or code.
import { NOT_VERIFIED_CODE } from '@shangji/contract/captcha-proof';
import type { EnquiryTarget } from '../../components/enquiry/context';
// The documents of components/enquiry/documents.ts, imported by name from the generated module: the
// `graphql()` lookup would bring every document of the site into this small script.
import { EnquiryCaptchaDocument, EnquiryCitiesDocument, SendSmsCodeDocument, SubmitEnquiryDocument } from '../../gql/graphql';
import { enquiryReducer, initialEnquiryState, type EnquiryEvent, type EnquiryState, type Fields } from '../../components/enquiry/machine';
import { CaptchaProof } from '../../components/enquiry/captcha-proof';
import { codeAnswered, codeFailed, type CodeOutcome } from '../../components/enquiry/code-answer';
import { enquiryInput } from '../../components/enquiry/enquiry-input';
import { newAttemptKey } from '../../components/enquiry/pow';
import { checkConsent, checkGetCode, checkSubmit, messages } from '../../components/enquiry/validate';
import { EmptyAnswer, request } from './graphql';
import { notify } from './toast';

// The upstream's code when this browser session has not proven the phone (returning mode): start over.
// The same key as the desktop's (components/enquiry/EnquiryProvider.tsx), on this origin.
const ENQUIRER_KEY = 'sj_enquirer';

interface Enquirer {
  name: string;
  mobile: string;
}

interface City {
  name: string;
  children: { name: string }[];
}

function readEnquirer(): Enquirer | null {
  try {
    const v = JSON.parse(sessionStorage.getItem(ENQUIRER_KEY) ?? 'null') as Partial<Enquirer> | null;
    return v?.name && v.mobile ? { name: v.name, mobile: v.mobile } : null;
  } catch {
    return null;
  }
}

function writeEnquirer(e: Enquirer | null) {
  try {
    if (e) sessionStorage.setItem(ENQUIRER_KEY, JSON.stringify(e));
    else sessionStorage.removeItem(ENQUIRER_KEY);
  } catch {
    /* storage disabled: returning mode lasts for this page only */
  }
}

const FIELD_NAMES: ReadonlyArray<keyof Fields> = ['name', 'mobile', 'province', 'city', 'content', 'captcha', 'smsCode'];

export function bindEnquiry(form: HTMLFormElement): void {
  const target = JSON.parse(form.dataset.enquiry ?? 'null') as EnquiryTarget | null;
  if (!target) return;
  const input = (name: keyof Fields) => form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null;
  const consentBox = form.elements.namedItem('consent') as HTMLInputElement;
  const codeButton = form.querySelector<HTMLButtonElement>('[data-get-code]');
  const codeError = form.querySelector<HTMLElement>('[data-code-error]');
  const captchaButton = form.querySelector<HTMLButtonElement>('[data-captcha]');
  const submitButton = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const firstOnly = form.querySelector<HTMLElement>('[data-first-only]');
  const presets = [...form.querySelectorAll<HTMLButtonElement>('[data-preset]')];

  let state: EnquiryState = initialEnquiryState;
  let enquirer = readEnquirer();
  let cities: City[] = [];
  // The one captcha + proof-of-work client (components/enquiry/captcha-proof.ts), as the desktop form's.
  const captcha = new CaptchaProof(async () => (await request(EnquiryCaptchaDocument)).enquiryCaptcha);
  let ticking: ReturnType<typeof setInterval> | undefined;

  const dispatch = (event: EnquiryEvent) => {
    state = enquiryReducer(state, event);
    draw();
  };

  function fillCities() {
    const province = input('province') as HTMLSelectElement;
    const city = input('city') as HTMLSelectElement;
    if (province.options.length <= 1 && cities.length) {
      for (const c of cities) province.add(new Option(c.name, c.name));
    }
    const children = cities.find((c) => c.name === state.fields.province)?.children ?? [];
    if (city.dataset.for !== state.fields.province) {
      city.length = 1;
      for (const c of children) city.add(new Option(c.name, c.name));
      city.dataset.for = state.fields.province;
    }
    city.disabled = children.length === 0;
  }

  function draw() {
    const returning = enquirer !== null;
    form.dataset.step = state.step;
    form.dataset.mode = returning ? 'returning' : 'first';
    for (const name of FIELD_NAMES) {
      const el = input(name);
      if (el && el.value !== state.fields[name]) el.value = state.fields[name];
    }
    const mobile = input('mobile') as HTMLInputElement;
    mobile.readOnly = returning;
    if (firstOnly) firstOnly.hidden = returning;
    consentBox.checked = state.consent;
    fillCities();
    for (const p of presets) p.setAttribute('aria-pressed', String(state.fields.content === p.dataset.preset));
    if (codeButton) {
      codeButton.disabled = state.step === 'requestingCode' || state.countdown > 0;
      codeButton.textContent = state.countdown > 0 ? `重新获取(${state.countdown}秒)` : '获取验证码';
    }
    if (codeError) {
      codeError.textContent = state.codeError;
      codeError.hidden = !state.codeError;
    }
    submitButton.disabled = state.step === 'submitting';
    submitButton.toggleAttribute('aria-busy', state.step === 'submitting');
    submitButton.textContent = state.step === 'submitting' ? '提交中...' : '同意并提交';
    if (state.countdown > 0 && !ticking) ticking = setInterval(() => dispatch({ type: 'TICK' }), 1000);
    if (state.countdown <= 0 && ticking) {
      clearInterval(ticking);
      ticking = undefined;
    }
  }

  /** 获取验证码's outcome applied (components/enquiry/code-answer.ts, the same on the desktop form). */
  function settle(o: CodeOutcome) {
    dispatch(o.event);
    if (o.notice) notify(...o.notice);
    if (o.newCaptcha) void refreshCaptcha();
  }

  async function refreshCaptcha() {
    if (!captchaButton) return;
    try {
      const image = await captcha.renew();
      // A newer renew() started meanwhile: its image is the one to show.
      if (image === undefined) return;
      captchaButton.replaceChildren();
      const img = document.createElement('img');
      img.src = image ?? '';
      img.alt = '图片验证码，看不清？点击图片换一张';
      img.dataset.testid = 'captcha-image';
      captchaButton.append(img);
      dispatch({ type: 'CAPTCHA_RENEWED' });
    } catch {
      captchaButton.replaceChildren(Object.assign(document.createElement('span'), { className: 'm-muted', textContent: '获取失败，点击重试' }));
    }
  }

  // Nothing is asked of /graphql until the visitor comes to the form (as the desktop's).
  let engaged = false;
  function engage() {
    if (engaged) return;
    engaged = true;
    if (!enquirer) void refreshCaptcha();
    request(EnquiryCitiesDocument)
      .then((data) => {
        cities = (data.cities ?? []) as City[];
        draw();
      })
      .catch(() => undefined);
  }
  form.addEventListener('focusin', engage);
  if (typeof IntersectionObserver !== 'undefined') {
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        io.disconnect();
        engage();
      }
    });
    io.observe(form);
  }

  form.addEventListener('input', (e) => {
    const el = e.target as HTMLInputElement;
    if (el === consentBox) return dispatch({ type: 'CONSENT', checked: consentBox.checked });
    if ((FIELD_NAMES as readonly string[]).includes(el.name)) dispatch({ type: 'FIELD', field: el.name as keyof Fields, value: el.value });
  });
  form.addEventListener('change', (e) => {
    if (e.target === consentBox) dispatch({ type: 'CONSENT', checked: consentBox.checked });
  });
  for (const p of presets) p.addEventListener('click', () => dispatch({ type: 'FIELD', field: 'content', value: p.dataset.preset ?? '' }));
  captchaButton?.addEventListener('click', () => void refreshCaptcha());

  const values = () => ({ name: state.fields.name, mobile: state.fields.mobile, captcha: state.fields.captcha, smsCode: state.fields.smsCode });

  codeButton?.addEventListener('click', async () => {
    if (state.step !== 'filling' && state.step !== 'submitted') return;
    const problem = checkGetCode(values());
    if (problem) return notify('warning', problem);
    const proof = await captcha.proof();
    if (!proof.ok) return notify('warning', proof.message);
    const solution = proof.pow;
    const key = state.smsKey ?? newAttemptKey();
    dispatch({ type: 'GET_CODE', key });
    try {
      const data = await request(SendSmsCodeDocument, { phone: state.fields.mobile.trim(), captcha: state.fields.captcha.trim(), pow: solution, idempotencyKey: key });
      settle(codeAnswered(data.sendSmsCode));
    } catch (error) {
      settle(codeFailed(error instanceof EmptyAnswer));
    }
  });

  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    if (state.step !== 'filling' && state.step !== 'submitted') return;
    const returning = enquirer !== null;
    const problem = checkSubmit(values(), returning) ?? checkConsent(state.consent, target.recipient);
    if (problem) return notify('warning', problem);
    const key = state.submitKey ?? newAttemptKey();
    dispatch({ type: 'SUBMIT', key });
    const f = state.fields;
    try {
      const data = await request(SubmitEnquiryDocument, { input: enquiryInput(target, f, returning, key) });
      const r = data.submitEnquiry;
      if (!r) {
        dispatch({ type: 'SUBMIT_FAILED' });
        return notify('error', messages.emptyResponse);
      }
      if (r.ok) {
        notify('success', r.message);
        enquirer = { name: f.name.trim(), mobile: f.mobile.trim() };
        writeEnquirer(enquirer);
        dispatch({ type: 'SUBMITTED' });
      } else if (r.code === NOT_VERIFIED_CODE) {
        notify('warning', r.message);
        enquirer = null;
        writeEnquirer(null);
        dispatch({ type: 'NOT_VERIFIED' });
        void refreshCaptcha();
      } else {
        notify('warning', r.message);
        dispatch({ type: 'SUBMIT_REFUSED' });
      }
    } catch (error) {
      // SPEC §8; the key is kept, so the retry cannot store it twice.
      dispatch({ type: 'SUBMIT_FAILED' });
      notify('error', error instanceof EmptyAnswer ? messages.emptyResponse : messages.requestFailed);
    }
  });

  if (enquirer) dispatch({ type: 'PREFILL', name: enquirer.name, mobile: enquirer.mobile });
  else draw();
}
