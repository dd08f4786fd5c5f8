// SPEC /haibao: a poster item's text decides how it is shown. A web link whose path ends in a video
// file extension is a video; any other web link makes the image a link; anything else is a plain image.
import type { PosterItem, PosterItemKind } from '../../generated/resolvers';
import type { WirePosterItem } from '@shangji/contract';

const VIDEO = /\.(swf|avi|flv|mp4|mkv|rmvb)$/i;

/** A path on this site (one leading slash, not protocol-relative): kept relative, so it stays on our origin. */
const SITE_PATH = /^\/(?!\/)[^\s\\]*$/;

export function posterItemKind(text: string): { kind: PosterItemKind; target: string | null } {
  const raw = text.trim();
  if (SITE_PATH.test(raw)) {
    const path = new URL(raw, 'http://site.invalid').pathname;
    return { kind: VIDEO.test(path) ? 'VIDEO' : 'LINK', target: raw };
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { kind: 'IMAGE', target: null };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'IMAGE', target: null };
  return { kind: VIDEO.test(url.pathname) ? 'VIDEO' : 'LINK', target: url.href };
}

export function posterItem(item: WirePosterItem): PosterItem {
  return { imageUrl: item.url ?? '', text: item.text ?? '', ...posterItemKind(item.text ?? '') };
}
