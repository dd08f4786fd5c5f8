// Error boundary shared by page routes: 404s and loader failures become the spec's error page inside
// the chrome; unmatched routes get 'This page could not be found'. Visitors read Chinese only: an
// error's own message ("Failed to fetch", "Internal Server Error") is never shown, only what it means.
import { isRouteErrorResponse, useRouteError } from 'react-router';
import type { BrandMiniItem } from './BrandMini';
import { QueryError, UPSTREAM_CODES } from '../data/query';
import { BUSY_TEXT } from '../data/request-events';
import { ErrorPage, NotFoundMessage } from './ErrorPage';

/** Payload of a thrown `data(…, { status })` from our loaders. */
export interface RouteErrorData {
  /** route: no such page; missing: an unknown id; unavailable: the upstream could not answer (503). */
  kind: 'route' | 'missing' | 'unavailable';
  hotBrands?: ReadonlyArray<BrandMiniItem>;
}

export const NETWORK_TEXT = '网络连接失败，请检查网络后刷新重试。';
export const FAILED_TEXT = '页面加载失败，请稍后刷新重试。';

/** What a visitor is told for an error that is not a 404: in Chinese, by what happened. */
export function errorText(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const payload = (error.data ?? null) as RouteErrorData | null;
    return payload?.kind === 'unavailable' || error.status === 503 ? BUSY_TEXT : FAILED_TEXT;
  }
  if (error instanceof QueryError) {
    if (error.code === 'NETWORK_ERROR') return NETWORK_TEXT;
    if (error.code && UPSTREAM_CODES.has(error.code)) return BUSY_TEXT;
  }
  // fetch's TypeError ("Failed to fetch", "NetworkError when attempting to fetch resource", "Load failed").
  if (error instanceof TypeError && /fetch|network|load failed/i.test(error.message)) return NETWORK_TEXT;
  return FAILED_TEXT;
}

export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    const payload = (error.data ?? null) as RouteErrorData | null;
    if (error.status === 404 && (!payload || payload.kind === 'route')) return <NotFoundMessage />;
    return <ErrorPage status={error.status} message={errorText(error)} hotBrands={payload?.hotBrands} />;
  }
  return <ErrorPage status={500} message={errorText(error)} />;
}
