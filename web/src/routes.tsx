// The route table, shared by the server (static handler) and the browser (data router). Loaders get
// the per-request (server) or per-page (browser) dependencies through this closure.
import type { RouteObject } from 'react-router';
import type { AppDeps } from './app-context';
import { RouteErrorBoundary } from './components/RouteErrorBoundary';
import * as aboutus from './routes/aboutus/route';
import * as brandDetail from './routes/brand-detail/route';
import * as cache from './routes/cache/route';
import * as home from './routes/home/route';
import * as notFound from './routes/not-found/route';
import * as privacypolicy from './routes/privacypolicy/route';
import * as protection from './routes/protection/route';
import * as root from './routes/root/route';
import * as servicestatement from './routes/servicestatement/route';

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
        // Static text pages: no loader.
        { id: 'aboutus', path: 'aboutus', Component: aboutus.Component, ErrorBoundary: aboutus.ErrorBoundary },
        { id: 'servicestatement', path: 'servicestatement', Component: servicestatement.Component, ErrorBoundary: servicestatement.ErrorBoundary },
        { id: 'privacypolicy', path: 'privacypolicy', Component: privacypolicy.Component, ErrorBoundary: privacypolicy.ErrorBoundary },
        { id: 'protection', path: 'protection', Component: protection.Component, ErrorBoundary: protection.ErrorBoundary },
        { id: 'cache', path: 'cache', Component: cache.Component, ErrorBoundary: cache.ErrorBoundary },
        { id: 'not-found', path: '*', loader: notFound.loader, Component: notFound.Component, ErrorBoundary: RouteErrorBoundary },
      ],
    },
  ];
}
