// The route table, shared by the server (static handler) and the browser (data router). Loaders get
// the per-request (server) or per-page (browser) dependencies through this closure.
import type { RouteObject } from 'react-router';
import type { AppDeps } from './app-context';
import { RouteErrorBoundary } from './components/RouteErrorBoundary';
import * as brandDetail from './routes/brand-detail/route';
import * as home from './routes/home/route';
import * as notFound from './routes/not-found/route';
import * as root from './routes/root/route';

export function createRoutes(deps: AppDeps): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      loader: () => root.loader(deps),
      Component: root.Component,
      ErrorBoundary: root.ErrorBoundary,
      children: [
        { id: 'home', index: true, loader: () => home.loader(deps), Component: home.Component, ErrorBoundary: home.ErrorBoundary },
        {
          id: 'brand-detail',
          path: 'shangji/:id',
          loader: (args) => brandDetail.loader(args, deps),
          Component: brandDetail.Component,
          ErrorBoundary: brandDetail.ErrorBoundary,
        },
        { id: 'not-found', path: '*', loader: notFound.loader, Component: notFound.Component, ErrorBoundary: RouteErrorBoundary },
      ],
    },
  ];
}
