// React Router's createStaticRouter converts the whole route table on every call (a copy of each route
// with React's properties mapped, and its manifest), about 2% of a brand page's server render, although
// only the matches and the request's state differ between requests. The conversion is done once per route
// table here; each request's router is that one with its own state (the same fields createStaticRouter's
// own getters give). Safe because our routes are static objects: no `lazy` route property that a request
// could resolve after the copy was taken (routes.tsx loads page chunks itself, routing/define.tsx).
import { createStaticRouter, type StaticHandlerContext } from 'react-router';

type StaticRouter = ReturnType<typeof createStaticRouter>;

const converted = new WeakMap<object, StaticRouter>();

/** The static router of `context` over `routes` (a static handler's dataRoutes), converted once per table. */
export function staticRouter(routes: StaticRouter['routes'], context: StaticHandlerContext): StaticRouter {
  let base = converted.get(routes);
  if (!base) {
    base = createStaticRouter(routes, { ...context, matches: [] });
    converted.set(routes, base);
  }
  const manifest = (base as unknown as { manifest?: Record<string, StaticRouter['routes'][number]> }).manifest;
  // A React Router release that no longer exposes its manifest: convert per request, as it does itself.
  if (!manifest) return createStaticRouter(routes, context);
  const matches = context.matches.map((match) => ({ ...match, route: manifest[match.route.id] ?? match.route }));
  const shared = base;
  return Object.create(shared, {
    basename: { get: () => context.basename },
    state: {
      get: () => ({
        ...shared.state,
        location: context.location,
        matches,
        loaderData: context.loaderData,
        actionData: context.actionData,
        errors: context.errors,
      }),
    },
  }) as StaticRouter;
}
