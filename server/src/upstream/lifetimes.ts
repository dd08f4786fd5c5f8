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
