// Cache lifetimes in seconds per upstream call (SPEC §7). null = never cached.
export const lifetimes = {
  // Not given by the spec. Brand pages are the site's most visited and the data changes rarely, but a
  // merchant editing a listing expects to see it within minutes: 300 s, the spec's shortest lifetime.
  brandShow: 300,
  relatedData: 300,
  relatedBrands: 86_400,
  randomBrands: 86_400,
  topBrands: 86_400,
  // Only type=show (nearby shops) is cached; list and map searches are interactive.
  mapDataShow: 300,
  guestbook: 300,
  classify: 3600,
} as const;

// Home, content, rankings, search and site calls (SPEC §7; see docs/decisions/0013-graphql-read-surface.md).
export const contentLifetimes = {
  indexMain: 1800,
  links: 86_400,
  newData: 300,
  cidBrandNav: 86_400,
  tradeBrandTop: 86_400,
  cidSearch: 300,
  menu: 86_400,
  ads: 1800,
  city: 86_400,
  vipData: 86_400,
  vipClassify: 3600,
  brandMain: 1800,
  newsMain: 1800,
  topicMain: 1800,
  topMain: 86_400,
  /** top/list: page 1 only; later pages are never cached (SPEC §7). */
  topListFirstPage: 3600,
  // Not given by the spec: the lists, details and the poster follow brandShow's 300 s.
  brandList: 300,
  newsList: 300,
  topicList: 300,
  topicShow: 300,
  topShow: 300,
  // Sitemaps: crawlers read them a few times a day; an hour-old list is fine (the spec's 3600).
  sitemapMain: 3600,
  sitemapList: 3600,
  poster: 300,
  /**
   * news/show counts a view, so every operation asks the upstream (0 = never fresh); the answer is still
   * stored so that an upstream outage can be served from the last good copy.
   */
  newsShow: 0,
} as const;
