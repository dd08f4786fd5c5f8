// SPEC §1 prefetch: pointing at an internal link (hover) or focusing it (keyboard) loads the next page's code
// and runs its critical queries, whose results wait in Apollo's cache for the navigation's loader. Skipped on
// slow connections (Save-Data, or a 2g effective type), and done once per address.
import { matchRoutes, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { contextWith, type AppDeps } from '../app-context';
import type { RouteHandle } from './define';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

export function slowConnection(connection: NetworkInformation | undefined): boolean {
  return Boolean(connection && (connection.saveData || /(^|-)2g$/.test(connection.effectiveType ?? '')));
}

/** The internal address an event points at, or null (other origins, new tabs, downloads, non-pages). */
function intendedUrl(target: EventTarget | null): URL | null {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank' || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin || /^\/(assets|media|graphql)\//.test(url.pathname)) return null;
  return url;
}

export function installPrefetch(routes: RouteObject[], deps: AppDeps): () => void {
  const started = new Set<string>();
  const onIntent = (event: Event) => {
    const url = intendedUrl(event.target);
    if (!url) return;
    const key = url.pathname + url.search;
    if (started.has(key) || key === location.pathname + location.search) return;
    if (slowConnection((navigator as Navigator & { connection?: NetworkInformation }).connection)) return;
    started.add(key);
    const request = new Request(url.href);
    const context = contextWith(deps);
    for (const match of matchRoutes(routes, url.pathname) ?? []) {
      const handle = match.route.handle as RouteHandle | undefined;
      const args: LoaderFunctionArgs = { params: match.params, request, url, pattern: match.route.path ?? '', context };
      // A failed prefetch costs nothing: the navigation's own loader asks again and shows the error.
      handle?.prefetch(args).catch(() => started.delete(key));
    }
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  return () => {
    document.removeEventListener('pointerover', onIntent);
    document.removeEventListener('focusin', onIntent);
  };
}
