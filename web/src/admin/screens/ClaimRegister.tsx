// 商家注册: a merchant registers itself with its mobile number, proven by an SMS code, and a password. The
// account it gets has no staff role and no brand: it claims its brand next (the page it came for, kept in
// `next`) and follows its claims under 我的认领 (docs/decisions/0120).
import { useMutation } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { graphql } from '../../gql';
import { TextField } from '../components/fields';
import { Gate } from '../components/Gate';
import { Notice, toneOf } from '../components/Notice';
import { errorText } from '../lib/errors';
import { useSession } from '../session';
import { passwordsOf } from './password';

const MOBILE = /^1(?:3\d|5\d|8\d|4[57]|7[0678]|97)\d{8}$/;
/** Seconds before another code may be asked for (the upstream refuses sooner ones anyway). */
const RESEND_AFTER = 60;

/** Where to go once registered: the page the merchant came for, if it is one of ours. */
export function claimNextOf(params: URLSearchParams, fallback = '/my-claims'): string {
  const next = params.get('next') ?? '';
  return next.startsWith('/') && !next.startsWith('//') && !/^\/(login|register)\b/.test(next) ? next : fallback;
}

export default function ClaimRegister() {
  const { me, refresh } = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [phone, setPhone] = useState('');
  const [ticket, setTicket] = useState<string | null>(null);
  const [wait, setWait] = useState(0);
  const [answer, setAnswer] = useState<{ code: number; message: string } | null>(null);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [requestCode, codeState] = useMutation(REQUEST_CODE);
  const [register, registerState] = useMutation(REGISTER);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  if (me && me.stage === 'DONE') return <Navigate to={claimNextOf(params)} replace />;

  const onCode = async () => {
    setAnswer(null);
    if (!MOBILE.test(phone.trim())) {
      setPhoneError('请输入正确的手机号码');
      return;
    }
    setPhoneError(null);
    try {
      const { data } = await requestCode({ variables: { phone: phone.trim() } });
      const r = data?.requestMerchantCode;
      if (r?.ok && r.ticket) {
        setTicket(r.ticket);
        setWait(RESEND_AFTER);
        setAnswer({ code: 200, message: '验证码已发送，5分钟内有效' });
      } else setAnswer({ code: r?.code ?? 500, message: r?.message ?? '发送失败，请稍后再试' });
    } catch (error) {
      setAnswer({ code: 500, message: errorText(error) });
    }
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setAnswer(null);
    if (!ticket) {
      setAnswer({ code: 400, message: '请先获取短信验证码' });
      return;
    }
    const { password, mismatch } = passwordsOf(form);
    if (mismatch) {
      setAnswer({ code: 400, message: '两次输入的密码不一致' });
      return;
    }
    try {
      const { data } = await register({
        variables: { ticket, phone: phone.trim(), code: String(form.get('code') ?? '').trim(), name: String(form.get('name') ?? '').trim(), password },
      });
      const r = data?.registerMerchant;
      if (!r?.ok) {
        setAnswer({ code: r?.code ?? 500, message: r?.message ?? '注册失败，请稍后再试' });
        return;
      }
      await refresh();
      navigate(claimNextOf(params), { replace: true });
    } catch (error) {
      setAnswer({ code: 500, message: errorText(error) });
    }
  };

  const loginLink = `/login${params.get('next') ? `?next=${encodeURIComponent(params.get('next')!)}` : ''}`;
  return (
    <Gate title="商家注册" lead="品牌方注册后即可认领品牌：提交运营公司信息与营业执照，运营人员审核通过后即可管理品牌与线索。">
      <form className="ad-form" onSubmit={onSubmit}>
        {answer ? <Notice tone={toneOf(answer.code)}>{answer.message}</Notice> : null}
        <TextField
          label="手机号"
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={11}
          required
          autoFocus
          value={phone}
          onChange={(e) => setPhone(e.currentTarget.value)}
          error={phoneError}
          hint="注册后以手机号登录；仅用于登录与找回密码"
        />
        <div className="ad-inline-field">
          <TextField label="短信验证码" name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} pattern="[0-9]{6}" required />
          <Button type="button" size="sm" variant="outline" onClick={onCode} disabled={wait > 0} loading={codeState.loading} loadingText="正在发送">
            {wait > 0 ? `重新获取(${wait}秒)` : '获取验证码'}
          </Button>
        </div>
        <TextField label="联系人姓名" name="name" autoComplete="name" maxLength={30} required />
        <TextField label="密码" name="password" type="password" autoComplete="new-password" minLength={10} required hint="至少10个字符，不能与手机号相同" />
        <TextField label="确认密码" name="password2" type="password" autoComplete="new-password" required />
        <Button type="submit" colorPalette="brand" loading={registerState.loading} loadingText="正在注册">
          注册并继续
        </Button>
      </form>
      <div className="ad-gate-links">
        <Link className="ad-link" to={loginLink}>
          已有账号？去登录
        </Link>
        <span className="ad-muted">连续输错验证码将暂时锁定</span>
      </div>
    </Gate>
  );
}

const REQUEST_CODE = graphql(`
  mutation MerchantRequestCode($phone: String!) {
    requestMerchantCode(phone: $phone) {
      ok
      code
      message
      ticket
    }
  }
`);

const REGISTER = graphql(`
  mutation MerchantRegister($ticket: String!, $phone: String!, $code: String!, $name: String!, $password: String!) {
    registerMerchant(ticket: $ticket, phone: $phone, code: $code, name: $name, password: $password) {
      ok
      code
      message
      stage
    }
  }
`);
