// 登录: the account and password, then the authenticator's code when the account has a second factor;
// an account that must set one up first (every staff account) goes on to /totp-setup.
import { useMutation } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { graphql } from '../../gql';
import { CodeField, TextField } from '../components/fields';
import { Gate } from '../components/Gate';
import { Notice } from '../components/Notice';
import { errorText } from '../lib/errors';
import { useSession } from '../session';

/** Where to go after signing in: the page the visitor asked for, if it is one of ours. */
function nextOf(params: URLSearchParams): string {
  const next = params.get('next') ?? '/';
  return next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/login') ? next : '/';
}

export default function Login() {
  const { me, refresh } = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [step, setStep] = useState<'password' | 'totp'>('password');
  const [message, setMessage] = useState<string | null>(null);
  const [signIn, password] = useMutation(SIGN_IN);
  const [signInTotp, totp] = useMutation(SIGN_IN_TOTP);

  if (me && me.stage === 'DONE' && step === 'password') return <Navigate to={nextOf(params)} replace />;

  const after = async (stage: string | null | undefined) => {
    if (stage === 'TOTP') {
      setStep('totp');
      return;
    }
    await refresh();
    navigate(stage === 'TOTP_SETUP' ? '/totp-setup' : nextOf(params), { replace: true });
  };

  const onPassword = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setMessage(null);
    try {
      const { data } = await signIn({ variables: { login: String(form.get('login') ?? '').trim(), password: String(form.get('password') ?? '') } });
      const answer = data?.signIn;
      if (!answer?.ok) setMessage(answer?.message ?? '登录失败，请稍后再试');
      else await after(answer.stage);
    } catch (error) {
      setMessage(errorText(error));
    }
  };

  const onCode = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setMessage(null);
    try {
      const { data } = await signInTotp({ variables: { code: String(form.get('code') ?? '').trim() } });
      const answer = data?.signInTotp;
      if (!answer?.ok) setMessage(answer?.message ?? '验证失败，请稍后再试');
      else await after(answer.stage);
    } catch (error) {
      setMessage(errorText(error));
    }
  };

  if (step === 'totp') {
    return (
      <Gate title="两步验证" lead="密码正确。请输入身份验证器中的动态验证码完成登录。">
        <form className="ad-form" onSubmit={onCode} noValidate>
          {message ? <Notice tone="bad">{message}</Notice> : null}
          <CodeField autoFocus />
          <Button type="submit" colorPalette="brand" loading={totp.loading} loadingText="正在验证">
            验证并登录
          </Button>
          <button type="button" className="ad-link ad-text-btn" onClick={() => { setStep('password'); setMessage(null); }}>
            返回重新输入账号
          </button>
        </form>
      </Gate>
    );
  }

  return (
    <Gate title="登录" lead="商机网员工与品牌方账号登录。员工账号由管理员开通，没有默认账号；品牌方可自行注册后认领品牌。">
      <form className="ad-form" onSubmit={onPassword}>
        {message ? <Notice tone="bad">{message}</Notice> : null}
        <TextField label="账号" name="login" autoComplete="username" required autoFocus />
        <TextField label="密码" name="password" type="password" autoComplete="current-password" required />
        <Button type="submit" colorPalette="brand" loading={password.loading} loadingText="正在登录">
          登录
        </Button>
      </form>
      <div className="ad-gate-links">
        <Link className="ad-link" to="/forgot">
          忘记密码
        </Link>
        {/* A brand's owner has no account yet: it registers itself (screens/ClaimRegister.tsx) and comes back to `next`. */}
        <Link className="ad-link" to={`/register${params.get('next') ? `?next=${encodeURIComponent(params.get('next')!)}` : ''}`}>
          品牌方注册
        </Link>
        <span className="ad-muted">连续输错将暂时锁定</span>
      </div>
    </Gate>
  );
}

const SIGN_IN = graphql(`
  mutation AdminSignIn($login: String!, $password: String!) {
    signIn(login: $login, password: $password) {
      ok
      code
      message
      stage
    }
  }
`);

const SIGN_IN_TOTP = graphql(`
  mutation AdminSignInTotp($code: String!) {
    signInTotp(code: $code) {
      ok
      code
      message
      stage
    }
  }
`);
