// /enrol/:token: the one-time link an administrator handed out. Says whom it is for, takes the first
// password twice, and goes on to the second factor's set-up when the account requires one (staff).
import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { graphql } from '../../gql';
import { TextField } from '../components/fields';
import { Gate } from '../components/Gate';
import { Notice } from '../components/Notice';
import { errorText } from '../lib/errors';
import { useSession } from '../session';
import { passwordsOf } from './password';

export default function Enrol() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { refresh } = useSession();
  const info = useQuery(INFO, { variables: { token }, fetchPolicy: 'network-only' });
  const [enrol, { loading }] = useMutation(ENROL);
  const [message, setMessage] = useState<string | null>(null);

  if (info.loading) return <Gate title="开通账号"><p className="ad-muted">正在核对链接…</p></Gate>;
  const who = info.data?.enrolInfo;
  if (info.error || !who) {
    return (
      <Gate title="链接无效">
        <Notice tone="bad">{info.error ? errorText(info.error) : '此开通链接无效、已使用或已过期。请联系管理员重新发放。'}</Notice>
        <Link className="ad-link" to="/login">
          返回登录
        </Link>
      </Gate>
    );
  }

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const { password, mismatch } = passwordsOf(new FormData(e.currentTarget));
    if (mismatch) return setMessage('两次输入的密码不一致');
    setMessage(null);
    try {
      const { data } = await enrol({ variables: { token, password } });
      const answer = data?.enrol;
      if (!answer?.ok) return setMessage(answer?.message ?? '开通失败，请稍后再试');
      await refresh();
      navigate(answer.stage === 'TOTP_SETUP' ? '/totp-setup' : '/', { replace: true });
    } catch (error) {
      setMessage(errorText(error));
    }
  };

  return (
    <Gate title="开通账号" lead={who.totpRequired ? '第一步：设置登录密码；第二步：绑定动态验证码（员工账号必需）。' : '设置登录密码后即可使用。'}>
      <dl className="ad-kv">
        <dt>账号</dt>
        <dd className="ad-mono">{who.login}</dd>
        <dt>姓名</dt>
        <dd>{who.name}</dd>
      </dl>
      <form className="ad-form ad-gap-top" onSubmit={onSubmit}>
        {message ? <Notice tone="bad">{message}</Notice> : null}
        <input type="text" name="username" autoComplete="username" value={who.login} readOnly hidden />
        <TextField label="设置密码" name="password" type="password" autoComplete="new-password" required autoFocus />
        <TextField label="再次输入密码" name="password2" type="password" autoComplete="new-password" required />
        <Button type="submit" colorPalette="brand" loading={loading} loadingText="正在开通">
          {who.totpRequired ? '下一步：绑定动态验证码' : '开通并登录'}
        </Button>
      </form>
    </Gate>
  );
}

const INFO = graphql(`
  query AdminEnrolInfo($token: String!) {
    enrolInfo(token: $token) {
      login
      name
      totpRequired
    }
  }
`);

const ENROL = graphql(`
  mutation AdminEnrol($token: String!, $password: String!) {
    enrol(token: $token, password: $password) {
      ok
      code
      message
      stage
    }
  }
`);
