// A screen that failed while rendering: said plainly, with a way back (never a blank page).
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { PRODUCT } from './PageHead';

export function RouteError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : null;
  return (
    <div className="ad-forbidden" role="alert">
      <title>{`出错了 · ${PRODUCT}`}</title>
      <h1>{status === 404 ? '页面不存在' : '页面出错了'}</h1>
      <p className="ad-muted">请刷新页面重试；如果问题持续，请联系技术支持。</p>
      <p>
        <Link className="ad-link" to="/">
          返回首页
        </Link>
      </p>
    </div>
  );
}
