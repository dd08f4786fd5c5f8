// The route table, declared once and shared by the server (static handler) and the browser (data router).
// Every page is its own chunk, loaded lazily; the root (the chrome) and the catch-all are in the entry.
// Loaders read the per-request (server: the static handler's requestContext) or per-page (browser: the
// router's getContext) deps from React Router's context (app-context.tsx depsContext).
import type { RouteObject } from 'react-router';
import { RouteErrorBoundary } from './components/RouteErrorBoundary';
import * as notFound from './routes/not-found/route';
import * as root from './routes/root/route';
import { page, pageById } from './routing/define';
import type { Chunk, RouteModule } from './routing/route-module';

/** web/src/routes/{name}/route.tsx as a chunk of its own (Vite splits the template import per folder). */
function chunk(name: string): Chunk {
  return {
    path: `src/routes/${name}/route.tsx`,
    load: () => import(`./routes/${name}/route.tsx`) as Promise<RouteModule>,
  };
}

export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      loader: root.loader,
      Component: root.Component,
      ErrorBoundary: root.ErrorBoundary,
      children: [
        page('home', undefined, chunk('home')),
        page('news-home', 'news', chunk('news-home')),
        pageById('news', 'news/:id', { detail: chunk('news-detail'), list: chunk('news-list') }),
        page('topic-home', 'zhuanti', chunk('topic-home')),
        pageById('zhuanti', 'zhuanti/:id', { detail: chunk('topic-detail'), list: chunk('topic-list') }),
        page('top-home', 'top', chunk('top-home')),
        pageById('top', 'top/:id', { detail: chunk('top-detail'), list: chunk('top-home') }),
        page('search', 'search', chunk('search')),
        page('search-id', 'search/:id', chunk('search')),
        page('shangji-home', 'shangji', chunk('brand-home')),
        pageById('shangji', 'shangji/:id', {
          detail: chunk('brand-detail'),
          list: chunk('brand-list'),
        }),
        page('vip', 'vip/:id?', chunk('vip')),
        page('poster', 'haibao/:id', chunk('poster')),
        page('comment', 'comment/:id', chunk('comment')),
        page('map', 'map/:id', chunk('map')),
        page('aboutus', 'aboutus', chunk('aboutus')),
        page('servicestatement', 'servicestatement', chunk('servicestatement')),
        page('privacypolicy', 'privacypolicy', chunk('privacypolicy')),
        page('privacypolicy-2019', 'privacypolicy/2019-10-16', chunk('privacypolicy-2019')),
        page('protection', 'protection', chunk('protection')),
        page('wode-zixun', 'wode/zixun', chunk('wode-zixun')),
        page('cache', 'cache', chunk('cache')),
        page('serviceoffers', 'serviceoffers', chunk('serviceoffers')),
        page('brandmarket', 'brandmarket', chunk('brand-market')),
        page('sitemap', 'sitemap', chunk('sitemap')),
        page('brand-entry', 'brandentry', chunk('brand-entry')),
        page('marketing', 'marketing', chunk('marketing')),
        page('compare', 'duibi', chunk('compare')),
        { id: 'not-found', path: '*', loader: notFound.loader, Component: notFound.Component, ErrorBoundary: RouteErrorBoundary },
      ],
    },
  ];
}
