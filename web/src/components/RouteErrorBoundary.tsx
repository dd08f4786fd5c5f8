// Error boundary shared by page routes: 404s and loader failures become the spec's error page inside
// the chrome; unmatched routes get 'This page could not be found'.
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import type { BrandMiniItem } from './BrandMini';
import { BUSY_TEXT } from '../data/request-events';
import { ErrorPage, NotFoundMessage } from './ErrorPage';

/** Payload of a thrown `data(…, { status })` from our loaders. */
export interface RouteErrorData {
  /** route: no such page; missing: an unknown id; unavailable: the upstream could not answer (503). */
  kind: 'route' | 'missing' | 'unavailable';
  hotBrands?: ReadonlyArray<BrandMiniItem>;
}

export function RouteErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  if (isRouteErrorResponse(error)) {
    const payload = (error.data ?? null) as RouteErrorData | null;
    if (error.status === 404 && (!payload || payload.kind === 'route')) return <NotFoundMessage path={pathname} />;
    const message = payload?.kind === 'unavailable' ? BUSY_TEXT : error.statusText;
    return <ErrorPage status={error.status} message={message} path={pathname} hotBrands={payload?.hotBrands} />;
  }
  const message = error instanceof Error ? error.message : String(error);
  return <ErrorPage status={500} message={message} path={pathname} />;
}
