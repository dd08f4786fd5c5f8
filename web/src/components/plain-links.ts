// Long lists render plain <a href> instead of React Router's <Link>: each <Link> runs several router hooks,
// the largest single cost of rendering a page with hundreds of links (profiled on the home page). One
// click handler on the list's container keeps client-side navigation for them; prefetch on intent is
// already delegated (routing/prefetch.ts).
import { createContext, useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { KEEP_SCROLL_STATE } from './scroll';

/**
 * True inside a container that handles usePlainLinkNavigation's clicks: the kit's links (PageLink) render
 * plain anchors there. Elsewhere they stay React Router links, as nothing would catch their clicks.
 */
export const PlainLinksContext = createContext(false);

/** An onClick for a container: internal plain links inside it navigate without reloading the page. */
export function usePlainLinkNavigation(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element).closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target || anchor.hasAttribute('download') || anchor.dataset.reload !== undefined) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin || /^\/(assets|media|graphql|jumpwebsite)\b/.test(url.pathname)) return;
      // Same-page anchors (#section) keep the browser's own scrolling.
      if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return;
      event.preventDefault();
      // data-keep-scroll: PageLink's preventScrollReset, as <Link preventScrollReset> would navigate.
      void navigate(url.pathname + url.search + url.hash, anchor.dataset.keepScroll !== undefined ? { preventScrollReset: true, state: KEEP_SCROLL_STATE } : undefined);
    },
    [navigate],
  );
}
