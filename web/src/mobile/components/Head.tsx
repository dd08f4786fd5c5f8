// A mobile page's head: title, description and the canonical link to its desktop counterpart (the same
// path and query on SITE_URL: the mobile site keeps the desktop's URL scheme, docs/decisions/0100).
import { useSiteConfig } from '../../app-context';

export interface MobileMeta {
  title: string;
  description?: string;
  keywords?: string;
  /** The desktop counterpart's path and identifying query, as the desktop page's own canonical link. */
  path: string;
  /** A visitor's own page (the compare page): kept out of search results, as its desktop counterpart. */
  noindex?: boolean;
}

export function Head({ title, description, keywords, path, noindex }: MobileMeta) {
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
