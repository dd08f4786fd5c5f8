// The enquiry form as an explicit state machine (a reducer): its states are the steps of SPEC §4–§5,
// and every change of step goes through `enquiryReducer`, so what the form may do next is read here
// rather than pieced together from a dozen flags.
//
//   filling ──GET_CODE──▶ requestingCode ──CODE_SENT──▶ filling (countdown 60 → 0, 重新获取(N秒))
//      │                        └──CODE_REFUSED / CODE_FAILED──▶ filling
//      └──SUBMIT──▶ submitting ──SUBMITTED──▶ submitted ──EDIT──▶ filling (a new enquiry, new consent)
//                        └──SUBMIT_REFUSED / SUBMIT_FAILED / NOT_VERIFIED──▶ filling
//
// Returning mode (SPEC §4) is not a step: it is whether the browser session holds the last enquirer,
// and only decides which fields the form shows. NOT_VERIFIED (the upstream's code 401) ends it.
//
// Retry keys: a request whose answer never came (timeout, upstream unavailable, no answer) keeps its
// idempotency key, and the next attempt sends the same key, so the upstream stores or sends nothing
// twice (upstream/src/enquiry/idempotency.ts). Only a definite answer (success or refusal) drops it.

export type Step = 'filling' | 'requestingCode' | 'submitting' | 'submitted';

export interface Fields {
  name: string;
  mobile: string;
  province: string;
  city: string;
  content: string;
  captcha: string;
  smsCode: string;
}

export interface EnquiryState {
  step: Step;
  fields: Fields;
  /** The separate consent for this one enquiry: unticked at first and again after every enquiry. */
  consent: boolean;
  /** Seconds left before another code may be asked for (SPEC §4: 60). */
  countdown: number;
  /** The get-code failure shown inline beside the button (SPEC §8), nothing else. */
  codeError: string;
  /** Idempotency keys of attempts whose outcome is unknown: sent again by the retry. */
  smsKey: string | null;
  submitKey: string | null;
}

export type EnquiryEvent =
  | { type: 'FIELD'; field: keyof Fields; value: string }
  | { type: 'PREFILL'; name: string; mobile: string }
  | { type: 'CONSENT'; checked: boolean }
  | { type: 'CAPTCHA_RENEWED' }
  | { type: 'GET_CODE'; key: string }
  | { type: 'CODE_SENT'; seconds: number }
  | { type: 'CODE_REFUSED' }
  | { type: 'CODE_FAILED'; error: string }
  | { type: 'TICK' }
  | { type: 'SUBMIT'; key: string }
  | { type: 'SUBMITTED' }
  | { type: 'SUBMIT_REFUSED' }
  | { type: 'SUBMIT_FAILED' }
  | { type: 'NOT_VERIFIED' }
  | { type: 'EDIT' };

export const emptyFields: Fields = { name: '', mobile: '', province: '', city: '', content: '', captcha: '', smsCode: '' };

export const initialEnquiryState: EnquiryState = {
  step: 'filling',
  fields: emptyFields,
  consent: false,
  countdown: 0,
  codeError: '',
  smsKey: null,
  submitKey: null,
};

/** Whether a step may take the event: a second click while a request runs does nothing. */
function accepts(step: Step, type: EnquiryEvent['type']): boolean {
  switch (type) {
    case 'GET_CODE':
    case 'SUBMIT':
      return step === 'filling' || step === 'submitted';
    case 'CODE_SENT':
    case 'CODE_REFUSED':
    case 'CODE_FAILED':
      return step === 'requestingCode';
    case 'SUBMITTED':
    case 'SUBMIT_REFUSED':
    case 'SUBMIT_FAILED':
    case 'NOT_VERIFIED':
      return step === 'submitting';
    default:
      return true;
  }
}

export function enquiryReducer(state: EnquiryState, event: EnquiryEvent): EnquiryState {
  if (!accepts(state.step, event.type)) return state;
  // Typing after a success starts the next enquiry.
  const editing = state.step === 'submitted' ? { step: 'filling' as const } : {};
  switch (event.type) {
    case 'FIELD': {
      const fields = { ...state.fields, [event.field]: event.value };
      // A new province empties the city.
      if (event.field === 'province') fields.city = '';
      return { ...state, ...editing, fields };
    }
    case 'PREFILL':
      return { ...state, fields: { ...state.fields, name: event.name, mobile: event.mobile } };
    case 'CONSENT':
      return { ...state, ...editing, consent: event.checked };
    case 'CAPTCHA_RENEWED':
      // A new captcha is a new get-code attempt.
      return { ...state, smsKey: null };
    case 'GET_CODE':
      return { ...state, step: 'requestingCode', codeError: '', smsKey: event.key };
    case 'CODE_SENT':
      return { ...state, step: 'filling', countdown: event.seconds, smsKey: null };
    case 'CODE_REFUSED':
      // The upstream spends the captcha on every attempt: the next one needs a new image.
      return { ...state, step: 'filling', smsKey: null, fields: { ...state.fields, captcha: '' } };
    case 'CODE_FAILED':
      return { ...state, step: 'filling', codeError: event.error };
    case 'TICK':
      return state.countdown > 0 ? { ...state, countdown: state.countdown - 1 } : state;
    case 'SUBMIT':
      return { ...state, step: 'submitting', submitKey: event.key };
    case 'SUBMITTED':
      // SPEC §4: region and message cleared (name and phone stay for returning mode); the consent
      // covered this enquiry only.
      return {
        ...state,
        step: 'submitted',
        submitKey: null,
        consent: false,
        countdown: 0,
        fields: { ...state.fields, province: '', city: '', content: '', captcha: '', smsCode: '' },
      };
    case 'SUBMIT_REFUSED':
      return { ...state, step: 'filling', submitKey: null };
    case 'SUBMIT_FAILED':
      // The outcome is unknown: keep the key for the retry.
      return { ...state, step: 'filling' };
    case 'NOT_VERIFIED':
      return { ...state, step: 'filling', submitKey: null, fields: { ...state.fields, captcha: '', smsCode: '' } };
    case 'EDIT':
      return { ...state, step: 'filling' };
  }
}
