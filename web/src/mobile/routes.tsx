// The mobile site's route table (server only: the pages are not hydrated, docs/decisions/0100). The same
// addresses as the desktop's (web/src/routes.tsx) for the pages it has; routing/mobile-pairing.ts lists
// them for the gateway's redirect and the desktop's alternate links, and must change with this table.
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { useParams } from 'react-router';
import { MobileError, notFound } from './components/errors';
import * as brandDetail from './routes/brand-detail/route';
import * as brandEntry from './routes/brand-entry/route';
import * as brandHome from './routes/brand-home/route';
import * as brandList from './routes/brand-list/route';
import * as brandMarket from './routes/brand-market/route';
import * as comment from './routes/comment/route';
import * as compare from './routes/compare/route';
import * as home from './routes/home/route';
import * as legal from './routes/legal/route';
import * as map from './routes/map/route';
import * as marketing from './routes/marketing/route';
import * as myEnquiries from './routes/my-enquiries/route';
import * as newsDetail from './routes/news-detail/route';
import * as newsList from './routes/news-list/route';
import * as poster from './routes/poster/route';
import * as search from './routes/search/route';
import * as serviceOffers from './routes/serviceoffers/route';
import * as sitemap from './routes/sitemap/route';
import * as topDetail from './routes/top-detail/route';
import * as topHome from './routes/top-home/route';
import * as vip from './routes/vip/route';
import * as topicDetail from './routes/topic-detail/route';
import * as topicList from './routes/topic-list/route';
import { Shell } from './Shell';

interface Page {
  loader: (args: LoaderFunctionArgs) => Promise<unknown>;
  Component: () => React.ReactNode;
}

/** `{path}/:id`: numeric id → detail, anything else → list (SPEC §4, as the desktop's pageById). */
function byId(detail: Page, list: Page) {
  const pick = (id: string | undefined) => (/^\d+$/.test(id ?? '') ? detail : list);
  return {
    loader: (args: LoaderFunctionArgs) => pick(args.params.id).loader(args),
    Component: function ById() {
      const M = pick(useParams().id).Component;
      return <M />;
    },
  };
}

export function createMobileRoutes(): RouteObject[] {
  const shangji = byId(brandDetail, brandList);
  const news = byId(newsDetail, newsList);
  const zhuanti = byId(topicDetail, topicList);
  return [
    {
      id: 'm-root',
      path: '/',
      Component: Shell,
      children: [
        {
          id: 'm-pages',
          ErrorBoundary: MobileError,
          children: [
            { id: 'm-home', index: true, loader: home.loader, Component: home.Component },
            { id: 'm-shangji-home', path: 'shangji', loader: brandHome.loader, Component: brandHome.Component },
            { id: 'm-shangji', path: 'shangji/:id', loader: shangji.loader, Component: shangji.Component },
            { id: 'm-news-home', path: 'news', loader: newsList.loader, Component: newsList.Component },
            { id: 'm-news', path: 'news/:id', loader: news.loader, Component: news.Component },
            { id: 'm-topic-home', path: 'zhuanti', loader: topicList.loader, Component: topicList.Component },
            { id: 'm-zhuanti', path: 'zhuanti/:id', loader: zhuanti.loader, Component: zhuanti.Component },
            { id: 'm-top-home', path: 'top', loader: topHome.loader, Component: topHome.Component },
            { id: 'm-top', path: 'top/:id', loader: topDetail.loader, Component: topDetail.Component },
            { id: 'm-comment', path: 'comment/:id', loader: comment.loader, Component: comment.Component },
            { id: 'm-vip', path: 'vip/:id?', loader: vip.loader, Component: vip.Component },
            { id: 'm-compare', path: 'duibi', loader: compare.loader, Component: compare.Component },
            { id: 'm-my-enquiries', path: 'wode/zixun', loader: myEnquiries.loader, Component: myEnquiries.Component },
            { id: 'm-search', path: 'search', loader: search.loader, Component: search.Component },
            { id: 'm-search-id', path: 'search/:id', loader: search.loader, Component: search.Component },
            { id: 'm-poster', path: 'haibao/:id', loader: poster.loader, Component: poster.Component },
            { id: 'm-map', path: 'map/:id', loader: map.loader, Component: map.Component },
            { id: 'm-brand-entry', path: 'brandentry', loader: brandEntry.loader, Component: brandEntry.Component },
            { id: 'm-brand-market', path: 'brandmarket', loader: brandMarket.loader, Component: brandMarket.Component },
            { id: 'm-serviceoffers', path: 'serviceoffers', Component: serviceOffers.Component },
            { id: 'm-marketing', path: 'marketing', Component: marketing.Component },
            { id: 'm-sitemap', path: 'sitemap', loader: sitemap.loader, Component: sitemap.Component },
            ...Object.keys(legal.LEGAL_PAGES).map((path) => ({ id: `m${path.replaceAll('/', '-')}`, path: path.slice(1), Component: legal.Component })),
            {
              id: 'm-not-found',
              path: '*',
              loader: () => {
                throw notFound();
              },
              // Never drawn (the loader always throws to the layout's boundary); without one React Router
              // writes a warning to the log on every unknown address.
              Component: () => null,
            },
          ],
        },
      ],
    },
  ];
}
