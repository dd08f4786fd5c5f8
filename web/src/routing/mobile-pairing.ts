// Desktop address → mobile address. The mobile site keeps the desktop's URL scheme (docs/decisions/0100),
// so a page's counterpart is the same path on the mobile origin, when the mobile site has that page. The
// list below is the mobile route table's paths (web/src/mobile/routes.tsx); the gateway redirects phones
// with it, desktop pages draw their alternate link and 手机版 code from it. A desktop page without a
// counterpart gets no alternate link, and its code leads to the closest mobile page, never to a 404.

/**
 * Paths the mobile site answers (same ids, same query parameters as the desktop). Every desktop page kind
 * has one but /cache, an operator's address that empties the desktop browser's GraphQL cache: a mobile
 * page keeps no such cache (docs/decisions/0125).
 */
const MOBILE_PATHS: readonly RegExp[] = [
  /^\/$/,
  /^\/shangji$/,
  // /shangji/{list id} and /shangji/{brand id}: list-id.ts keeps the desktop's scheme.
  /^\/shangji\/[^/]+$/,
  /^\/news$/,
  /^\/news\/[^/]+$/,
  /^\/zhuanti$/,
  /^\/zhuanti\/[^/]+$/,
  /^\/top$/,
  /^\/top\/\d+$/,
  /^\/comment\/[^/]+$/,
  /^\/vip(\/[^/]+)?$/,
  /^\/search$/,
  /^\/search\/[^/]+$/,
  // /duibi?ids=…: the compare page, the ids in the query as on the desktop.
  /^\/duibi$/,
  // 我的咨询: the frame only; the visitor's data comes from /graphql in the browser.
  /^\/wode\/zixun$/,
  /^\/(aboutus|servicestatement|privacypolicy|protection|privacypolicy\/2019-10-16)$/,
  // The owner pages (brand entry, marketing services, service offers, the course) and the site map.
  /^\/(brandentry|brandmarket|serviceoffers|marketing|sitemap)$/,
  // A brand's poster and a store map (/map/{city}_{keyword}), the ids as on the desktop.
  /^\/haibao\/[^/]+$/,
  /^\/map\/[^/]+$/,
];

/** Closest mobile page for desktop sections without one of their own (by first path segment). */
const CLOSEST: Readonly<Record<string, string>> = {
  shangji: '/shangji',
  news: '/news',
  zhuanti: '/zhuanti',
  top: '/top',
  search: '/search',
  haibao: '/shangji',
  map: '/shangji',
};

/** The mobile path (query kept) of a desktop path, or null when the mobile site has no such page. */
export function mobileCounterpart(path: string): string | null {
  const q = path.indexOf('?');
  const pathname = q < 0 ? path : path.slice(0, q);
  return MOBILE_PATHS.some((p) => p.test(pathname)) ? path : null;
}

/** The counterpart, else the closest existing mobile page (the section's, else the home page). */
export function closestMobilePath(path: string): string {
  const exact = mobileCounterpart(path);
  if (exact) return exact;
  const section = /^\/([^/?]+)/.exec(path)?.[1] ?? '';
  return CLOSEST[section] ?? '/';
}

/** Phones (not tablets): the User-Agents that get the mobile site. */
export function isPhone(userAgent: string | undefined): boolean {
  return !!userAgent && /Mobi|iPhone|iPod|Windows Phone|Opera Mini|HarmonyOS.*Phone/i.test(userAgent) && !/iPad|Tablet/i.test(userAgent);
}

/** The visitor chose 电脑版: this cookie (set by `?view=pc` on any desktop page) stops the redirect. */
export const DESKTOP_CHOICE_COOKIE = 'sj_view';
export const DESKTOP_CHOICE_PARAM = 'view';

export function choseDesktop(cookieHeader: string | undefined): boolean {
  return !!cookieHeader && new RegExp(`(?:^|;\\s*)${DESKTOP_CHOICE_COOKIE}=pc(?:;|$)`).test(cookieHeader);
}
