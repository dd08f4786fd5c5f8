// The route table, declared once and shared by the server (static handler) and the browser (data router).
// Every page is its own chunk, loaded lazily; the root (the chrome) and the catch-all are in the entry.
// Loaders get the per-request (server: React Router's requestContext) or per-page (browser: this closure)
// dependencies (routing/define.tsx depsOf).
import type { RouteObject } from 'react-router';
import type { AppDeps } from './app-context';
import { RouteErrorBoundary } from './components/RouteErrorBoundary';
import * as notFound from './routes/not-found/route';
import * as root from './routes/root/route';
import { depsOf, page, pageById } from './routing/define';
import type { Chunk, RouteModule } from './routing/route-module';

/** web/src/routes/{name}/route.tsx as a chunk of its own (Vite splits the template import per folder). */
function chunk(name: string): Chunk {
  return {
    path: `src/routes/${name}/route.tsx`,
    load: () => import(`./routes/${name}/route.tsx`) as Promise<RouteModule>,
  };
}

export function createRoutes(deps: AppDeps): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      loader: (args) => root.loader(depsOf(args, deps)),
      Component: root.Component,
      ErrorBoundary: root.ErrorBoundary,
      children: [
        page('home', undefined, chunk('home'), deps),
        page('news-home', 'news', chunk('news-home'), deps),
        pageById('news', 'news/:id', { detail: chunk('news-detail'), list: chunk('news-list') }, deps),
        page('topic-home', 'zhuanti', chunk('topic-home'), deps),
        pageById('zhuanti', 'zhuanti/:id', { detail: chunk('topic-detail'), list: chunk('topic-list') }, deps),
        page('top-home', 'top', chunk('top-home'), deps),
        pageById('top', 'top/:id', { detail: chunk('top-detail') }, deps),
        page('search', 'search', chunk('search'), deps),
        page('search-id', 'search/:id', chunk('search'), deps),
        page('shangji-home', 'shangji', chunk('brand-home'), deps),
        pageById('shangji', 'shangji/:id', {
          detail: chunk('brand-detail'),
          list: chunk('brand-list'),
        }, deps),
        page('vip', 'vip/:id?', chunk('vip'), deps),
        page('poster', 'haibao/:id', chunk('poster'), deps),
        page('comment', 'comment/:id', chunk('comment'), deps),
        page('map', 'map/:id', chunk('map'), deps),
        page('aboutus', 'aboutus', chunk('aboutus'), deps),
        page('servicestatement', 'servicestatement', chunk('servicestatement'), deps),
        page('privacypolicy', 'privacypolicy', chunk('privacypolicy'), deps),
        page('protection', 'protection', chunk('protection'), deps),
        page('cache', 'cache', chunk('cache'), deps),
        page('serviceoffers', 'serviceoffers', chunk('serviceoffers'), deps),
        page('brandmarket', 'brandmarket', chunk('brand-market'), deps),
        page('sitemap', 'sitemap', chunk('sitemap'), deps),
        page('brand-entry', 'brandentry', chunk('brand-entry'), deps),
        page('marketing', 'marketing', chunk('marketing'), deps),
        { id: 'not-found', path: '*', loader: notFound.loader, Component: notFound.Component, ErrorBoundary: RouteErrorBoundary },
      ],
    },
  ];
}
