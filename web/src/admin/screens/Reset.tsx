// /reset/:token: a new password from the SMS link; every session of the account ends.
import { useMutation } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { graphql } from '../../gql';
import { TextField } from '../components/fields';
import { Gate } from '../components/Gate';
import { Notice } from '../components/Notice';
import { errorText } from '../lib/errors';
import { passwordsOf } from './password';

export default function Reset() {
  const { token = '' } = useParams();
  const [reset, { loading }] = useMutation(RESET);
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const { password, mismatch } = passwordsOf(new FormData(e.currentTarget));
    if (mismatch) return setMessage('两次输入的密码不一致');
    setMessage(null);
    try {
      const { data } = await reset({ variables: { token, password } });
      if (data?.resetPassword.ok) setDone(true);
      else setMessage(data?.resetPassword.message ?? '重设失败，请稍后再试');
    } catch (error) {
      setMessage(errorText(error));
    }
  };
  if (done) {
    return (
      <Gate title="密码已重设">
        <Notice tone="ok">新密码已生效，此前所有设备上的登录均已退出。</Notice>
        <Link className="ad-link" to="/login">
          前往登录
        </Link>
      </Gate>
    );
  }
  return (
    <Gate title="重设密码" lead="设置新密码后，账号在所有设备上的登录都会退出。">
      <form className="ad-form" onSubmit={onSubmit}>
        {message ? <Notice tone="bad">{message}</Notice> : null}
        <TextField label="新密码" name="password" type="password" autoComplete="new-password" required autoFocus />
        <TextField label="再次输入新密码" name="password2" type="password" autoComplete="new-password" required />
        <Button type="submit" colorPalette="brand" loading={loading} loadingText="正在保存">
          保存新密码
        </Button>
      </form>
      <div className="ad-gate-links">
        <Link className="ad-link" to="/login">
          返回登录
        </Link>
      </div>
    </Gate>
  );
}

const RESET = graphql(`
  mutation AdminResetPassword($token: String!, $password: String!) {
    resetPassword(token: $token, password: $password) {
      ok
      code
      message
    }
  }
`);
