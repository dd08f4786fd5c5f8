// /totp-setup: a staff account's first sign-in (or enrolment) must set up its second factor before anything
// else; the session stays at stage TOTP_SETUP until the first code is confirmed.
import { Link, useNavigate } from 'react-router';
import { Gate } from '../components/Gate';
import { TotpSetupPanel } from '../components/TotpSetupPanel';
import { useSession } from '../session';

export default function TotpSetup() {
  const { me, refresh } = useSession();
  const navigate = useNavigate();
  if (me === null) {
    return (
      <Gate title="设置动态验证码">
        <p>登录已失效，请重新登录。</p>
        <p>
          <Link className="ad-link" to="/login">
            返回登录
          </Link>
        </p>
      </Gate>
    );
  }
  return (
    <Gate title="设置动态验证码" lead="员工账号必须启用两步验证。设置完成后，每次登录需输入密码和动态验证码。" wide>
      {me === undefined ? (
        <p className="ad-muted">正在加载…</p>
      ) : (
        <TotpSetupPanel
          onDone={async () => {
            await refresh();
            navigate('/', { replace: true });
          }}
        />
      )}
    </Gate>
  );
}
