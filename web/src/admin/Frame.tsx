// The signed-in frame: the top bar (the product, the navigation the account's roles may use, the account
// and 退出) over the screen. Nobody signed in goes to /login (and comes back after); a staff account that
// has not set up its second factor goes to /totp-setup first.
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Link, Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { graphql } from '../gql';
import { Gate } from './components/Gate';
import { navFor, roleLine } from './lib/access';
import { ROLE_SHORT } from './lib/format';
import { useSession } from './session';

export function Frame() {
  const { me, failed, refresh } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [signOut, { loading }] = useMutation(SIGN_OUT);

  if (me === undefined) {
    return <Gate title={failed ? '无法连接' : '正在加载'}>{failed ? <p>无法连接服务器，请检查网络后刷新页面。</p> : <p className="ad-muted">正在加载…</p>}</Gate>;
  }
  // The claim form is where brand owners arrive from the public site, mostly without an account yet: registering comes first there.
  if (me === null) return <Navigate to={`${location.pathname === '/claim' ? '/register' : '/login'}?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  if (me.stage === 'TOTP_SETUP') return <Navigate to="/totp-setup" replace />;

  const onSignOut = async () => {
    await signOut().catch(() => undefined);
    await client.clearStore();
    await refresh().catch(() => null);
    navigate('/login', { replace: true });
  };

  return (
    <>
      <a className="ad-skip" href="#main">
        跳到主要内容
      </a>
      <header className="ad-top">
        <Link className="ad-logo" to="/">
          <span className="ad-logo-mark" aria-hidden="true">
            商
          </span>
          商机网<span className="ad-logo-sub">后台</span>
        </Link>
        <nav className="ad-nav" aria-label="主导航">
          {navFor(me).map((item) => (
            <NavLink key={item.to} to={item.to}>
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="ad-who">
          <span className="ad-who-name">{me.name}</span>
          <span className="ad-who-role">{roleLine(me, ROLE_SHORT)}</span>
          <button type="button" className="ad-who-out" onClick={onSignOut} disabled={loading}>
            退出
          </button>
        </div>
      </header>
      <main className="ad-main" id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

const SIGN_OUT = graphql(`
  mutation AdminSignOut {
    signOut {
      ok
      code
      message
    }
  }
`);
