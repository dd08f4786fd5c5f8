// Setting up the second factor: the server makes a new secret and its QR code (an SVG it drew; shown as an
// image, never as markup), the person scans it or types the secret into an authenticator app, and confirms
// with the first code. Used by /totp-setup (staff must, before anything else) and /security (brand accounts may).
import { useMutation } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { graphql } from '../../gql';
import { errorText } from '../lib/errors';
import { CodeField } from './fields';
import { Notice } from './Notice';

export function TotpSetupPanel({ onDone }: { onDone: () => void | Promise<void> }) {
  const [start, started] = useMutation(START);
  const [confirm, confirming] = useMutation(CONFIRM);
  const [message, setMessage] = useState<string | null>(null);
  // One secret per visit: the effect runs twice in development's strict mode, the request once.
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    start().catch(() => undefined);
  }, [start]);

  const setup = started.data?.startTotpSetup;
  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const code = String(new FormData(e.currentTarget).get('code') ?? '').trim();
    setMessage(null);
    try {
      const { data } = await confirm({ variables: { code } });
      const answer = data?.confirmTotpSetup;
      if (answer?.ok) await onDone();
      else setMessage(answer?.message ?? '验证失败，请稍后再试');
    } catch (error) {
      setMessage(errorText(error));
    }
  };

  if (started.loading || (!started.called && !started.error)) return <p className="ad-muted">正在生成密钥…</p>;
  if (started.error || !setup) {
    return <Notice tone="bad">{started.error ? errorText(started.error) : '无法开始设置，请重新登录后再试'}</Notice>;
  }
  return (
    <>
      <ol className="ad-steps">
        <li>在手机上打开身份验证器应用，扫描下方二维码（或手动输入密钥）。</li>
        <li>输入应用中显示的 6 位动态验证码完成绑定。</li>
      </ol>
      <div className="ad-qr">
        <img src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.qrSvg)}`} alt="动态验证码绑定二维码" width={148} height={148} />
        <div>
          <div className="ad-muted">无法扫码时，手动输入密钥：</div>
          <div className="ad-secret">
            <code data-testid="totp-secret">{setup.secret}</code>
          </div>
          <p className="ad-hint">密钥仅在此显示一次，请勿截图外传。</p>
        </div>
      </div>
      <form className="ad-form" onSubmit={onSubmit}>
        {message ? <Notice tone="bad">{message}</Notice> : null}
        <CodeField label="动态验证码" />
        <Button type="submit" colorPalette="brand" loading={confirming.loading} loadingText="正在验证">
          完成绑定
        </Button>
      </form>
    </>
  );
}

const START = graphql(`
  mutation AdminStartTotpSetup {
    startTotpSetup {
      secret
      uri
      qrSvg
    }
  }
`);

const CONFIRM = graphql(`
  mutation AdminConfirmTotpSetup($code: String!) {
    confirmTotpSetup(code: $code) {
      ok
      code
      message
      stage
    }
  }
`);
