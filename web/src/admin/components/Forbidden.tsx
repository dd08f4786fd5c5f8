// What a screen the account's roles may not use shows (the server refuses its fields anyway).
import { Link } from 'react-router';
import { PRODUCT } from './PageHead';

export function Forbidden() {
  return (
    <div className="ad-forbidden" role="alert">
      <title>{`无权访问 · ${PRODUCT}`}</title>
      <h1>无权访问</h1>
      <p className="ad-muted">你的账号没有使用此页面的权限。如需开通，请联系管理员。</p>
      <p>
        <Link className="ad-link" to="/">
          返回首页
        </Link>
      </p>
    </div>
  );
}
