// A banner or ad image link (SPEC §2): site paths stay in-app links; external addresses go out through
// /jumpwebsite?url={base64}, in a new tab, not followed by search engines. Replace jumpHref with the
// shared helper of the /jumpwebsite route once it lands.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { framed } from './framed';

/** Base64 of the UTF-8 bytes (btoa alone throws on non-Latin-1 characters in a URL). */
function base64(text: string): string {
  let bin = '';
  for (const b of new TextEncoder().encode(text)) bin += String.fromCharCode(b);
  return btoa(bin);
}

export function jumpHref(url: string): string {
  return `/jumpwebsite?url=${encodeURIComponent(base64(url))}`;
}

export interface BannerLinkProps {
  banner: { title: string; href: string; external: boolean; imageUrl: string };
  height: number;
  width?: number | string;
  /** The frame's width in px when `width` is relative: the art is drawn for frameWidth x height. */
  frameWidth?: number;
  children?: ReactNode;
}

export function BannerLink({ banner, height, width = '100%', frameWidth, children }: BannerLinkProps) {
  const w = typeof width === 'number' ? width : frameWidth;
  const img = (
    <img
      src={w ? framed(banner.imageUrl, w, height) : banner.imageUrl}
      alt={banner.title}
      loading="lazy"
      decoding="async"
      width={w}
      height={height}
      style={{ display: 'block', width, height, objectFit: 'cover' }}
    />
  );
  return banner.external ? (
    <a href={jumpHref(banner.href)} target="_blank" rel="nofollow noopener" title={banner.title}>
      {img}
      {children}
    </a>
  ) : (
    <Link to={banner.href} title={banner.title}>
      {img}
      {children}
    </Link>
  );
}
