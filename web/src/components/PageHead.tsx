// Per-page head: React 19 hoists these into <head>, and because route loaders await their critical
// query before the shell renders, they are in the first flushed bytes.
import { useSiteConfig } from '../app-context';
import { mobileCounterpart } from '../routing/mobile-pairing';

export interface PageMeta {
  title: string;
  keywords?: string;
  description?: string;
  /** Path (and query, if it identifies the page) for canonical and mobile alternate links. */
  path: string;
  /** Keep the page out of search indexes (a superseded text, a visitor's own comparison). */
  noindex?: boolean;
}

/**
 * The tags of every page's head on both screens: title, keywords, description, robots and the canonical
 * link, which on the mobile site too names the desktop address (it keeps the desktop's URL scheme).
 */
export function HeadTags({ title, keywords, description, path, noindex }: PageMeta) {
  const { siteUrl } = useSiteConfig();
  return (
    <>
      <title>{title}</title>
      {keywords ? <meta name="keywords" content={keywords} /> : null}
      {description ? <meta name="description" content={description} /> : null}
      {noindex ? <meta name="robots" content="noindex" /> : null}
      <link rel="canonical" href={siteUrl + path} />
    </>
  );
}

export function PageHead(props: PageMeta) {
  const { mobileSiteUrl } = useSiteConfig();
  // Only a page the mobile site has gets the alternate pair (routing/mobile-pairing.ts).
  const mobile = mobileCounterpart(props.path);
  return (
    <>
      <HeadTags {...props} />
      {mobile ? <link rel="alternate" media="only screen and (max-width: 640px)" href={mobileSiteUrl + mobile} /> : null}
      {/* Baidu's mobile adaptation hint for the same counterpart. */}
      {mobile ? <meta name="mobile-agent" content={`format=html5;url=${mobileSiteUrl + mobile}`} /> : null}
    </>
  );
}

/**
 * Head of an error page (404, 503, a failed render): its title, and noindex without canonical or
 * mobile alternates, so a search engine never takes an error for the page it stands in for.
 */
export function ErrorHead({ title }: { title: string }) {
  return (
    <>
      <title>{title}</title>
      <meta name="robots" content="noindex" />
    </>
  );
}
