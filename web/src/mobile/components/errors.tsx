// Loader failures on the mobile site: an unknown address or id is the 404 page, an upstream outage the
// 503 page (with Retry-After from the gateway), both in Chinese inside the shell.
import { data, isRouteErrorResponse, useRouteError } from 'react-router';
import { QueryError, UPSTREAM_CODES } from '../../data/query';
import { BUSY_TEXT } from '../../data/request-events';

export interface MobileErrorData {
  kind: 'missing' | 'unavailable';
}

export const notFound = () => data<MobileErrorData>({ kind: 'missing' }, { status: 404 });

/** The 503 page: for a page none of whose sections could be read. */
export const unavailable = () => data<MobileErrorData>({ kind: 'unavailable' }, { status: 503 });

/** Runs a loader; an upstream that could not answer becomes the 503 page, not a 500. */
export async function guarded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof QueryError && error.code && UPSTREAM_CODES.has(error.code)) {
      throw unavailable();
    }
    throw error;
  }
}

export function MobileError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) {
    return (
      <section className="m-error" aria-labelledby="m-error-title">
        <title>您访问的页面不存在_商机网</title>
        <meta name="robots" content="noindex" />
        <h1 id="m-error-title">抱歉，您访问的页面不存在</h1>
        <p className="m-muted">页面可能已被删除，或地址有误。</p>
        <p className="m-actions">
          <a className="m-button" href="/">
            返回首页
          </a>
          <a className="m-button m-button-ghost" href="/shangji/all">
            找项目
          </a>
        </p>
      </section>
    );
  }
  const busy = status === 503;
  return (
    <section className="m-error" aria-labelledby="m-error-title">
      <title>系统繁忙_商机网</title>
      <meta name="robots" content="noindex" />
      <h1 id="m-error-title">{busy ? BUSY_TEXT : '您访问的页面出错了'}</h1>
      <p className="m-muted">{busy ? '数据暂时无法读取，请稍后刷新重试。' : '请稍后再试。'}</p>
      <p className="m-actions">
        <a className="m-button" href="">
          刷新重试
        </a>
        <a className="m-button m-button-ghost" href="/">
          返回首页
        </a>
      </p>
    </section>
  );
}
