// The captcha + proof-of-work client (captcha-proof.ts) for React forms, over the page's Apollo Client.
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { CaptchaProof } from './captcha-proof';
import { EnquiryCaptchaDocument } from './documents';

export interface CaptchaProofState {
  /** The image shown (a data: URL); null before the first one or after a failure. */
  image: string | null;
  /** Whether the last load failed. */
  failed: boolean;
  /** Loads a new image; resolves true when it is shown (false: failed, or a newer one replaced it). */
  renew: () => Promise<boolean>;
  /** The proof to send with the typed answer (captcha-proof.ts). */
  proof: CaptchaProof['proof'];
}

export function useCaptchaProof(): CaptchaProofState {
  const client = useApolloClient();
  const captcha = useMemo(
    () => new CaptchaProof(async () => (await client.query({ query: EnquiryCaptchaDocument, fetchPolicy: 'no-cache' })).data?.enquiryCaptcha),
    [client],
  );
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => () => captcha.dispose(), [captcha]);
  const renew = useCallback(async () => {
    try {
      const shown = await captcha.renew();
      if (shown === undefined) return false;
      setImage(shown);
      setFailed(false);
      return true;
    } catch {
      setImage(null);
      setFailed(true);
      return false;
    }
  }, [captcha]);
  const proof = useCallback(() => captcha.proof(), [captcha]);
  return { image, failed, renew, proof };
}
