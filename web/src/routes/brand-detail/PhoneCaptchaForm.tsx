// 查看电话's captcha step (PhoneReveal.tsx), loaded only when a visitor is past the free reveals: the
// image captcha and its proof of work (the one client, components/enquiry/useCaptchaProof.ts) are not part
// of the brand page's first JavaScript. A new `round` asks for a new image (the reveal was refused again).
import { Input } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { useCaptchaProof } from '../../components/enquiry/useCaptchaProof';

const BUSY = '系统繁忙！请稍后再试！';

export interface PhoneCaptchaFormProps {
  /** Why the captcha is asked (the gateway's message), or the last refusal's. */
  message: string;
  /** Bumped by the parent for each refusal: a new image. */
  round: number;
  /** Sends the typed answer and the proof; resolves when the parent has its answer. */
  onSubmit: (captcha: string, pow: string | undefined) => Promise<void>;
}

export default function PhoneCaptchaForm({ message, round, onSubmit }: PhoneCaptchaFormProps) {
  const { image, renew, proof } = useCaptchaProof();
  const [answer, setAnswer] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const inputId = useId();

  // A new image for each round; a new image voids the answer typed for the old one.
  useEffect(() => {
    let live = true;
    void renew().then((shown) => {
      if (!live) return;
      setAnswer('');
      setNote(shown ? null : BUSY);
    });
    return () => {
      live = false;
    };
  }, [renew, round]);

  return (
    <form
      data-testid="phone-captcha"
      className="sj-bd-phone-captcha"
      onSubmit={(e) => {
        e.preventDefault();
        if (!answer.trim() || checking) return;
        setChecking(true);
        void (async () => {
          const checked = await proof();
          // Not solvable here: a new image (and challenge) with the reason, as the enquiry form does.
          if (!checked.ok) {
            setNote(checked.message);
            await renew();
          } else await onSubmit(answer.trim(), checked.pow ?? undefined);
          setChecking(false);
        })();
      }}
    >
      <p role="alert" className="sj-bd-phone-captcha-message">
        {note ?? message}
      </p>
      <div className="sj-bd-phone-captcha-row">
        <label htmlFor={inputId}>图片验证码</label>
        <Input id={inputId} value={answer} onChange={(e) => setAnswer(e.target.value)} autoComplete="off" maxLength={8} />
        {image ? (
          <button type="button" onClick={() => void renew().then(() => setAnswer(''))} title="看不清？换一张" className="sj-bd-phone-captcha-image">
            <img src={image} alt="图片验证码，点击换一张" width={100} height={30} />
          </button>
        ) : null}
        <button type="submit" className="sj-btn" disabled={checking} aria-busy={checking || undefined}>
          查看电话
        </button>
      </div>
    </form>
  );
}
