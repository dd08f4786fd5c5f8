// An internal link of the page kit (breadcrumb, side lists, brand rows): a React Router <Link>, or a plain
// <a href> inside a container that navigates plain links client-side (PlainLinksContext, plain-links.ts).
// Same markup, same client-side navigation and prefetch on intent (both delegated), a fraction of the
// render cost of <Link> and its router hooks.
import { useContext, type AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router';
import { PlainLinksContext } from './plain-links';
import { KEEP_SCROLL_STATE } from './scroll';

export interface PageLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute path of this site. */
  to: string;
  /** Keep the scroll position on client-side navigation (a filter that changes the list below it). */
  preventScrollReset?: boolean;
}

export function PageLink({ to, preventScrollReset, ...rest }: PageLinkProps) {
  if (useContext(PlainLinksContext)) return <a href={to} data-keep-scroll={preventScrollReset ? '' : undefined} {...rest} />;
  return <Link to={to} preventScrollReset={preventScrollReset} state={preventScrollReset ? KEEP_SCROLL_STATE : undefined} {...rest} />;
}
