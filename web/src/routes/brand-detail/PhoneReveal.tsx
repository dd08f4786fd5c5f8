// 查看电话 (SPEC §2) for a certified brand. The phone is never part of the page (docs/decisions/0036): a
// click asks the gateway's revealBrandPhone, which counts reveals per visitor session and address. Past
// the free few a day it asks for the enquiry form's proof: this session's image captcha and its proof of
// work, solved in the background while the visitor reads the image (docs/decisions/0097). Its rules are in
// the page's sheet (styles.css.ts, `.sj-bd-phone…`).
import { Input } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useCaptchaProof } from '../../components/enquiry/useCaptchaProof';
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
  | { kind: 'captcha'; message: string; checking: boolean }
  | { kind: 'refused'; message: string }
  | { kind: 'failed' };

export function PhoneReveal({ brandId }: { brandId: string }) {
  const client = useApolloClient();
  const [state, setState] = useState<State>({ kind: 'hidden' });
  const [answer, setAnswer] = useState('');
  // The enquiry form's captcha and proof of work (the one client: components/enquiry/useCaptchaProof.ts).
  const captchaProof = useCaptchaProof();
  const inputId = useId();

  const newCaptcha = async (message: string) => {
    setAnswer('');
    const shown = await captchaProof.renew();
    setState({ kind: 'captcha', message: shown ? message : BUSY, checking: false });
  };

  const reveal = async (captcha?: string) => {
    try {
      let solution: string | undefined;
      if (captcha !== undefined) {
        const proof = await captchaProof.proof();
        // Not solvable here: a new image (and challenge) with the reason, as the enquiry form does.
        if (!proof.ok) return await newCaptcha(proof.message);
        solution = proof.pow ?? undefined;
      }
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
          {captchaProof.image ? (
            <button type="button" onClick={() => void newCaptcha(state.message)} title="看不清？换一张" className="sj-bd-phone-captcha-image">
              <img src={captchaProof.image} alt="图片验证码，点击换一张" width={100} height={30} />
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
