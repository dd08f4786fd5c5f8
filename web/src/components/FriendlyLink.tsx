// One friendly link (SPEC §2 友情链接, §3 link group: title, url, weight; 0 means nofollow). A site path
// (e.g. the 热门行业 group's /shangji/{pinyin}) is a plain in-site link: the jump page resolves only
// absolute addresses, so a relative target sent through it landed on /. Another site's address goes out
// through the jump page in a new tab. Either way rel="nofollow" only when the link's weight is 0.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isExternalHref, OutboundLink } from './OutboundLink';

export interface FriendlyLinkData {
  title: string;
  url: string;
  /** weight 0 (server/src/graphql/site/mapping.ts). */
  nofollow: boolean;
}

/** A path on this site: one leading slash (not protocol-relative `//`). */
export function isSitePath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

export function FriendlyLink({ link, children }: { link: FriendlyLinkData; children?: ReactNode }) {
  const text = children ?? link.title;
  if (isSitePath(link.url)) {
    return (
      <Link to={link.url} rel={link.nofollow ? 'nofollow' : undefined}>
        {text}
      </Link>
    );
  }
  if (!isExternalHref(link.url)) return <span>{text}</span>;
  return (
    <OutboundLink href={link.url} follow={!link.nofollow}>
      {text}
    </OutboundLink>
  );
}
