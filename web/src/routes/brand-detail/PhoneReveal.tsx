// 查看电话 (SPEC §2) for a certified brand. The phone is never part of the page (docs/decisions/0036): a
// click asks the gateway's revealBrandPhone, which counts reveals per visitor session and address. Past
// the free few a day it asks for the enquiry form's proof: this session's image captcha and its proof of
// work, solved in the background while the visitor reads the image (docs/decisions/0097). Its rules are in
// the page's sheet (styles.css.ts, `.sj-bd-phone…`).
import { Input } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useId, useRef, useState } from 'react';
import { EnquiryCaptchaDocument } from '../../components/enquiry/documents';
import { solvePow } from '../../components/enquiry/pow';
import { graphql } from '../../gql';

export const RevealBrandPhoneDocument = graphql(`
  mutation RevealBrandPhone($brandId: ID!, $captcha: String, $pow: String) {
    revealBrandPhone(brandId: $brandId, captcha: $captcha, pow: $pow) {
      code
      message
      phone
    }
  }
`);

const BUSY = '系统繁忙！请稍后再试！';

type State =
  | { kind: 'hidden' }
  | { kind: 'loading' }
  | { kind: 'shown'; phone: string | null }
  | { kind: 'captcha'; image: string | null; message: string; checking: boolean }
  | { kind: 'refused'; message: string }
  | { kind: 'failed' };

export function PhoneReveal({ brandId }: { brandId: string }) {
  const client = useApolloClient();
  const [state, setState] = useState<State>({ kind: 'hidden' });
  const [answer, setAnswer] = useState('');
  const pow = useRef<{ solution: Promise<string | null>; abort: AbortController } | null>(null);
  const inputId = useId();

  const newCaptcha = async (message: string) => {
    setAnswer('');
    pow.current?.abort.abort();
    pow.current = null;
    try {
      const { data } = await client.query({ query: EnquiryCaptchaDocument, fetchPolicy: 'no-cache' });
      const challenge = data?.enquiryCaptcha.pow;
      if (challenge) {
        const abort = new AbortController();
        pow.current = { solution: solvePow(challenge, abort.signal), abort };
      }
      setState({ kind: 'captcha', image: data?.enquiryCaptcha.image ?? null, message, checking: false });
    } catch {
      setState({ kind: 'captcha', image: null, message: BUSY, checking: false });
    }
  };

  const reveal = async (captcha?: string) => {
    try {
      const solution = captcha !== undefined ? ((await pow.current?.solution) ?? undefined) : undefined;
      const { data } = await client.mutate({ mutation: RevealBrandPhoneDocument, variables: { brandId, captcha, pow: solution } });
      const r = data?.revealBrandPhone;
      if (!r) throw new Error('no answer');
      if (r.code === 'SHOWN' || r.code === 'NONE') setState({ kind: 'shown', phone: r.phone ?? null });
      else if (r.code === 'DAILY_LIMIT') setState({ kind: 'refused', message: r.message });
      else await newCaptcha(r.message);
    } catch (err) {
      console.warn('phone reveal failed', err);
      setState({ kind: 'failed' });
    }
  };

  if (state.kind === 'shown') {
    return (
      <span data-testid="phone" className="sj-red sj-bd-phone" aria-live="polite">
        {state.phone || '暂无电话'}
      </span>
    );
  }
  if (state.kind === 'captcha') {
    return (
      <form
        data-testid="phone-captcha"
        className="sj-bd-phone-captcha"
        onSubmit={(e) => {
          e.preventDefault();
          if (!answer.trim() || state.checking) return;
          setState({ ...state, checking: true });
          void reveal(answer.trim());
        }}
      >
        <p role="alert" className="sj-bd-phone-captcha-message">
          {state.message}
        </p>
        <div className="sj-bd-phone-captcha-row">
          <label htmlFor={inputId}>图片验证码</label>
          <Input id={inputId} value={answer} onChange={(e) => setAnswer(e.target.value)} autoComplete="off" maxLength={8} />
          {state.image ? (
            <button type="button" onClick={() => void newCaptcha(state.message)} title="看不清？换一张" className="sj-bd-phone-captcha-image">
              <img src={state.image} alt="图片验证码，点击换一张" width={100} height={30} />
            </button>
          ) : null}
          <button type="submit" className="sj-btn" disabled={state.checking} aria-busy={state.checking || undefined}>
            查看电话
          </button>
        </div>
      </form>
    );
  }
  return (
    <>
      <button
        type="button"
        className="sj-btn"
        onClick={() => {
          setState({ kind: 'loading' });
          void reveal();
        }}
        disabled={state.kind === 'loading'}
        aria-busy={state.kind === 'loading' || undefined}
      >
        查看电话
      </button>
      {state.kind === 'failed' || state.kind === 'refused' ? (
        <span role="alert" className="sj-red sj-bd-phone-alert">
          {state.kind === 'refused' ? state.message : BUSY}
        </span>
      ) : null}
    </>
  );
}
