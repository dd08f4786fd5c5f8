// 忘记密码: a reset link goes by SMS to the account's own number. The answer is the same whether or not the
// account exists (nobody learns which logins exist from it).
import { useMutation } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import { TextField } from '../components/fields';
import { Gate } from '../components/Gate';
import { Notice, toneOf } from '../components/Notice';
import { errorText } from '../lib/errors';

export default function Forgot() {
  const [request, { loading }] = useMutation(REQUEST);
  const [answer, setAnswer] = useState<{ code: number; message: string } | null>(null);
  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const login = String(new FormData(e.currentTarget).get('login') ?? '').trim();
    try {
      const { data } = await request({ variables: { login } });
      setAnswer(data?.requestPasswordReset ?? { code: 500, message: '请求失败，请稍后再试' });
    } catch (error) {
      setAnswer({ code: 500, message: errorText(error) });
    }
  };
  return (
    <Gate title="找回密码" lead="输入账号，重置链接将以短信发送到账号登记的手机号。">
      <form className="ad-form" onSubmit={onSubmit}>
        {answer ? <Notice tone={toneOf(answer.code)}>{answer.message}</Notice> : null}
        <TextField label="账号" name="login" autoComplete="username" required autoFocus />
        <Button type="submit" colorPalette="brand" loading={loading} loadingText="正在发送">
          发送重置链接
        </Button>
      </form>
      <div className="ad-gate-links">
        <Link className="ad-link" to="/login">
          返回登录
        </Link>
        <span className="ad-muted">手机号已变更？请联系管理员</span>
      </div>
    </Gate>
  );
}

const REQUEST = graphql(`
  mutation AdminRequestPasswordReset($login: String!) {
    requestPasswordReset(login: $login) {
      ok
      code
      message
    }
  }
`);
