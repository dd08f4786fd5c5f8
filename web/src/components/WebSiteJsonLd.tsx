// schema.org WebSite JSON-LD with a SearchAction, on the home page only (where search engines look for
// it): the site's name and the brand search address, so a result can offer a search box.
import { useSiteConfig } from '../app-context';
import { scriptJson } from '../hydration';
import { SITE_NAME } from './site';

export function WebSiteJsonLd() {
  const { siteUrl } = useSiteConfig();
  const json = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE_NAME,
    url: `${siteUrl}/`,
    inLanguage: 'zh-CN',
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${siteUrl}/search?model=zhaoshang&q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(json) }} />;
}
