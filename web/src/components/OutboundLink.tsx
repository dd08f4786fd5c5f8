// Outbound links (ads, banners, friendly links to other sites): through /jumpwebsite?url={base64}, in a new
// tab, never followed by search engines (SPEC §2). The server resolves the jump (server/src/ssr/jump.ts).
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';

/** UTF-8 base64 of an address, the same in the browser and on the server (btoa exists in both). */
function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The jump page's address for an outbound target. */
export function jumpHref(url: string): string {
  return `/jumpwebsite?url=${encodeURIComponent(base64(url))}`;
}

/** Whether an address leaves the site (absolute http(s), or protocol-relative). */
export function isExternalHref(href: string): boolean {
  return /^(https?:)?\/\//i.test(href.trim());
}

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'>;

/**
 * A link to another site, through the jump page, in a new tab, nofollow. `follow` drops the nofollow: only
 * for friendly links whose weight is above 0 (SPEC §3; docs/decisions/0041-header-search-and-outbound-links.md).
 */
export function OutboundLink({ href, children, follow = false, ...rest }: AnchorProps & { href: string; children: ReactNode; follow?: boolean }) {
  return (
    <a {...rest} href={jumpHref(href)} target="_blank" rel={follow ? 'noopener' : 'nofollow noopener'}>
      {children}
    </a>
  );
}

/**
 * A banner or ad target that may be either on the site (a router link) or elsewhere (through the jump page).
 * Anything that is neither a site path nor an http(s) address is not linked at all.
 */
export function BannerLink({ href, children, ...rest }: AnchorProps & { href: string; children: ReactNode }) {
  if (isExternalHref(href)) {
    const absolute = href.trim().startsWith('//') ? `https:${href.trim()}` : href;
    return (
      <OutboundLink {...rest} href={absolute}>
        {children}
      </OutboundLink>
    );
  }
  if (href.startsWith('/')) {
    return (
      <Link {...rest} to={href}>
        {children}
      </Link>
    );
  }
  return <span className={rest.className}>{children}</span>;
}
