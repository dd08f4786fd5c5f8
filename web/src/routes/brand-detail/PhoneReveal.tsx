// 查看电话 (SPEC §2) for a certified brand. The phone is never part of the page (docs/decisions/0036): a
// click asks the gateway's revealBrandPhone, which counts reveals per visitor session and address. Past
// the free few a day it asks for the enquiry form's proof: this session's image captcha and its proof of
// work, solved in the background while the visitor reads the image (docs/decisions/0097). Its rules are in
// the page's sheet (styles.css.ts, `.sj-bd-phone…`).
import { useApolloClient } from '@apollo/client/react';
import { lazy, Suspense, useState } from 'react';

const BUSY = '系统繁忙！请稍后再试！';

// The captcha step, past the free reveals: its own chunk (with the captcha client and Chakra's input).
const PhoneCaptchaForm = lazy(() => import('./PhoneCaptchaForm'));

type State =
  | { kind: 'hidden' }
  | { kind: 'loading' }
  | { kind: 'shown'; phone: string | null }
  | { kind: 'captcha'; message: string; round: number }
  | { kind: 'refused'; message: string }
  | { kind: 'failed' };

export function PhoneReveal({ brandId }: { brandId: string }) {
  const client = useApolloClient();
  const [state, setState] = useState<State>({ kind: 'hidden' });

  const reveal = async (captcha?: string, pow?: string) => {
    try {
      // The mutation's document comes with the first click, not with every brand page.
      const { RevealBrandPhoneDocument } = await import('./reveal-phone-document');
      const { data } = await client.mutate({ mutation: RevealBrandPhoneDocument, variables: { brandId, captcha, pow } });
      const r = data?.revealBrandPhone;
      if (!r) throw new Error('no answer');
      if (r.code === 'SHOWN' || r.code === 'NONE') setState({ kind: 'shown', phone: r.phone ?? null });
      else if (r.code === 'DAILY_LIMIT') setState({ kind: 'refused', message: r.message });
      // The captcha is asked (or the answer was wrong): a new image with the gateway's message.
      else setState((s) => ({ kind: 'captcha', message: r.message, round: s.kind === 'captcha' ? s.round + 1 : 0 }));
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
      <Suspense fallback={<span className="sj-muted">加载中…</span>}>
        <PhoneCaptchaForm message={state.message} round={state.round} onSubmit={reveal} />
      </Suspense>
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
