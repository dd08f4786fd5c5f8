// staticRouter converts the route table once and gives each request its own state: two requests over one
// handler render their own pages, with their own loader data and errors, through the same route objects.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, StaticRouterProvider, useLoaderData, useParams, useRouteError, type StaticHandlerContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { staticRouter } from './static-router';

function Brand() {
  const data = useLoaderData() as { name: string };
  return <h1>{data.name}</h1>;
}
function Missing() {
  const { id } = useParams();
  const error = useRouteError() as { status?: number };
  return <p>{`${id}: ${error.status}`}</p>;
}

const handler = createStaticHandler([
  {
    id: 'root',
    path: '/',
    children: [
      {
        id: 'brand',
        path: 'shangji/:id',
        loader: ({ params }) => {
          if (params.id === '0') throw new Response('', { status: 404 });
          return { name: `品牌${params.id}` };
        },
        Component: Brand,
        ErrorBoundary: Missing,
      },
    ],
  },
]);

async function render(path: string) {
  const context = (await handler.query(new Request(`http://localhost${path}`))) as StaticHandlerContext;
  const router = staticRouter(handler.dataRoutes, context);
  return { router, html: renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />) };
}

describe('staticRouter', () => {
  it("renders each request's own page through one converted table", async () => {
    const first = await render('/shangji/1');
    const second = await render('/shangji/2');
    const missing = await render('/shangji/0');
    expect(first.html).toContain('<h1>品牌1</h1>');
    expect(second.html).toContain('<h1>品牌2</h1>');
    expect(missing.html).toContain('<p>0: 404</p>');
    expect(second.router.routes).toBe(first.router.routes);
    expect(second.router.state.location.pathname).toBe('/shangji/2');
    expect(first.router.state.location.pathname).toBe('/shangji/1');
    // The matched route is the router's own converted object, as createStaticRouter gives it.
    expect(second.router.state.matches.at(-1)!.route).toBe(first.router.routes[0]!.children![0]);
  });
});
